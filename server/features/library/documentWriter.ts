/**
 * The one way a research document enters the library, for uploads and feeds alike: the HTML body is sanitised,
 * the row and its search text are written in one transaction, and a feed item already stored (same feed, same
 * external id) is reported as a duplicate instead of being written twice.
 */
import type { Kysely } from 'kysely';
import type { BodyFormat } from '../../../common/contract/library';
import { newId } from '../../infra/db/ids';
import type { NewDocument } from '../../infra/library/ports';
import type { Database } from '../../schema';
import { createTextIndex } from '../../infra/search/textIndex';
import { lazyModule } from '../../infra/lazyModule';
import { httpLinkOrNull } from '../../../common/contract/formats';

export type { NewDocument };

/** sanitize-html and marked (about 0.1 s of module loading), loaded with the first body read or written (server/infra/lazyModule.ts). */
const loadMarkup = lazyModule(async () => {
  const [{ htmlToText, sanitizeDocumentHtml }, { marked }] = await Promise.all([import('./sanitize'), import('marked')]);
  return { htmlToText, sanitizeDocumentHtml, marked };
});

/** The plain text search reads for a body in `format`. */
export async function bodyText(format: BodyFormat, body: string): Promise<string> {
  if (format !== 'html' && format !== 'markdown') return '';
  const { htmlToText, marked } = await loadMarkup();
  return htmlToText(format === 'html' ? body : marked.parse(body, { async: false }));
}

export async function insertDocument(db: Kysely<Database>, doc: NewDocument, now: number): Promise<{ id: string; duplicate: boolean }> {
  const body = doc.bodyFormat === 'html' ? (await loadMarkup()).sanitizeDocumentHtml(doc.body) : doc.body;
  return db.transaction().execute(async (trx) => {
    if (doc.feedId !== null && doc.externalId !== null) {
      const existing = await trx
        .selectFrom('research_documents')
        .select('id')
        .where('feed_id', '=', doc.feedId)
        .where('external_id', '=', doc.externalId)
        .executeTakeFirst();
      if (existing) return { id: existing.id, duplicate: true };
    }
    const id = newId();
    await trx
      .insertInto('research_documents')
      .values({
        id,
        kind: doc.kind,
        title: doc.title,
        publisher: doc.publisher,
        products: JSON.stringify(doc.products),
        regions: JSON.stringify(doc.regions),
        published_at: doc.publishedAt,
        effective_at: doc.effectiveAt,
        language: doc.language,
        body_format: doc.bodyFormat,
        body,
        pdf_file_id: doc.pdfFileId,
        attachments: JSON.stringify(doc.attachments),
        source: doc.source,
        feed_id: doc.feedId,
        external_id: doc.externalId,
        // Only http(s) links are kept (issue 19: a feed's `javascript:` link was stored as given).
        link: httpLinkOrNull(doc.link),
        created_by: doc.createdBy,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        searchable: doc.searchable === false ? 0 : 1,
      })
      .execute();
    // The search text only for a document written: a feed's items already stored come again at every poll.
    const text = [await bodyText(doc.bodyFormat, body), doc.pdfText ?? ''].filter(Boolean).join('\n');
    await createTextIndex(trx).put('research', id, { title: doc.title, body: text }, now);
    return { id, duplicate: false };
  });
}
