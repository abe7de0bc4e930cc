/** Alert rules and fired events: rows <-> contract records. */
import type { Kysely, Selectable } from 'kysely';
import type { AlertEvent, AlertParams, AlertRule, AlertRuleInput } from '../../../../common/contract/strategy';
import { newId } from '../../../infra/db/ids';
import type { Database } from '../../../schema';
import type { AlertEventsTable, AlertRulesTable } from '../tables';
import { type WebhookOutcome, webhookOutcomeOf } from './webhook';

const parseObject = <T>(json: string): T => {
  try {
    const v: unknown = JSON.parse(json);
    return (v && typeof v === 'object' && !Array.isArray(v) ? v : {}) as T;
  } catch {
    return {} as T;
  }
};

export interface RuleRecord extends AlertRule {
  userId: string;
}

export const toRule = (r: Selectable<AlertRulesTable>): RuleRecord => ({
  id: r.id,
  userId: r.user_id,
  target: r.target,
  kind: r.kind,
  params: parseObject<AlertParams>(r.params_json),
  webhookUrl: r.webhook_url,
  active: Number(r.active) === 1,
  armed: r.armed === null ? null : Number(r.armed) === 1,
  suspended: r.suspended ?? null,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export const publicRule = ({ userId: _u, ...rule }: RuleRecord): AlertRule => rule;

export const toEvent = (r: Selectable<AlertEventsTable>): AlertEvent => ({
  id: r.id,
  ruleId: r.rule_id,
  target: r.target,
  kind: r.kind,
  ts: Number(r.ts),
  value: Number(r.value),
  detail: parseObject<Record<string, string>>(r.detail_json),
  webhook: webhookOutcomeOf(r.webhook),
});

export async function activeRules(db: Kysely<Database>): Promise<RuleRecord[]> {
  return (await db.selectFrom('alert_rules').selectAll().where('active', '=', 1).execute()).map(toRule);
}

export async function userRules(db: Kysely<Database>, userId: string): Promise<RuleRecord[]> {
  return (await db.selectFrom('alert_rules').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute()).map(toRule);
}

export async function findRule(db: Kysely<Database>, id: string): Promise<RuleRecord | undefined> {
  const row = await db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRule(row) : undefined;
}

/** Creates or updates a rule; any change re-starts its hysteresis (armed = unknown). */
export async function writeRule(db: Kysely<Database>, userId: string, input: AlertRuleInput, now: number): Promise<RuleRecord> {
  const values = {
    target: input.target,
    kind: input.kind,
    params_json: JSON.stringify(input.params),
    webhook_url: input.webhookUrl?.trim() ? input.webhookUrl.trim() : null,
    active: input.active ? 1 : 0,
    armed: null,
    // An edit starts afresh: the next value that fires checks the owner's access again.
    suspended: null,
    updated_at: now,
  };
  const id = input.id ?? newId();
  if (input.id) await db.updateTable('alert_rules').set(values).where('id', '=', id).execute();
  else
    await db
      .insertInto('alert_rules')
      .values({ id, user_id: userId, ...values, created_at: now })
      .execute();
  const saved = await findRule(db, id);
  if (!saved) throw new Error(`alert rule ${id} vanished during save`);
  return saved;
}

export async function deleteRule(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('alert_rules').where('id', '=', id).execute();
}

/** Deletes every user's rules on one target; the strategy store calls it inside the strategy's delete transaction. */
export async function deleteRulesOfTarget(db: Kysely<Database>, target: string): Promise<void> {
  await db.deleteFrom('alert_rules').where('target', '=', target).execute();
}

export async function setArmed(db: Kysely<Database>, id: string, armed: boolean): Promise<void> {
  await db
    .updateTable('alert_rules')
    .set({ armed: armed ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Suspends a rule with its reason (a locale key), or resumes it (null). */
export async function setSuspended(db: Kysely<Database>, id: string, reason: string | null): Promise<void> {
  await db.updateTable('alert_rules').set({ suspended: reason }).where('id', '=', id).execute();
}

export async function recordEvent(db: Kysely<Database>, e: Omit<AlertEvent, 'id'> & { userId: string }): Promise<string> {
  const id = newId();
  await db
    .insertInto('alert_events')
    .values({
      id,
      rule_id: e.ruleId,
      user_id: e.userId,
      target: e.target,
      kind: e.kind,
      ts: e.ts,
      value: e.value,
      detail_json: JSON.stringify(e.detail),
      webhook: e.webhook,
    })
    .execute();
  return id;
}

export async function setEventWebhook(db: Kysely<Database>, id: string, outcome: WebhookOutcome): Promise<void> {
  await db.updateTable('alert_events').set({ webhook: outcome }).where('id', '=', id).execute();
}

export async function userEvents(db: Kysely<Database>, userId: string, ruleId?: string): Promise<AlertEvent[]> {
  let q = db.selectFrom('alert_events').selectAll().where('user_id', '=', userId);
  if (ruleId) q = q.where('rule_id', '=', ruleId);
  return (await q.orderBy('ts', 'desc').orderBy('id', 'desc').limit(500).execute()).map(toEvent);
}
