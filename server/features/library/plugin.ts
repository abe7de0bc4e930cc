/**
 * The research library's calls (common/contract/library.ts; docs/research/library.md), all behind the page key
 * `auth_tool_research_platts`. Documents enter only through insertDocument (server/features/library/documentWriter.ts):
 * an HTML or markdown body sent in the call, or a PDF from file management whose text is read in a worker thread
 * (server/features/library/pdfText.ts); a PDF without readable text is stored and marked not searchable.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { RESEARCH_TEXT_MAX_BYTES, type ResearchDocumentFields } from '../../../common/contract/library';
import { parseAddress } from '../../../common/market/address';
import { recordAudit } from '../../infra/audit/auditLog';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, badRequest, forbidden } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { checkedPdf, researchFiles, visibleFile } from './documentFiles';
import type { ResearchLibrary } from '../../infra/library/ports';
import { insertDocument } from './documentWriter';
import {
  annotationsOf,
  canEdit,
  deleteDocument,
  filterOptions,
  listDocuments,
  pinsOf,
  requireDocument,
  setPins,
  setUserState,
  toSummary,
  updateDocument,
  userState,
} from './library';
import { extractPdfText } from './pdfText';
import { assertLibraryRoom, documentWeight } from './quota';
import { httpLinkOrNull } from '../../../common/contract/formats';

/** Trimmed metadata; an effective date before publication is allowed (a methodology change announced in advance). */
const cleanFields = (f: ResearchDocumentFields): ResearchDocumentFields => {
  const title = f.title.trim();
  const publisher = f.publisher.trim();
  if (!title) throw badRequest('Invalid input: title is empty', { title: FIELD_ERROR_KEYS.required });
  if (!publisher) throw badRequest('Invalid input: publisher is empty', { publisher: FIELD_ERROR_KEYS.required });
  const tags = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  return { ...f, title, publisher, products: tags(f.products), regions: tags(f.regions), effectiveAt: f.effectiveAt ?? null };
};

