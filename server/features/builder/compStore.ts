/** The builder's SQL for library components: components and their versions, and the pages that place them. */
import type { Kysely, Transaction } from 'kysely';
import type { ComponentSummary, PageVersionInfo } from '../../../common/contract/builder';
import type { PanelSpec } from '../../../common/contract/pageSpec';
import type { Database } from '../../schema';
import type { BuilderComponentsTable, BuilderComponentVersionsTable } from './compTables';
import type { BuilderPagesTable } from './tables';

export const toComponentSummary = (r: BuilderComponentsTable, usedBy: number): ComponentSummary => ({
  id: r.id,
  title: r.title,
  kind: r.kind,
  version: Number(r.version),
  ownerId: r.owner_id,
  shared: Number(r.shared) === 1,
  usedBy,
  updatedAt: Number(r.updated_at),
});

export async function allComponents(db: Kysely<Database>): Promise<BuilderComponentsTable[]> {
  return db.selectFrom('builder_components').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
}

export async function findComponent(db: Kysely<Database>, id: string): Promise<BuilderComponentsTable | undefined> {
  return db.selectFrom('builder_components').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Component id -> how many pages (their newest versions) place it; components placed nowhere are absent. */
export async function useCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('builder_page_components')
    .select(['component_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('component_id')
    .execute();
  return new Map(rows.map((r) => [r.component_id, Number(r.n)]));
}

/** The pages whose newest version places a component, by title. */
export async function pagesPlacing(db: Kysely<Database>, componentId: string): Promise<BuilderPagesTable[]> {
  return db
    .selectFrom('builder_page_components')
    .innerJoin('builder_pages', 'builder_pages.id', 'builder_page_components.page_id')
    .selectAll('builder_pages')
    .where('builder_page_components.component_id', '=', componentId)
    .orderBy('builder_pages.title')
    .orderBy('builder_pages.id')
    .execute();
}

export async function createComponent(db: Kysely<Database>, c: { id: string; ownerId: string; title: string; panel: PanelSpec }, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('builder_components')
      .values({ id: c.id, owner_id: c.ownerId, title: c.title, kind: c.panel.kind, shared: 0, version: 1, created_at: now, updated_at: now })
      .execute();
    await trx
      .insertInto('builder_component_versions')
      .values({ component_id: c.id, version: 1, title: c.title, panel_json: JSON.stringify(c.panel), saved_by: c.ownerId, saved_at: now })
      .execute();
  });
}

/** Appends version `from + 1` when the component is still at `from` (compare and set); null when it moved on or is gone. */
export async function appendComponentVersion(
  db: Kysely<Database>,
  c: { id: string; from: number; title: string; panel: PanelSpec; savedBy: string },
  now: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const next = c.from + 1;
    const moved = await trx
      .updateTable('builder_components')
      .set({ version: next, title: c.title, kind: c.panel.kind, updated_at: now })
      .where('id', '=', c.id)
      .where('version', '=', c.from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await trx
      .insertInto('builder_component_versions')
      .values({ component_id: c.id, version: next, title: c.title, panel_json: JSON.stringify(c.panel), saved_by: c.savedBy, saved_at: now })
      .execute();
    return next;
  });
}

export async function setComponentShared(db: Kysely<Database>, id: string, shared: boolean, now: number): Promise<void> {
  await db
    .updateTable('builder_components')
    .set({ shared: shared ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export interface ComponentPanel {
  title: string;
  version: number;
  panel: PanelSpec;
  savedBy: string;
  savedAt: number;
}

const toPanel = (r: BuilderComponentVersionsTable): ComponentPanel => ({
  title: r.title,
  version: Number(r.version),
  panel: JSON.parse(r.panel_json) as PanelSpec,
  savedBy: r.saved_by,
  savedAt: Number(r.saved_at),
});

/** One version of a component; undefined when it does not exist. */
export async function componentVersion(db: Kysely<Database>, id: string, version: number): Promise<ComponentPanel | undefined> {
  const row = await db.selectFrom('builder_component_versions').selectAll().where('component_id', '=', id).where('version', '=', version).executeTakeFirst();
  return row && toPanel(row);
}

/** Component id -> its newest version's panel, for the ids given that exist. */
export async function newestPanels(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ComponentPanel>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('builder_component_versions')
    .innerJoin('builder_components', (j) =>
      j
        .onRef('builder_components.id', '=', 'builder_component_versions.component_id')
        .onRef('builder_components.version', '=', 'builder_component_versions.version'),
    )
    .selectAll('builder_component_versions')
    .where('builder_component_versions.component_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.component_id, toPanel(r)]));
}

export async function componentVersions(db: Kysely<Database>, id: string): Promise<PageVersionInfo[]> {
  const rows = await db
    .selectFrom('builder_component_versions')
    .select(['version', 'title', 'saved_by', 'saved_at'])
    .where('component_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({ version: Number(r.version), title: r.title, savedBy: r.saved_by, savedAt: Number(r.saved_at) }));
}

/** Rewrites the components a page's newest version places (inside the page save's transaction). */
export async function setPageComponents(trx: Transaction<Database>, pageId: string, componentIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('builder_page_components').where('page_id', '=', pageId).execute();
  if (componentIds.length) {
    await trx
      .insertInto('builder_page_components')
      .values(componentIds.map((component_id) => ({ page_id: pageId, component_id })))
      .execute();
  }
}

/**
 * Removes a component and its versions in one transaction, unless a page's newest version places it. Returns how many
 * pages place it (0: removed).
 */
export async function removeComponent(db: Kysely<Database>, id: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('builder_page_components')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('component_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return Number(used.n);
    await trx.deleteFrom('builder_component_versions').where('component_id', '=', id).execute();
    await trx.deleteFrom('builder_components').where('id', '=', id).execute();
    return 0;
  });
}
