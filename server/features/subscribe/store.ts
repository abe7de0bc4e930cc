/** The subscriptions' SQL: every query is scoped to its user (another user's subscription is not found). */
import type { Kysely } from 'kysely';
import type { BuilderVariables } from '../../../common/contract/builder';
import type { Database } from '../../schema';
import type { SubscriptionsTable } from './tables';

export interface StoredSubscription {
  id: string;
  slug: string;
  panelId: string;
  variables: BuilderVariables;
  position: number;
  w: number;
  createdAt: number;
}

const toSubscription = (r: SubscriptionsTable): StoredSubscription => ({
  id: r.id,
  slug: r.slug,
  panelId: r.panel_id,
  variables: JSON.parse(r.variables_json) as BuilderVariables,
  position: Number(r.position),
  w: Number(r.width),
  createdAt: Number(r.created_at),
});

export async function listSubscriptions(db: Kysely<Database>, userId: string): Promise<StoredSubscription[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('position').orderBy('created_at').execute();
  return rows.map(toSubscription);
}

export async function findSubscription(db: Kysely<Database>, userId: string, id: string): Promise<StoredSubscription | undefined> {
  const row = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return row ? toSubscription(row) : undefined;
}

export async function countSubscriptions(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a subscription after the user's others (last on home). */
export async function addSubscription(
  db: Kysely<Database>,
  s: { id: string; userId: string; slug: string; panelId: string; variables: BuilderVariables; w: number },
  now: number,
): Promise<StoredSubscription> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('user_id', '=', s.userId)
      .executeTakeFirst();
    const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    const row: SubscriptionsTable = {
      id: s.id,
      user_id: s.userId,
      slug: s.slug,
      panel_id: s.panelId,
      variables_json: JSON.stringify(s.variables),
      position,
      width: s.w,
      created_at: now,
    };
    await trx.insertInto('subscriptions').values(row).execute();
    return toSubscription(row);
  });
}

export async function setVariables(db: Kysely<Database>, userId: string, id: string, variables: BuilderVariables): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ variables_json: JSON.stringify(variables) })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** True when a subscription was removed. */
export async function removeSubscription(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('subscriptions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Home's arrangement in one transaction: the named ones first in the given order and widths, the others after. */
export async function arrange(db: Kysely<Database>, userId: string, items: readonly { id: string; w: number }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('subscriptions').select(['id', 'position']).where('user_id', '=', userId).orderBy('position').execute();
    const named = new Set(items.map((i) => i.id));
    const rest = rows.filter((r) => !named.has(r.id));
    for (const [position, item] of items.entries()) {
      await trx.updateTable('subscriptions').set({ position, width: item.w }).where('user_id', '=', userId).where('id', '=', item.id).execute();
    }
    for (const [i, r] of rest.entries()) {
      await trx
        .updateTable('subscriptions')
        .set({ position: items.length + i })
        .where('user_id', '=', userId)
        .where('id', '=', r.id)
        .execute();
    }
  });
}
