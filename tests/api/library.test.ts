/**
 * The research library (POST /v2/research/...), SQLite or PostgreSQL (TEST_DATABASE_URL): uploads of each format
 * (HTML sanitised, markdown, a PDF from file management whose Chinese text layer is read in a worker thread), bad
 * uploads (unsupported type, oversized, empty), search ranking and filters with Chinese and English queries,
 * read/unread, favourites, private notes, edits and soft deletes kept in sync with search, pins and annotations
 * limited to series the caller may read, and access by the page grant.
 */
import { RESEARCH_PDF_MAX_BYTES, RESEARCH_TEXT_MAX_BYTES, type ResearchDocumentSummary, type ResearchListItem } from '../../common/contract/library';
import { makeBlankPdf, makeTextPdf } from '../fixtures/research/textPdf';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const REPORTS = '/tool/research/platts/reports';
const FU_BOARD = '/tool/trade/realtime/fu';
const FILES = '/user/fileUpload';
const DAY = 86_400_000;
const D0 = Date.UTC(2026, 9, 1);

let t: TestApp;
let admin: string;
let trader: string;
let alice: string;
let bob: string;

async function userWith(username: string, paths: string[]): Promise<string> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Reader@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths }, admin)).status).toBe(200);
  return t.tokenFor(username);
}

/** Uploads bytes through file management (signed PUT), answering the file id. */
async function putFile(token: string, filename: string, bytes: Buffer): Promise<string> {
  const tok = await t.call('/v1/user/oss/upload/getToken', { filename, size: bytes.length }, token);
  expect(tok.status).toBe(200);
  const put = await t.app.inject({ method: 'PUT', url: tok.body.data.url, headers: tok.body.data.headers, payload: bytes });
  expect(put.statusCode).toBe(200);
  return tok.body.data.fileId;
}

const meta = (over: Record<string, unknown> = {}) => ({
  kind: 'report',
  title: 'Asia fuel oil monthly',
  publisher: 'Platts',
  products: ['HSFO'],
  regions: ['Singapore'],
  publishedAt: D0,
  effectiveAt: null,
  language: 'en-US',
  ...over,
});

async function upload(token: string, body: Record<string, unknown>): Promise<ResearchDocumentSummary> {
  const res = await t.call('/v2/research/document/upload', { attachments: [], ...body }, token);
  expect(res.status).toBe(200);
  return res.body.data as ResearchDocumentSummary;
}

const list = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('/v2/research/document/list', { pageSize: 50, ...body }, token);
  expect(res.status).toBe(200);
  return res.body.data as { list: ResearchListItem[]; total: number };
};
const ids = (page: { list: ResearchListItem[] }) => page.list.map((d) => d.id);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  alice = await userWith('alice', [REPORTS, FU_BOARD, FILES]);
  bob = await userWith('bob', [REPORTS, FILES]);
}, 30_000);
afterAll(() => t?.close());

