/**
 * POST /v2/marketData/inventories (SQLite or PostgreSQL with TEST_DATABASE_URL): stock series found by id in any data
 * source the caller may read, the newest source winning, with the figures of common/domain/weeklyStocks.ts (the
 * hand-worked report of tests/domain/weeklyStocks.test.ts); a reader without the data grant learns nothing; bad input
 * is a 400.
 */
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
// The constructed weekly report of tests/domain/weeklyStocks.test.ts: average of the five years 430, latest 460.
const REPORT: [string, number][] = [
  ['2021-11-19', 420],
  ['2022-11-18', 430],
  ['2022-11-25', 999],
  ['2023-11-17', 410],
  ['2023-11-24', 999],
  ['2024-11-15', 999],
  ['2024-11-22', 440],
  ['2025-11-21', 450],
  ['2026-11-13', 455],
  ['2026-11-20', 460],
];

let t: TestApp;
let reader: string;
let homeOnly: string;

beforeAll(async () => {
  t = await makeTestApp();
  const now = t.clock.now();
  await createUser(t.db, now, { username: 'stocks_reader', password: 'Stocks@12345', role: 'trader', paths: ['/tool/trade/realtime'] });
  await createUser(t.db, now, { username: 'home_only', password: 'HomeOnly@12345', role: 'trader', paths: ['/home'] });
  reader = await t.tokenFor('stocks_reader');
  homeOnly = await t.tokenFor('home_only');
  const row = (source: string, id: string, date: string, value: number) => ({
    source,
    series_id: id,
    ts: at(date),
    value,
    unit: 'kb',
    imported_at: now,
    run_id: `test-${source}`,
  });
  // Bloomberg holds the report up to 2026-11-20; Wind holds the same id but stopped a year earlier: Bloomberg is read.
  await t.db
    .insertInto('ds_observations')
    .values([
      ...REPORT.map(([d, v]) => row('bloomberg', 'WCESTUS1', d, v)),
      row('wind', 'WCESTUS1', '2025-11-21', 1),
      row('wind', 'WGTSTUS1', '2026-11-20', 210),
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

test('each id is read from the readable source with the newest data, against the same week of the five years before', async () => {
  const res = await t.call('/v2/marketData/inventories', { ids: ['WCESTUS1', 'WGTSTUS1', 'WDISTUS1'] }, reader);
  expect(res.status).toBe(200);
  expect(res.body.data.years).toBe(5);
  const [crude, gasoline, distillate] = res.body.data.rows;
  expect(crude).toMatchObject({
    id: 'WCESTUS1',
    address: 'ds:bloomberg:WCESTUS1',
    unit: 'kb',
    demo: false,
    ts: at('2026-11-20'),
    value: 460,
    previousTs: at('2026-11-13'),
    change: 5,
    average: 430,
    min: 410,
    max: 450,
    years: 5,
    vsAverage: 30,
  });
  // One observation: no change, no earlier year.
  expect(gasoline).toMatchObject({ address: 'ds:wind:WGTSTUS1', value: 210, change: null, average: null, years: 0 });
  // Stored nowhere: named, without an address or figures.
  expect(distillate).toEqual(expect.objectContaining({ id: 'WDISTUS1', address: null, value: null, years: 0 }));
});

test('an imported series without a description is in the catalogue, named by its id with its source', async () => {
  const res = await t.call('/v2/marketData/catalog', { search: 'WGTSTUS1', kind: 'ds' }, reader);
  expect(res.body.data.list).toEqual([
    { address: 'ds:wind:WGTSTUS1', kind: 'ds', name: 'WGTSTUS1', unit: 'kb', source: 'wind', first: at('2026-11-20'), last: at('2026-11-20'), demo: false },
  ]);
  expect((await t.call('/v2/marketData/catalog', { search: 'WGTSTUS1' }, homeOnly)).body.data.list).toEqual([]);
});

test('fewer years compare fewer years', async () => {
  const res = await t.call('/v2/marketData/inventories', { ids: ['WCESTUS1'], years: 2 }, reader);
  expect(res.body.data).toMatchObject({ years: 2, rows: [{ average: 445, years: 2, vsAverage: 15 }] });
});

test('a reader without the data grant gets no address and no figure; without a session the call is refused', async () => {
  const res = await t.call('/v2/marketData/inventories', { ids: ['WCESTUS1'] }, homeOnly);
  expect(res.status).toBe(200);
  expect(res.body.data.rows).toEqual([expect.objectContaining({ id: 'WCESTUS1', address: null, value: null, average: null })]);
  expectApiError(await t.call('/v2/marketData/inventories', { ids: ['WCESTUS1'] }), 'unauthorized');
});

test('bad input is a 400 naming the field, never a 500', async () => {
  for (const body of [{ ids: [] }, { ids: ['WCEST US1'] }, { ids: ['WCESTUS1'], years: 11 }, { ids: 'WCESTUS1' }, {}]) {
    const res = await t.call('/v2/marketData/inventories', body, reader);
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
  }
});
