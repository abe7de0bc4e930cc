/**
 * Ranking and matching of the full-text engines (server/infra/search/sqliteSearch.ts: FTS5 trigram + bm25;
 * server/infra/search/postgresSearch.ts: pg_trgm + ts_rank): the same results on both databases for Chinese and English
 * queries. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { createTextIndex, type TextIndex } from '../../server/infra/search/textIndex';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let index: TextIndex;
const NOW = Date.UTC(2026, 10, 23);
const isPg = Boolean(process.env.TEST_DATABASE_URL);

const ids = async (query: string) => (await index.search('research', query)).map((h) => h.refId);

beforeAll(async () => {
  t = await makeTestApp();
  index = createTextIndex(t.app.db);
  const texts: Record<string, { title: string; body: string }> = {
    // Chinese: the word in the title (t1) against the same word in the body only (b1), similar lengths.
    t1: { title: '高硫燃料油周报', body: '新加坡船加油需求平稳，库存小幅下降。' },
    b1: { title: '亚洲能源周报', body: '新加坡高硫燃料油需求平稳，库存小幅下降。' },
    // English: one body match against three, same length.
    e1: { title: 'Naphtha weekly', body: 'Propane demand steady; naphtha cracks firm; butane flat and quiet.' },
    e3: { title: 'Naphtha weekly', body: 'Propane demand steady; propane cracks firm; propane flat and quiet.' },
    et: { title: 'Propane outlook', body: 'Naphtha demand steady; naphtha cracks firm; butane flat and quiet.' },
    // Short terms: a two-character Chinese word and a two-letter ticker inside longer text.
    s1: { title: 'PX 与 PTA 价差', body: '燃油裂解走弱，PX 加工差收窄。' },
    s2: { title: 'PTA 周度', body: '聚酯开工回升。' },
    // Text that looks like syntax.
    w1: { title: 'Literal marks', body: 'rate_cap 100% "quoted" NEAR(x y) a*b OR c' },
    w2: { title: 'Plain', body: 'ratexcap 1000 quoted near x y ab or c' },
  };
  for (const [id, text] of Object.entries(texts)) await index.put('research', id, text, NOW);
});
afterAll(() => t?.close());

it('ranks a title match above a body match, in Chinese and in English', async () => {
  expect(await ids('燃料油')).toEqual(['t1', 'b1']);
  expect((await ids('propane')).slice(0, 1)).toEqual(['et']);
});

it('ranks more matches above fewer', async () => {
  const order = await ids('propane');
  expect(order.indexOf('e3')).toBeLessThan(order.indexOf('e1'));
  expect(order.sort()).toEqual(['e1', 'e3', 'et']);
});

it('requires every term, long and short, Chinese and English', async () => {
  expect(await ids('燃料油 库存')).toEqual(['t1', 'b1']);
  expect(await ids('燃料油 butane')).toEqual([]);
  // e1 holds naphtha in its title, et twice in its body only: the title match wins.
  expect(await ids('naphtha butane')).toEqual(['e1', 'et']);
  expect((await ids('naphtha butane propane')).sort()).toEqual(['e1', 'et']);
});

it('finds terms shorter than a trigram (燃油, PX) inside longer text, alone and with long terms', async () => {
  expect(await ids('燃油')).toEqual(['s1']);
  expect(await ids('px')).toEqual(['s1']);
  expect((await ids('PTA')).sort()).toEqual(['s1', 's2']);
  expect(await ids('PTA 燃油')).toEqual(['s1']);
  // The title hit of PX ranks s1 first among PTA's rows only by its terms, never by id.
  expect(await ids('pta px')).toEqual(['s1']);
});

it('treats wildcards, quotes and FTS operators as text', async () => {
  expect(await ids('rate_cap')).toEqual(['w1']);
  expect(await ids('100%')).toEqual(['w1']);
  expect(await ids('"quoted"')).toEqual(['w1']);
  expect(await ids('NEAR(x')).toEqual(['w1']);
  expect(await ids('a*b')).toEqual(['w1']);
  expect(await ids('_')).toEqual(['w1']);
});

it('keeps the index in step with put, replace and remove', async () => {
  await index.put('research', 'r1', { title: 'Bitumen note', body: 'first text' }, NOW);
  expect(await ids('bitumen')).toEqual(['r1']);
  await index.put('research', 'r1', { title: 'Asphalt note', body: 'second text' }, NOW + 1);
  expect(await ids('bitumen')).toEqual([]);
  expect(await ids('asphalt')).toEqual(['r1']);
  await index.remove('research', 'r1');
  expect(await ids('asphalt')).toEqual([]);
  if (!isPg) {
    // FTS5's own check that the external-content index matches search_texts (throws when it does not).
    await expect(sql`insert into search_fts(search_fts) values ('integrity-check')`.execute(t.app.db)).resolves.toBeDefined();
  }
});

it('builds the engine’s indexes', async () => {
  if (isPg) {
    const { rows } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename = 'search_texts' and schemaname = current_schema()`.execute(t.app.db);
    // The throwaway cluster's superuser may create pg_trgm, so both indexes exist there.
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['search_texts_tsv', 'search_texts_trgm']));
  } else {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'search_fts'`.execute(t.app.db);
    expect(rows[0]?.sql).toMatch(/fts5\(.*tokenize='trigram'/s);
  }
});
