/** The builder's SQL: pages and their versions, and the routes publishing them. */
import type { Kysely } from 'kysely';
import type { PageSummary, PageVersion, PageVersionInfo, RouteInfo } from '../../../common/contract/builder';
import type { Database } from '../../schema';
import { setPageComponents } from './compStore';
import { expandLibraryPanels } from './library';
import { componentIdsOf, type StoredSpec } from './storedSpec';
import type { BuilderPagesTable, BuilderRoutesTable } from './tables';

export type { StoredSpec } from './storedSpec';

export const toSummary = (r: BuilderPagesTable): PageSummary => ({
  id: r.id,
  title: r.title,
  version: Number(r.version),
  ownerId: r.owner_id,
  shared: Number(r.shared) === 1,
  example: Number(r.example) === 1,
  updatedAt: Number(r.updated_at),
});

export async function allPages(db: Kysely<Database>): Promise<BuilderPagesTable[]> {
  return db.selectFrom('builder_pages').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
}

export async function findPage(db: Kysely<Database>, id: string): Promise<BuilderPagesTable | undefined> {
  return db.selectFrom('builder_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewPage {
  id: string;
  /** The user who saves version 1 and owns the page. */
  ownerId: string;
  title: string;
  spec: StoredSpec;
}

/** A seeded example: no owner, shared, found again by its seed key; version 1 saved by `savedBy` (`system`). */
export interface NewExample extends Omit<NewPage, 'ownerId'> {
  seedKey: string;
  savedBy: string;
}

/** Creates a page at version 1 (and what it places) in one transaction. */
export async function createPage(db: Kysely<Database>, p: NewPage | NewExample, now: number): Promise<void> {
  const example = 'seedKey' in p;
  const ownerId = example ? null : p.ownerId;
  const savedBy = example ? p.savedBy : p.ownerId;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('builder_pages')
      .values({
        id: p.id,
        owner_id: ownerId,
        title: p.title,
        shared: example ? 1 : 0,
        version: 1,
        created_at: now,
        updated_at: now,
        example: example ? 1 : 0,
        seed_key: example ? p.seedKey : null,
      })
      .execute();
    await trx
      .insertInto('builder_page_versions')
      .values({ page_id: p.id, version: 1, title: p.title, spec_json: JSON.stringify(p.spec), saved_by: savedBy, saved_at: now })
      .execute();
    await setPageComponents(trx, p.id, componentIdsOf(p.spec));
  });
}

/** The seed keys of the examples stored (seeding adds only the others). */
export async function seededKeys(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('builder_pages').select('seed_key').where('seed_key', 'is not', null).execute();
  return new Set(rows.flatMap((r) => (r.seed_key ? [r.seed_key] : [])));
}

/**
 * Appends version `from + 1` when the page is still at `from` (compare and set, so two saves from the same version
 * cannot both win). Returns the new version, or null when the page moved on (or is gone).
 */
export async function appendVersion(
  db: Kysely<Database>,
  p: { id: string; from: number; title: string; spec: StoredSpec; savedBy: string },
  now: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const next = p.from + 1;
    const moved = await trx
      .updateTable('builder_pages')
      .set({ version: next, title: p.title, updated_at: now })
      .where('id', '=', p.id)
      .where('version', '=', p.from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await trx
      .insertInto('builder_page_versions')
      .values({ page_id: p.id, version: next, title: p.title, spec_json: JSON.stringify(p.spec), saved_by: p.savedBy, saved_at: now })
      .execute();
    await setPageComponents(trx, p.id, componentIdsOf(p.spec));
    return next;
  });
}

