/**
 * server/features/library/documentWriter.ts: HTML is sanitised before it is stored, the body's text (markdown rendered,
 * PDF text added) becomes searchable, and a feed item stored once is reported as a duplicate the second time.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { insertDocument, type NewDocument } from '../../server/features/library/documentWriter';
import { createTextIndex } from '../../server/infra/search/textIndex';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
const NOW = Date.UTC(2026, 10, 23);
const base: NewDocument = {
  kind: 'insight',
  title: 'Asia fuel oil',
  publisher: 'Platts',
  products: ['HSFO'],
  regions: ['Singapore'],
  publishedAt: NOW,
  effectiveAt: null,
  language: 'en-US',
  bodyFormat: 'html',
  body: '<p onclick="x()">Bunker demand <b>softens</b></p><script>steal()</script>',
  pdfFileId: null,
  attachments: [],
  source: 'feed',
  feedId: 'feed-1',
  externalId: 'guid-1',
  link: 'https://example.com/a',
  createdBy: null,
};

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t?.close());

it('stores sanitised HTML, indexes its text, and reports a re-polled feed item as a duplicate', async () => {
  const first = await insertDocument(t.app.db, base, NOW);
  expect(first.duplicate).toBe(false);
  const row = await t.app.db.selectFrom('research_documents').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
  expect(row.body).toBe('<p>Bunker demand <b>softens</b></p>');
  expect(JSON.parse(row.products)).toEqual(['HSFO']);
  const hits = await createTextIndex(t.app.db).search('research', 'softens');
  expect(hits.map((h) => h.refId)).toEqual([first.id]);
  expect(await createTextIndex(t.app.db).search('research', 'steal')).toEqual([]);

  const again = await insertDocument(t.app.db, { ...base, title: 'changed' }, NOW + 1);
  expect(again).toEqual({ id: first.id, duplicate: true });
  const count = await t.app.db
    .selectFrom('research_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(1);
});

it('searches markdown as rendered text and a PDF by its extracted text', async () => {
  const md = await insertDocument(
    t.app.db,
    { ...base, source: 'upload', feedId: null, externalId: null, bodyFormat: 'markdown', body: '# 月报\n\n**高硫燃料油**裂解价差' },
    NOW,
  );
  const pdf = await insertDocument(
    t.app.db,
    { ...base, source: 'upload', feedId: null, externalId: null, bodyFormat: 'none', body: '', pdfText: '新加坡 380 cst 库存' },
    NOW,
  );
  const index = createTextIndex(t.app.db);
  expect((await index.search('research', '高硫燃料油裂解')).map((h) => h.refId)).toEqual([md.id]);
  expect((await index.search('research', '库存')).map((h) => h.refId)).toEqual([pdf.id]);
});
