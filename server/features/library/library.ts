/**
 * The research library's reads and writes beyond insertDocument (documentWriter.ts): listing with search and
 * filters, one document with the caller's state, metadata edits and soft deletes (search text kept in sync in the
 * same transaction), per-user read/favourite/note, and pins to series addresses.
 */
import { sql, type Kysely } from 'kysely';
import type {
  DocumentKind,
  DocumentLanguage,
  ResearchDocumentFields,
  ResearchDocumentSummary,
  ResearchListBody,
  ResearchListItem,
  ResearchListPage,
  ResearchUserState,
} from '../../../common/contract/library';
import { pageWindow } from '../../infra/db/paging';
import type { Database } from '../../schema';
import { forbidden, notFound } from '../../infra/http/apiError';
import type { AuthUser } from '../../infra/http/endpoint';
import { searchQueryShort } from '../../infra/search/searchBudget';
import { createTextIndex, queryIsSearchable, type FoundHit } from '../../infra/search/textIndex';
import { bodyText } from './documentWriter';
import type { ResearchDocumentsTable } from './tables';
import type { Selectable } from 'kysely';
import { parseStringList } from '../../infra/db/jsonList';

type DocRow = Selectable<ResearchDocumentsTable>;
type SummaryRow = Omit<DocRow, 'body' | 'body_format' | 'attachments' | 'external_id' | 'link' | 'created_by' | 'deleted_at'>;

/** At most this many search hits are filtered and paged (best first); a query matching more is too broad to page. */
const MAX_HITS = 1000;

export function toSummary(r: SummaryRow): ResearchDocumentSummary {
  return {
    id: r.id,
    kind: r.kind as DocumentKind,
    title: r.title,
    publisher: r.publisher,
    products: parseStringList(r.products),
    regions: parseStringList(r.regions),
    publishedAt: r.published_at,
    effectiveAt: r.effective_at,
    language: r.language as DocumentLanguage,
    source: r.source === 'feed' ? 'feed' : 'upload',
    feedId: r.feed_id,
    hasPdf: r.pdf_file_id !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    searchable: r.searchable !== 0,
  };
}

/** A document that is not deleted, or a 404. */
export async function requireDocument(db: Kysely<Database>, id: string): Promise<DocRow> {
  const row = await db.selectFrom('research_documents').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('Document');
  return row;
}

/** The uploader or an administrator may edit and delete; a feed's documents only administrators. */
export const canEdit = (user: AuthUser, row: DocRow): boolean => user.isAdmin || (row.created_by !== null && row.created_by === user.id);

async function requireEditable(db: Kysely<Database>, user: AuthUser, id: string): Promise<DocRow> {
  const row = await requireDocument(db, id);
  if (!canEdit(user, row)) throw forbidden('Only the uploader or an administrator may change this document');
  return row;
}

/** The columns a list shows (toSummary): never the body, which may be megabytes per document. */
const SUMMARY_COLUMNS = [
  'd.id',
  'd.kind',
  'd.title',
  'd.publisher',
  'd.products',
  'd.regions',
  'd.published_at',
  'd.effective_at',
  'd.language',
  'd.source',
  'd.feed_id',
  'd.pdf_file_id',
  'd.created_at',
  'd.updated_at',
  'd.searchable',
] as const;

export async function listDocuments(db: Kysely<Database>, user: AuthUser, body: ResearchListBody): Promise<ResearchListPage> {
  const window = pageWindow(body);
  const query = body.query?.trim() ?? '';
  const index = createTextIndex(db);
  let hits: Map<string, FoundHit> | null = null;
  let searchCut = false;
  if (query) {
    if (!queryIsSearchable(query)) throw searchQueryShort();
    const found = await index.find('research', query, { limit: MAX_HITS });
    hits = new Map(found.hits.map((h) => [h.refId, h]));
    searchCut = found.cut;
    if (hits.size === 0) return { list: [], total: 0, current: window.current, pageSize: window.pageSize, ...(searchCut ? { searchCut } : {}) };
  }
  let q = db
    .selectFrom('research_documents as d')
    .leftJoin('research_document_states as s', (j) => j.onRef('s.document_id', '=', 'd.id').on('s.user_id', '=', user.id))
    .select(SUMMARY_COLUMNS)
    .select(['s.read_at', 's.favourite'])
    .where('d.deleted_at', 'is', null);
  if (hits) q = q.where('d.id', 'in', [...hits.keys()]);
  if (body.kinds && body.kinds.length > 0) q = q.where('d.kind', 'in', body.kinds);
  if (body.publisher) q = q.where('d.publisher', '=', body.publisher);
  if (body.language) q = q.where('d.language', '=', body.language);
  if (body.from !== undefined) q = q.where('d.published_at', '>=', body.from);
  if (body.to !== undefined) q = q.where('d.published_at', '<=', body.to);
  if (body.unreadOnly) q = q.where('s.read_at', 'is', null);
  if (body.favouritesOnly) q = q.where('s.favourite', '=', 1);
  const products = body.products ?? [];
  if (products.length > 0) {
    // products is a JSON array of strings: a product matches as its quoted form (no product holds a quote).
    q = q.where((eb) => eb.or(products.map((p) => eb('d.products', 'like', `%${JSON.stringify(p).replace(/[\\%_]/g, (c) => `\\${c}`)}%`))));
  }
  const sort = body.sort ?? (hits ? 'relevance' : 'date');
  const rows = await q.orderBy('d.published_at', 'desc').orderBy('d.id').execute();
  if (hits && sort === 'relevance') {
    const h = hits;
    rows.sort((a, b) => (h.get(b.id)?.score ?? 0) - (h.get(a.id)?.score ?? 0) || b.published_at - a.published_at);
  }
  const page = window.reachable ? rows.slice(window.offset, window.offset + window.pageSize) : [];
  // Snippets read bodies: only for the page shown.
  const snippets = hits
    ? await index.snippets(
        'research',
        page.map((r) => r.id),
        query,
      )
    : null;
  const list = page.map((r): ResearchListItem => {
    const hit = hits?.get(r.id);
    return {
      ...toSummary(r),
      titleSegments: hit ? hit.title : [{ text: r.title, hit: false }],
      snippet: snippets?.get(r.id) ?? [],
      read: r.read_at !== null && r.read_at !== undefined,
      favourite: r.favourite === 1,
    };
  });
  return { list, total: rows.length, current: window.current, pageSize: window.pageSize, ...(searchCut ? { searchCut } : {}) };
}