export async function setShared(db: Kysely<Database>, id: string, shared: boolean, now: number): Promise<void> {
  await db
    .updateTable('builder_pages')
    .set({ shared: shared ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** One stored version of a page as saved (library panels as references); undefined when it does not exist. */
export async function storedVersion(
  db: Kysely<Database>,
  pageId: string,
  version: number,
): Promise<{ title: string; spec: StoredSpec; savedBy: string; savedAt: number } | undefined> {
  const row = await db.selectFrom('builder_page_versions').selectAll().where('page_id', '=', pageId).where('version', '=', version).executeTakeFirst();
  return row && { title: row.title, spec: JSON.parse(row.spec_json) as StoredSpec, savedBy: row.saved_by, savedAt: Number(row.saved_at) };
}

/**
 * One version of a page (`version` absent: the newest), library panels drawn from their components' newest versions;
 * undefined when either does not exist.
 */
export async function pageVersion(db: Kysely<Database>, page: BuilderPagesTable, version?: number): Promise<PageVersion | undefined> {
  const v = version ?? Number(page.version);
  const row = await storedVersion(db, page.id, v);
  if (!row) return undefined;
  const { spec } = row;
  const { panels, library } = await expandLibraryPanels(db, spec.panels);
  return {
    id: page.id,
    title: row.title,
    version: v,
    latest: Number(page.version),
    panels,
    library,
    layout: spec.layout,
    variables: spec.variables,
    ownerId: page.owner_id,
    shared: Number(page.shared) === 1,
    example: Number(page.example) === 1,
    savedBy: row.savedBy,
    savedAt: row.savedAt,
  };
}

export async function pageVersions(db: Kysely<Database>, pageId: string): Promise<PageVersionInfo[]> {
  const rows = await db
    .selectFrom('builder_page_versions')
    .select(['version', 'title', 'saved_by', 'saved_at'])
    .where('page_id', '=', pageId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({ version: Number(r.version), title: r.title, savedBy: r.saved_by, savedAt: Number(r.saved_at) }));
}

/** The slugs publishing a page (a published page is not removed). */
export async function slugsOfPage(db: Kysely<Database>, pageId: string): Promise<string[]> {
  const rows = await db.selectFrom('builder_routes').select('slug').where('page_id', '=', pageId).orderBy('slug').execute();
  return rows.map((r) => r.slug);
}

/** Removes a page and its versions in one transaction. */
export async function removePage(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('builder_page_versions').where('page_id', '=', id).execute();
    await setPageComponents(trx, id, []);
    await trx.deleteFrom('builder_pages').where('id', '=', id).execute();
  });
}

export interface StoredRoute {
  slug: string;
  pageId: string;
  ownerId: string;
  users: string[];
  roles: string[];
  updatedAt: number;
}

const toRoute = (r: BuilderRoutesTable): StoredRoute => ({
  slug: r.slug,
  pageId: r.page_id,
  ownerId: r.owner_id,
  users: JSON.parse(r.users_json) as string[],
  roles: JSON.parse(r.roles_json) as string[],
  updatedAt: Number(r.updated_at),
});

export async function findRoute(db: Kysely<Database>, slug: string): Promise<StoredRoute | undefined> {
  const row = await db.selectFrom('builder_routes').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toRoute(row) : undefined;
}

/** Every route with its page's title, by slug. */
/** Every route with its page's title, and the page's seed key (an example's title is shown in the reader's language). */
export async function allRoutes(db: Kysely<Database>): Promise<(RouteInfo & { pageSeedKey: string | null })[]> {
  const rows = await db
    .selectFrom('builder_routes')
    .innerJoin('builder_pages', 'builder_pages.id', 'builder_routes.page_id')
    .selectAll('builder_routes')
    .select(['builder_pages.title as page_title', 'builder_pages.seed_key as page_seed_key'])
    .orderBy('builder_routes.slug')
    .execute();
  return rows.map((r) => {
    const { ownerId, pageId, roles, slug, updatedAt, users } = toRoute(r);
    return { slug, pageId, pageTitle: r.page_title, users, roles, ownerId, updatedAt, pageSeedKey: r.page_seed_key };
  });
}

/** Publishes (or re-points and re-lists) `slug`; its owner stays the one who first published it. */
export async function saveRoute(
  db: Kysely<Database>,
  r: { slug: string; pageId: string; ownerId: string; users: string[]; roles: string[] },
  now: number,
): Promise<void> {
  const users_json = JSON.stringify(r.users);
  const roles_json = JSON.stringify(r.roles);
  await db
    .insertInto('builder_routes')
    .values({ slug: r.slug, page_id: r.pageId, owner_id: r.ownerId, users_json, roles_json, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ page_id: r.pageId, users_json, roles_json, updated_at: now }))
    .execute();
}

export async function removeRoute(db: Kysely<Database>, slug: string): Promise<void> {
  await db.deleteFrom('builder_routes').where('slug', '=', slug).execute();
}