describe('uploads', () => {
  it('stores an HTML body sanitised (hostile parts stripped) and finds it by its text', async () => {
    const doc = await upload(alice, {
      ...meta({ title: 'Bunker weekly' }),
      format: 'html',
      body: '<p onclick="steal()">Bunker premiums <b>widen</b></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:x()">go</a>',
    });
    const got = await t.call('/v2/research/document/get', { id: doc.id }, alice);
    expect(got.status).toBe(200);
    expect(got.body.data.bodyFormat).toBe('html');
    expect(got.body.data.body).toBe('<p>Bunker premiums <b>widen</b></p><a target="_blank" rel="noopener noreferrer nofollow">go</a>');
    expect(ids(await list(alice, { query: 'premiums' }))).toEqual([doc.id]);
    expect(ids(await list(alice, { query: 'alert' }))).toEqual([]);
  });

  it('stores markdown as written and searches its rendered text', async () => {
    const doc = await upload(alice, {
      ...meta({ title: '液化气周报', language: 'zh-CN', kind: 'insight', products: ['LPG'] }),
      format: 'markdown',
      body: '# 液化气\n\n**华东**到港量增加',
    });
    const got = await t.call('/v2/research/document/get', { id: doc.id }, alice);
    expect(got.body.data.body).toBe('# 液化气\n\n**华东**到港量增加');
    expect(ids(await list(alice, { query: '华东到港' }))).toEqual([doc.id]);
  });

  it('reads a PDF text layer with Chinese in a worker, serves the PDF for download, and finds it by a Chinese word', async () => {
    const pdf = makeTextPdf([
      { text: 'Platts methodology note', script: 'latin' },
      { text: '新加坡高硫燃料油库存下降', script: 'cjk' },
    ]);
    const fileId = await putFile(alice, 'method.pdf', pdf);
    const doc = await upload(alice, { ...meta({ title: 'MOC methodology', kind: 'methodology' }), format: 'pdf', fileId });
    expect(doc).toMatchObject({ hasPdf: true, searchable: true, kind: 'methodology' });
    const found = await list(alice, { query: '库存' });
    expect(ids(found)).toEqual([doc.id]);
    expect(found.list[0].snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['库存']);
    const got = await t.call('/v2/research/document/get', { id: doc.id }, alice);
    expect(got.body.data.pdf).toMatchObject({ id: fileId, name: 'method.pdf', size: pdf.length });
    const download = await t.app.inject({ method: 'GET', url: got.body.data.pdf?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  }, 30_000);

  it('stores a PDF without a text layer, marked not searchable (found by its title only)', async () => {
    const fileId = await putFile(alice, 'scan.pdf', makeBlankPdf());
    const doc = await upload(alice, { ...meta({ title: 'Scanned tanker survey' }), format: 'pdf', fileId });
    expect(doc).toMatchObject({ hasPdf: true, searchable: false });
    expect(ids(await list(alice, { query: 'tanker survey' }))).toEqual([doc.id]);
  }, 30_000);

  it('refuses unsupported types, empty bodies, oversized bodies and other users’ files with catalogue errors', async () => {
    const csv = await putFile(alice, 'prices.csv', Buffer.from('a,b\n1,2\n'));
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'pdf', fileId: csv }, alice), 'researchUnsupportedType');
    // A file named .pdf that is not one.
    const fake = await putFile(alice, 'fake.pdf', Buffer.from('hello, not a pdf'));
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'pdf', fileId: fake }, alice), 'researchUnsupportedType');
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'markdown', body: '  \n ' }, alice), 'researchEmptyFile');
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'pdf' }, alice), 'researchEmptyFile');
    const big = '测'.repeat(Math.floor(RESEARCH_TEXT_MAX_BYTES / 3) + 1);
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'markdown', body: big }, alice), 'researchFileTooLarge');
    // A PDF over the limit is refused by its recorded size before it is read.
    const bigPdf = await putFile(alice, 'big.pdf', makeBlankPdf());
    await t.db
      .updateTable('files')
      .set({ size: RESEARCH_PDF_MAX_BYTES + 1 })
      .where('id', '=', bigPdf)
      .execute();
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'pdf', fileId: bigPdf }, alice), 'researchFileTooLarge');
    // Bob cannot build a document on Alice's file, nor attach it.
    const alicesPdf = await putFile(alice, 'mine.pdf', makeBlankPdf());
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'pdf', fileId: alicesPdf }, bob), 'notFound');
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'markdown', body: 'x', attachments: [alicesPdf] }, bob), 'notFound');
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'docx', body: 'x' }, alice), 'badRequest');
  }, 30_000);
});

