/**
 * The baseline forecast of an event (docs/research/outlook.md "Baseline"): each method is scored walk-forward on the
 * event's released actuals; the default is the lowest MAE (common/domain/eventForecast.ts chooseMethod) unless a
 * user chose a method for the event (outlook_methods, desk-wide).
 */
import type { Kysely } from 'kysely';
import type { CalendarEvent } from '../../../common/contract/events';
import type { Baseline } from '../../../common/contract/outlook';
import { BASELINE_METHODS, type BaselineMethod, baselineForecast, chooseMethod, scoreMethods, seasonOf } from '../../../common/domain/eventForecast';
import type { Database } from '../../schema';

const isMethod = (m: string): m is BaselineMethod => (BASELINE_METHODS as readonly string[]).includes(m);

export async function methodOverrides(db: Kysely<Database>, eventKeys: readonly string[]): Promise<Map<string, BaselineMethod>> {
  if (eventKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('outlook_methods')
    .select(['event_key', 'method'])
    .where('event_key', 'in', [...eventKeys])
    .execute();
  return new Map(rows.filter((r) => isMethod(r.method)).map((r) => [r.event_key, r.method as BaselineMethod]));
}

/** The override of one event with who chose it and when; null when none (or an unknown method is stored). */
export async function methodChoice(db: Kysely<Database>, eventKey: string): Promise<{ method: BaselineMethod; name: string; at: number } | null> {
  const row = await db
    .selectFrom('outlook_methods as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.method', 'm.updated_at', 'u.name', 'u.username'])
    .where('m.event_key', '=', eventKey)
    .executeTakeFirst();
  if (!row || !isMethod(row.method)) return null;
  // A deleted user leaves the choice in force; the page then names no one.
  return { method: row.method, name: row.name || row.username || '', at: Number(row.updated_at) };
}

/** Sets (or, with null, removes) an event's baseline method override, remembering who chose it and when. */
export async function setMethodChoice(db: Kysely<Database>, eventKey: string, method: BaselineMethod | null, userId: string, now: number): Promise<void> {
  if (method === null) {
    await db.deleteFrom('outlook_methods').where('event_key', '=', eventKey).execute();
    return;
  }
  await db
    .insertInto('outlook_methods')
    .values({ event_key: eventKey, method, user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('event_key').doUpdateSet({ method, user_id: userId, updated_at: now }))
    .execute();
}

/** The release a baseline is shown for: the first without an actual, or one after the last known. */
export const nextReleaseAt = (history: readonly CalendarEvent[]): number => history.find((e) => e.actual === null)?.releaseAt ?? Number.MAX_SAFE_INTEGER;

/** Actuals released strictly before `releaseAt`, oldest first: the history a forecast of that release may use. */
export const actualsBefore = (history: readonly CalendarEvent[], releaseAt: number): number[] =>
  history.filter((e) => e.releaseAt < releaseAt && e.actual !== null).map((e) => e.actual as number);

/** The season from every release date known (dates are published ahead, so this reads no number). */
export const seasonOfHistory = (history: readonly CalendarEvent[]): number | null => seasonOf(history.map((e) => e.releaseAt));

/**
 * The baseline of one release: methods scored and chosen on the actuals before it (a release's baseline never
 * depends on its own or later numbers), then the chosen method's forecast.
 */
export function baselineFor(history: readonly CalendarEvent[], releaseAt: number, override: BaselineMethod | undefined): Baseline {
  const values = actualsBefore(history, releaseAt);
  const season = seasonOfHistory(history);
  const scores = scoreMethods(values, season);
  const method = override ?? chooseMethod(scores);
  return { method, value: baselineForecast(method, values, season), overridden: override !== undefined, season, scores };
}