async function researchLibraryPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  // Research feeds file their items through this decorator (server/infra/library/ports.ts).
  const library: ResearchLibrary = { file: (doc, at) => insertDocument(app.db, doc, at) };
  app.decorate('researchLibrary', library);

  registerEndpoint(app, '/v2/research/document/list', async ({ user, body }) => listDocuments(app.db, user, body));
  registerEndpoint(app, '/v2/research/document/filters', async () => filterOptions(app.db));

  registerEndpoint(app, '/v2/research/document/get', async ({ user, body }) => {
    const row = await requireDocument(app.db, body.id);
    // Opening a document marks it read for the caller.
    const state = await setUserState(app.db, user.id, row.id, { read: true }, now());
    const [pdf] = row.pdf_file_id ? await researchFiles(app, [row.pdf_file_id]) : [];
    return {
      ...toSummary(row),
      bodyFormat: row.body_format as 'html' | 'markdown' | 'none',
      body: row.body,
      pdf: pdf ?? null,
      attachments: await researchFiles(app, JSON.parse(row.attachments) as string[]),
      // Rows stored before the writer dropped other schemes are answered without them.
      link: httpLinkOrNull(row.link),
      state,
      pins: await readablePins(user, await pinsOf(app.db, row.id)),
      canEdit: canEdit(user, row),
    };
  });

  registerEndpoint(app, '/v2/research/document/upload', async ({ user, body }) => {
    const fields = cleanFields(body);
    for (const id of body.attachments) await visibleFile(app, user, id);
    const attachments = [...new Set(body.attachments)];
    let content: { bodyFormat: 'html' | 'markdown' | 'none'; body: string; pdfFileId: string | null; pdfText?: string; searchable?: boolean };
    if (body.format === 'pdf') {
      if (!body.fileId) throw apiError('researchEmptyFile', 'Invalid input: a PDF upload needs fileId', { fileId: FIELD_ERROR_KEYS.required });
      const { file, bytes } = await checkedPdf(app, user, body.fileId);
      // Before the text is read (a worker's time), with the file's size; again below with the text's.
      await assertLibraryRoom(app.db, user, app.config.libraryQuota, bytes.length);
      const extracted = await extractPdfText(bytes);
      await assertLibraryRoom(app.db, user, app.config.libraryQuota, documentWeight(bytes.length, Buffer.byteLength(extracted.text, 'utf8')));
      if (!extracted.searchable) app.log.warn({ file: file.id, reason: extracted.detail }, 'research PDF stored without searchable text');
      content = { bodyFormat: 'none', body: '', pdfFileId: file.id, pdfText: extracted.text, searchable: extracted.searchable };
    } else {
      const text = body.body ?? '';
      if (text.trim() === '') throw apiError('researchEmptyFile', 'Invalid input: the document body is empty', { body: FIELD_ERROR_KEYS.required });
      if (Buffer.byteLength(text, 'utf8') > RESEARCH_TEXT_MAX_BYTES) {
        throw apiError('researchFileTooLarge', `The ${body.format} body is larger than 2 MB`, { body: FIELD_ERROR_KEYS.outOfRange });
      }
      // The stored body is at least the text search reads from it (tags and markup only add).
      await assertLibraryRoom(app.db, user, app.config.libraryQuota, Buffer.byteLength(text, 'utf8'));
      content = { bodyFormat: body.format, body: text, pdfFileId: null };
    }
    const { id } = await insertDocument(
      app.db,
      {
        ...fields,
        effectiveAt: fields.effectiveAt ?? null,
        ...content,
        attachments,
        source: 'upload',
        feedId: null,
        externalId: null,
        link: null,
        createdBy: user.id,
      },
      now(),
    );
    await recordAudit(app.db, now(), user, 'research.upload', { id, name: fields.title }, { kind: fields.kind, format: body.format });
    return toSummary(await requireDocument(app.db, id));
  });

  registerEndpoint(app, '/v2/research/document/update', async ({ user, body }) => updateDocument(app.db, user, body.id, cleanFields(body), now()));

  registerEndpoint(app, '/v2/research/document/delete', async ({ user, body }) => {
    const row = await requireDocument(app.db, body.id);
    await deleteDocument(app.db, user, body.id, now());
    await recordAudit(app.db, now(), user, 'research.delete', { id: row.id, name: row.title }, {});
    return null;
  });

  registerEndpoint(app, '/v2/research/document/state', async ({ user, body }) => {
    await requireDocument(app.db, body.id);
    if (body.read === undefined && body.favourite === undefined && body.note === undefined) return userState(app.db, user.id, body.id);
    return setUserState(app.db, user.id, body.id, { read: body.read, favourite: body.favourite, note: body.note }, now());
  });

  /** The pins the reader may read (issue 19 item 8): a pin must not reveal another user's private strategy or a product's series. */
  const readablePins = async (user: AuthUser, addresses: readonly string[]): Promise<string[]> => {
    const out: string[] = [];
    for (const address of addresses) if (await app.series.canRead(user, address)) out.push(address);
    return out;
  };

  registerEndpoint(app, '/v2/research/document/pins', async ({ user, body }) => {
    const row = await requireDocument(app.db, body.id);
    const addresses = body.addresses.map((a) => a.trim());
    for (const [i, address] of addresses.entries()) {
      if (!parseAddress(address))
        throw badRequest(`Invalid input: ${address.slice(0, 120)} is not a series address`, { [`addresses.${i}`]: FIELD_ERROR_KEYS.invalid });
      // Only series the pinner may read: a pin must not reveal that a series exists to someone without it.
      if (!(await app.series.canRead(user, address))) {
        throw badRequest(`Invalid input: you may not read ${address.slice(0, 120)}`, { [`addresses.${i}`]: FIELD_ERROR_KEYS.invalid });
      }
    }
    // Pins are part of the document: its editors' (uploader or administrator), not any reader's to wipe.
    if (!canEdit(user, row)) throw forbidden('Only the uploader or an administrator may change the pins of this document');
    // Pins the editor cannot read (set by someone who could) are not theirs to see, so not theirs to drop either.
    const existing = await pinsOf(app.db, row.id);
    const visible = new Set(await readablePins(user, existing));
    const kept = existing.filter((a) => !visible.has(a));
    return readablePins(user, await setPins(app.db, user.id, body.id, [...addresses, ...kept], now()));
  });

  registerEndpoint(app, '/v2/research/annotation/list', async ({ user, body }) => {
    const readable: string[] = [];
    for (const address of new Set(body.addresses)) if (await app.series.canRead(user, address)) readable.push(address);
    return annotationsOf(app.db, readable, body.from, Math.max(body.from, body.to));
  });
}

export default fp(researchLibraryPlugin, { name: 'library', dependencies: ['marketData'], decorators: { fastify: ['fileStore', 'series'] } });