describe('search, filters and per-user state', () => {
  let zhOld: ResearchDocumentSummary;
  let zhNew: ResearchDocumentSummary;
  let enNote: ResearchDocumentSummary;
  const Q = '裂解';

  beforeAll(async () => {
    // Known ranking (server/infra/search/textScore.ts): a title match outranks body matches.
    zhOld = await upload(bob, {
      ...meta({ title: '燃料油裂解价差月报', language: 'zh-CN', publishedAt: D0 - 30 * DAY, products: ['HSFO'] }),
      format: 'markdown',
      body: '正文',
    });
    zhNew = await upload(bob, {
      ...meta({ title: '燃料油周报', language: 'zh-CN', publishedAt: D0 + 5 * DAY, products: ['MF0.5'] }),
      format: 'markdown',
      body: '本周裂解价差收窄，裂解走弱',
    });
    enNote = await upload(bob, {
      ...meta({ title: 'Crack spread note', kind: 'subscriberNote', publisher: 'Argus', publishedAt: D0 + 2 * DAY, products: ['HSFO', 'PX'] }),
      format: 'html',
      body: '<p>The HSFO crack narrowed; 裂解 weaker.</p>',
    });
  });

  it('ranks by relevance with a query and by date on request; highlights the matches', async () => {
    const relevance = await list(bob, { query: Q });
    expect(ids(relevance)).toEqual([zhOld.id, zhNew.id, enNote.id]);
    expect(relevance.list[0].titleSegments).toEqual([
      { text: '燃料油', hit: false },
      { text: '裂解', hit: true },
      { text: '价差月报', hit: false },
    ]);
    expect(ids(await list(bob, { query: Q, sort: 'date' }))).toEqual([zhNew.id, enNote.id, zhOld.id]);
    expect(ids(await list(bob, { query: 'CRACK narrowed' }))).toEqual([enNote.id]);
  });

  it('filters by kind, product, publisher, language and date range', async () => {
    expect(ids(await list(bob, { query: Q, kinds: ['subscriberNote'] }))).toEqual([enNote.id]);
    expect(ids(await list(bob, { query: Q, products: ['PX'] }))).toEqual([enNote.id]);
    expect(ids(await list(bob, { query: Q, products: ['MF0.5'] }))).toEqual([zhNew.id]);
    expect(ids(await list(bob, { query: Q, publisher: 'Argus' }))).toEqual([enNote.id]);
    expect(ids(await list(bob, { query: Q, language: 'zh-CN', sort: 'date' }))).toEqual([zhNew.id, zhOld.id]);
    expect(ids(await list(bob, { query: Q, from: D0, to: D0 + 3 * DAY }))).toEqual([enNote.id]);
    const options = await t.call('/v2/research/document/filters', undefined, bob);
    expect(options.body.data.publishers).toEqual(expect.arrayContaining(['Argus', 'Platts']));
    expect(options.body.data.products).toEqual(expect.arrayContaining(['HSFO', 'MF0.5', 'PX']));
  });

  it('pages the results', async () => {
    const first = await list(bob, { query: Q, pageSize: 2, current: 1 });
    const second = await list(bob, { query: Q, pageSize: 2, current: 2 });
    expect(first.total).toBe(3);
    expect([...ids(first), ...ids(second)]).toEqual([zhOld.id, zhNew.id, enNote.id]);
  });

  it('keeps read, favourite and a private note per user; opening marks read', async () => {
    expect(ids(await list(bob, { query: Q, unreadOnly: true }))).toHaveLength(3);
    const opened = await t.call('/v2/research/document/get', { id: zhNew.id }, bob);
    expect(opened.body.data.state).toEqual({ read: true, favourite: false, note: '' });
    expect(ids(await list(bob, { query: Q, unreadOnly: true }))).toEqual([zhOld.id, enNote.id]);
    const unread = await t.call('/v2/research/document/state', { id: zhNew.id, read: false }, bob);
    expect(unread.body.data.read).toBe(false);
    expect(ids(await list(bob, { query: Q, unreadOnly: true }))).toHaveLength(3);

    await t.call('/v2/research/document/state', { id: enNote.id, favourite: true, note: '关注 HSFO 裂解' }, bob);
    expect(ids(await list(bob, { query: Q, favouritesOnly: true }))).toEqual([enNote.id]);
    // Alice sees neither Bob's favourite nor his note.
    expect(ids(await list(alice, { query: Q, favouritesOnly: true }))).toEqual([]);
    const asAlice = await t.call('/v2/research/document/get', { id: enNote.id }, alice);
    expect(asAlice.body.data.state).toEqual({ read: true, favourite: false, note: '' });
    const asBob = await t.call('/v2/research/document/get', { id: enNote.id }, bob);
    expect(asBob.body.data.state).toEqual({ read: true, favourite: true, note: '关注 HSFO 裂解' });
  });

  it('lets the uploader or an administrator edit and delete, keeping search in sync', async () => {
    expectApiError(await t.call('/v2/research/document/update', { id: zhOld.id, ...meta({ title: 'x' }) }, alice), 'forbidden');
    const edited = await t.call(
      '/v2/research/document/update',
      { id: zhOld.id, ...meta({ title: '燃料油库存月报', language: 'zh-CN', publishedAt: D0 - 30 * DAY }) },
      bob,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.title).toBe('燃料油库存月报');
    expect(ids(await list(bob, { query: Q }))).not.toContain(zhOld.id);
    expect(ids(await list(bob, { query: '库存月报' }))).toEqual([zhOld.id]);

    expectApiError(await t.call('/v2/research/document/delete', { id: zhOld.id }, alice), 'forbidden');
    expect((await t.call('/v2/research/document/delete', { id: zhOld.id }, admin)).status).toBe(200);
    expect(ids(await list(bob, { query: '库存月报' }))).toEqual([]);
    expect(ids(await list(bob))).not.toContain(zhOld.id);
    expectApiError(await t.call('/v2/research/document/get', { id: zhOld.id }, bob), 'notFound');
  });
});