export async function filterOptions(db: Kysely<Database>): Promise<{ publishers: string[]; products: string[] }> {
  const rows = await db.selectFrom('research_documents').select(['publisher', 'products']).where('deleted_at', 'is', null).execute();
  const publishers = new Set<string>();
  const products = new Set<string>();
  for (const r of rows) {
    publishers.add(r.publisher);
    for (const p of parseStringList(r.products)) products.add(p);
  }
  return { publishers: [...publishers].sort(), products: [...products].sort() };
}

export async function userState(db: Kysely<Database>, userId: string, documentId: string): Promise<ResearchUserState> {
  const s = await db.selectFrom('research_document_states').selectAll().where('user_id', '=', userId).where('document_id', '=', documentId).executeTakeFirst();
  return { read: s?.read_at != null, favourite: s?.favourite === 1, note: s?.note ?? '' };
}

/** Sets the given parts of the caller's state of a document (insert or update: one row per user and document). */
export async function setUserState(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
  change: { read?: boolean; favourite?: boolean; note?: string },
  now: number,
): Promise<ResearchUserState> {
  const current = await userState(db, userId, documentId);
  const readAt = change.read === undefined ? undefined : change.read ? now : null;
  const favourite = (change.favourite ?? current.favourite) ? 1 : 0;
  const note = change.note ?? current.note;
  const values = {
    user_id: userId,
    document_id: documentId,
    read_at: readAt === undefined ? (current.read ? now : null) : readAt,
    favourite,
    note,
    updated_at: now,
  };
  const update = { favourite, note, updated_at: now, ...(readAt === undefined ? {} : { read_at: readAt }) };
  await db
    .insertInto('research_document_states')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'document_id']).doUpdateSet(update))
    .execute();
  return userState(db, userId, documentId);
}

export async function updateDocument(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  fields: ResearchDocumentFields,
  now: number,
): Promise<ResearchDocumentSummary> {
  const row = await requireEditable(db, user, id);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('research_documents')
      .set({
        kind: fields.kind,
        title: fields.title.trim(),
        publisher: fields.publisher.trim(),
        products: JSON.stringify(fields.products),
        regions: JSON.stringify(fields.regions),
        published_at: fields.publishedAt,
        effective_at: fields.effectiveAt ?? null,
        language: fields.language,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    // The title is searched: the index follows it (the body's text is unchanged, read back from the index).
    const indexed = await trx.selectFrom('search_texts').select('body').where('kind', '=', 'research').where('ref_id', '=', id).executeTakeFirst();
    const text = indexed?.body ?? (await bodyText(row.body_format as 'html' | 'markdown' | 'none', row.body));
    await createTextIndex(trx).put('research', id, { title: fields.title.trim(), body: text }, now);
    return toSummary(await trx.selectFrom('research_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function deleteDocument(db: Kysely<Database>, user: AuthUser, id: string, now: number): Promise<void> {
  await requireEditable(db, user, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('research_documents').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
    await createTextIndex(trx).remove('research', id);
    await trx.deleteFrom('research_pins').where('document_id', '=', id).execute();
  });
}

export async function pinsOf(db: Kysely<Database>, documentId: string): Promise<string[]> {
  const rows = await db.selectFrom('research_pins').select('address').where('document_id', '=', documentId).orderBy('address').execute();
  return rows.map((r) => r.address);
}

/** Replaces a document's pins (addresses already checked by the caller). */
export async function setPins(db: Kysely<Database>, userId: string, documentId: string, addresses: readonly string[], now: number): Promise<string[]> {
  const unique = [...new Set(addresses)];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('research_pins').where('document_id', '=', documentId).execute();
    if (unique.length > 0) {
      await trx
        .insertInto('research_pins')
        .values(unique.map((address) => ({ document_id: documentId, address, created_by: userId, created_at: now })))
        .execute();
    }
  });
  return pinsOf(db, documentId);
}

/** Pins of `addresses` whose date (effective, else published) lies in [from, to], oldest first. */
export async function annotationsOf(db: Kysely<Database>, addresses: readonly string[], from: number, to: number) {
  if (addresses.length === 0) return [];
  const at = sql<number>`coalesce(d.effective_at, d.published_at)`;
  const rows = await db
    .selectFrom('research_pins as p')
    .innerJoin('research_documents as d', 'd.id', 'p.document_id')
    .select(['p.address', 'd.id', 'd.kind', 'd.title'])
    .select(at.as('at'))
    .where('p.address', 'in', addresses)
    .where('d.deleted_at', 'is', null)
    .where(at, '>=', from)
    .where(at, '<=', to)
    .orderBy(at)
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({ address: r.address, documentId: r.id, kind: r.kind as DocumentKind, title: r.title, at: Number(r.at) }));
}
