/**
 * Full-text search's index (server/infra/search/textIndex.ts): every term must occur, Chinese words are found inside
 * unsegmented sentences, title matches rank first, matches come back as highlighted segments, and put replaces.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createTextIndex, highlight, queryTerms, type TextIndex } from '../../server/infra/search/textIndex';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let index: TextIndex;
const NOW = Date.UTC(2026, 10, 23);

beforeAll(async () => {
  t = await makeTestApp();
  index = createTextIndex(t.app.db);
  await index.put('research', 'a', { title: '新加坡高硫燃料油月报', body: '本月高硫燃料油裂解价差走弱，船加油需求回落。' }, NOW);
  await index.put('research', 'b', { title: 'LPG weekly', body: 'Propane cargoes into East Asia; 燃料油 mentioned once.' }, NOW);
  await index.put('research', 'c', { title: 'Fuel oil methodology change', body: 'Platts amends the fuel oil MOC window (100% literal).' }, NOW);
  await index.put('meeting', 'a', { title: '晨会', body: '燃料油' }, NOW);
});
afterAll(() => t?.close());

it('finds a Chinese word inside an unsegmented sentence, title matches first, within the kind asked', async () => {
  const hits = await index.search('research', '燃料油');
  expect(hits.map((h) => h.refId)).toEqual(['a', 'b']);
  expect(hits[0].title).toEqual([
    { text: '新加坡高硫', hit: false },
    { text: '燃料油', hit: true },
    { text: '月报', hit: false },
  ]);
  expect(hits[1].snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['燃料油']);
});

it('needs every term, ignores case, and treats LIKE wildcards as text', async () => {
  expect((await index.search('research', 'FUEL window')).map((h) => h.refId)).toEqual(['c']);
  expect((await index.search('research', 'fuel propane')).map((h) => h.refId)).toEqual([]);
  expect((await index.search('research', '100%')).map((h) => h.refId)).toEqual(['c']);
  expect((await index.search('research', '%')).map((h) => h.refId)).toEqual(['c']);
  expect(await index.search('research', '   ')).toEqual([]);
});

it('put replaces the text and remove drops it', async () => {
  await index.put('research', 'b', { title: 'LPG weekly', body: 'Propane only.' }, NOW + 1);
  expect((await index.search('research', '燃料油')).map((h) => h.refId)).toEqual(['a']);
  await index.remove('research', 'a');
  expect(await index.search('research', '燃料油')).toEqual([]);
  expect((await index.search('meeting', '燃料油')).map((h) => h.refId)).toEqual(['a']);
});

it('splits queries into distinct lower-cased terms, longest first, and highlights every occurrence', () => {
  expect(queryTerms('  Fuel  fuel OIL 燃料油 ')).toEqual(['fuel', 'oil', '燃料油']);
  expect(highlight('Oil and oil', ['oil'])).toEqual([
    { text: 'Oil', hit: true },
    { text: ' and ', hit: false },
    { text: 'oil', hit: true },
  ]);
});
