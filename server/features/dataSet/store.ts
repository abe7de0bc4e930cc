/** The data set feature's SQL: data sets, and the builder pages whose newest version reads one ("used by"). */
import type { Kysely } from 'kysely';
import type { DataSetDefinition, DataSetInfo } from '../../../common/contract/dataSet';
import type { Database } from '../../schema';
import type { DataSetsTable } from './tables';

export interface StoredDataSet {
  id: string;
  ownerId: string | null;
  name: string;
  shared: boolean;
  definition: DataSetDefinition;
  updatedAt: number;
}

const fromRow = (r: DataSetsTable): StoredDataSet => ({
  id: r.id,
  ownerId: r.owner_id,
  name: r.name,
  shared: Number(r.shared) === 1,
  definition: JSON.parse(r.definition_json) as DataSetDefinition,
  updatedAt: Number(r.updated_at),
});

export const toInfo = (s: StoredDataSet): DataSetInfo => ({ ...s, address: `set:${s.id}` });

export async function allDataSets(db: Kysely<Database>): Promise<StoredDataSet[]> {
  return (await db.selectFrom('data_sets').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute()).map(fromRow);
}

export async function findDataSet(db: Kysely<Database>, id: string): Promise<StoredDataSet | undefined> {
  const row = await db.selectFrom('data_sets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function insertDataSet(db: Kysely<Database>, s: Omit<StoredDataSet, 'updatedAt'>, now: number): Promise<void> {
  await db
    .insertInto('data_sets')
    .values({
      id: s.id,
      owner_id: s.ownerId,
      name: s.name,
      shared: s.shared ? 1 : 0,
      definition_json: JSON.stringify(s.definition),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateDataSet(db: Kysely<Database>, s: Pick<StoredDataSet, 'id' | 'name' | 'shared' | 'definition'>, now: number): Promise<void> {
  await db
    .updateTable('data_sets')
    .set({ name: s.name, shared: s.shared ? 1 : 0, definition_json: JSON.stringify(s.definition), updated_at: now })
    .where('id', '=', s.id)
    .execute();
}

export async function setDataSetShared(db: Kysely<Database>, id: string, shared: boolean, now: number): Promise<void> {
  await db
    .updateTable('data_sets')
    .set({ shared: shared ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function removeDataSet(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('data_sets').where('id', '=', id).execute();
}

export interface PageUsingSet {
  id: string;
  title: string;
  ownerId: string | null;
  shared: boolean;
}

/**
 * The builder pages whose newest version reads `set:<id>` (the address as a JSON string in the stored spec). The
 * LIKE narrows the rows; the exact quoted address decides (`_` in an id is a LIKE wildcard, and `set:ab` must not
 * match `set:abc`).
 */
export async function pagesUsingSet(db: Kysely<Database>, id: string): Promise<PageUsingSet[]> {
  const needle = `"set:${id}"`;
  const rows = await db
    .selectFrom('builder_pages as p')
    .innerJoin('builder_page_versions as v', (join) => join.onRef('v.page_id', '=', 'p.id').onRef('v.version', '=', 'p.version'))
    .select(['p.id', 'p.title', 'p.owner_id', 'p.shared', 'v.spec_json'])
    .where('v.spec_json', 'like', `%set:${id}%`)
    .orderBy('p.title')
    .execute();
  return rows.filter((r) => r.spec_json.includes(needle)).map((r) => ({ id: r.id, title: r.title, ownerId: r.owner_id, shared: Number(r.shared) === 1 }));
}