describe('pins and annotations', () => {
  it('pins a document to readable series and answers annotations dated by effective date, to readers of the series only', async () => {
    const effective = D0 + 10 * DAY;
    const doc = await upload(alice, {
      ...meta({ title: 'FU delivery rule change', kind: 'methodology', effectiveAt: effective }),
      format: 'markdown',
      body: 'rule',
    });
    const note = await upload(alice, { ...meta({ title: 'FU note', kind: 'insight', publishedAt: D0 + 20 * DAY }), format: 'markdown', body: 'n' });
    expectApiError(await t.call('/v2/research/document/pins', { id: doc.id, addresses: ['not an address'] }, alice), 'badRequest');
    // Bob may not read FU market data: he cannot pin to it.
    expectApiError(await t.call('/v2/research/document/pins', { id: doc.id, addresses: ['md:SHFE.FU2601'] }, bob), 'badRequest');
    const pinned = await t.call('/v2/research/document/pins', { id: doc.id, addresses: ['md:SHFE.FU2601', 'md:SHFE.FU2601'] }, alice);
    expect(pinned.body.data).toEqual(['md:SHFE.FU2601']);
    await t.call('/v2/research/document/pins', { id: note.id, addresses: ['md:SHFE.FU2601'] }, alice);

    const window = { addresses: ['md:SHFE.FU2601'], from: D0, to: D0 + 30 * DAY };
    const seen = await t.call('/v2/research/annotation/list', window, alice);
    expect(seen.body.data).toEqual([
      { address: 'md:SHFE.FU2601', documentId: doc.id, kind: 'methodology', title: 'FU delivery rule change', at: effective },
      { address: 'md:SHFE.FU2601', documentId: note.id, kind: 'insight', title: 'FU note', at: D0 + 20 * DAY },
    ]);
    expect((await t.call('/v2/research/annotation/list', { ...window, to: D0 + 15 * DAY }, alice)).body.data).toHaveLength(1);
    expect((await t.call('/v2/research/annotation/list', window, bob)).body.data).toEqual([]);
    const got = await t.call('/v2/research/document/get', { id: doc.id }, alice);
    expect(got.body.data.pins).toEqual(['md:SHFE.FU2601']);
  });
});

describe('pins and who reads them (issue 19 item 8)', () => {
  it("opening shows only the reader's readable pins; only editors replace them, keeping pins they cannot read", async () => {
    const doc = await upload(alice, { ...meta({ title: 'Pinned twice' }), format: 'markdown', body: 'p' });
    // The administrator's private strategy: nobody else may learn its id from a pin.
    const strategy = await t.call(
      '/v2/strategy/save',
      {
        name: 'Admin private',
        legs: [{ alias: 'FU', instrument: 'SHFE.FU2601' }],
        formula: 'FU',
        unit: 'CNY/t',
        precision: 0,
        visibility: 'private',
      },
      admin,
    );
    expect(strategy.status).toBe(200);
    const secret = `spread:${strategy.body.data.id}`;
    const both = await t.call('/v2/research/document/pins', { id: doc.id, addresses: ['md:SHFE.FU2601', secret] }, admin);
    expect(both.body.data).toEqual(['md:SHFE.FU2601', secret].sort());

    const pinsFor = async (token: string) => (await t.call('/v2/research/document/get', { id: doc.id }, token)).body.data.pins;
    expect(await pinsFor(alice)).toEqual(['md:SHFE.FU2601']);
    // Bob reads neither FU nor the strategy.
    expect(await pinsFor(bob)).toEqual([]);
    // A reader who is not the uploader cannot wipe them.
    expectApiError(await t.call('/v2/research/document/pins', { id: doc.id, addresses: [] }, bob), 'forbidden');
    expect(await pinsFor(admin)).toEqual(['md:SHFE.FU2601', secret].sort());
    // The uploader replaces what she sees; the pin she cannot see stays.
    const replaced = await t.call('/v2/research/document/pins', { id: doc.id, addresses: [] }, alice);
    expect(replaced.body.data).toEqual([]);
    expect(await pinsFor(admin)).toEqual([secret]);
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 without the page grant', async () => {
    expectApiError(await t.call('/v2/research/document/list', {}, null), 'unauthorized');
    expectApiError(await t.call('/v2/research/document/list', {}, trader), 'forbidden');
    expectApiError(await t.call('/v2/research/annotation/list', { addresses: ['md:SHFE.FU2601'], from: 0, to: 1 }, trader), 'forbidden');
    expectApiError(await t.call('/v2/research/document/upload', { ...meta(), format: 'markdown', body: 'x' }, trader), 'forbidden');
  });

  it('starts empty on a fresh install', async () => {
    const fresh = await makeTestApp({ seedQa: true });
    try {
      const token = await fresh.tokenFor('admin');
      const res = await fresh.call('/v2/research/document/list', {}, token);
      expect(res.body.data).toEqual({ list: [], total: 0, current: 1, pageSize: 10 });
    } finally {
      await fresh.close();
    }
  }, 30_000);
});
