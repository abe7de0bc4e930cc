/** Strategy rows <-> records, and the reads and writes of the strategies table. */
import type { Kysely, Selectable } from 'kysely';
import type { Strategy, StrategyInput, StrategyLeg, StrategyRate } from '../../../common/contract/strategy';
import { newId } from '../../infra/db/ids';
import { parseJsonArray, parseStringList } from '../../infra/db/jsonList';
import type { Database } from '../../schema';
import { deleteRulesOfTarget } from './alerts/store';
import type { StrategiesTable } from './tables';

/** A strategy as the server works with it (the contract's Strategy without the caller-dependent fields). */
export interface StrategyRecord {
  id: string;
  name: string;
  description: string;
  legs: StrategyLeg[];
  rates: StrategyRate[];
  formula: string;
  unit: string;
  precision: number;
  ownerId: string | null;
  visibility: Strategy['visibility'];
  roles: string[];
  seeded: boolean;
  createdAt: number;
  updatedAt: number;
}

export const toRecord = (r: Selectable<StrategiesTable>): StrategyRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  legs: parseJsonArray<StrategyLeg>(r.legs_json),
  rates: parseJsonArray<StrategyRate>(r.rates_json),
  formula: r.formula,
  unit: r.unit,
  precision: Number(r.precision),
  ownerId: r.owner_id,
  visibility: r.visibility,
  roles: parseStringList(r.roles_json),
  seeded: r.seed_key !== null,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export async function allStrategies(db: Kysely<Database>): Promise<StrategyRecord[]> {
  return (await db.selectFrom('strategies').selectAll().orderBy('name').orderBy('id').execute()).map(toRecord);
}

export async function findStrategy(db: Kysely<Database>, id: string): Promise<StrategyRecord | undefined> {
  const row = await db.selectFrom('strategies').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Inserts (no id) or updates (id) a strategy; the owner of a new one is `ownerId`, an update keeps its owner. */
export async function writeStrategy(db: Kysely<Database>, input: StrategyInput, ownerId: string, now: number): Promise<StrategyRecord> {
  const values = {
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    legs_json: JSON.stringify(input.legs.map((l) => ({ alias: l.alias, instrument: l.instrument, ...(l.mapFrom ? { mapFrom: l.mapFrom } : {}) }))),
    rates_json: JSON.stringify((input.rates ?? []).map((r) => ({ alias: r.alias, key: r.key }))),
    formula: input.formula,
    unit: input.unit,
    precision: input.precision,
    visibility: input.visibility,
    roles_json: JSON.stringify(input.visibility === 'roles' ? [...new Set(input.roles ?? [])] : []),
    updated_at: now,
  };
  if (input.id) {
    await db.updateTable('strategies').set(values).where('id', '=', input.id).execute();
    const saved = await findStrategy(db, input.id);
    if (!saved) throw new Error(`strategy ${input.id} vanished during save`);
    return saved;
  }
  const id = newId();
  await db
    .insertInto('strategies')
    .values({ id, ...values, owner_id: ownerId, seed_key: null, created_at: now })
    .execute();
  const saved = await findStrategy(db, id);
  if (!saved) throw new Error(`strategy ${id} vanished during save`);
  return saved;
}

/**
 * Deletes a strategy and the alert rules on its spread (`spread:<id>`) in one transaction: either both go or
 * neither (a rule left on a deleted strategy would watch an address that no longer resolves).
 */
export async function deleteStrategy(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('strategies').where('id', '=', id).execute();
    await deleteRulesOfTarget(trx, `spread:${id}`);
  });
}

/** Display names (name, else username) of the given users, by id: the owners shown next to strategies. */
export async function ownerNamesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name || r.username]));
}
