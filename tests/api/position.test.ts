/**
 * The holdings calls (issue 21, docs/position.md), SQLite or PostgreSQL: the CFTC COT imports in both official
 * layouts (the shipped samples satisfy the open-interest identity; a row that breaks it is reported with its row
 * number and nothing is written), rows dated at their Friday release, the series' nets, changes and COT index; the
 * exchanges' member ranking files (aggregate rows dropped, ZCE's three-digit months stored with four), the DEMO
 * generator, a day's lists, net long of the top N and one member across contracts; bad input refused with 400 and
 * the page's key required.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { cotIndex } from '../../common/domain/commitments';
import { CFTC_RELEASE, releaseInstant } from '../../common/domain/releaseDating';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const SAMPLES = path.join(__dirname, '../../public/samples/position');
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name), 'utf8');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const cotBody = (layout: 'disaggregated' | 'legacy', text: string) => ({ layout, fileName: `${layout}.csv`, format: 'csv', content: b64(text) });
const rankBody = (exchange: string, text: string, date = '2025-06-03') => ({ exchange, date, fileName: `${exchange}.csv`, format: 'csv', content: b64(text) });

let t: TestApp;
let admin: string;
let outsider: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  const created = await t.call('/v1/user/admin/create', { username: 'no_position', password: 'NoPosition@12345', name: 'no position', role: 'trader' }, admin);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: ['/tool/calculator/basis'] }, admin)).status).toBe(200);
  outsider = await t.tokenFor('no_position');
});
afterAll(() => t?.close());

describe('COT', () => {
  test('the disaggregated sample previews clean: every row meets the open-interest identity, dated at its Friday release', async () => {
    const res = await t.call('/v2/position/cot/preview', cotBody('disaggregated', sample('sample-cot-disaggregated.csv')), admin);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.errors).toEqual([]);
    expect(p.count).toBe(60);
    expect(p.markets.map((m) => [m.marketCode, m.weeks, m.first, m.last])).toEqual([
      ['067651', 30, '2025-01-07', '2025-07-29'],
      ['06765T', 30, '2025-01-07', '2025-07-29'],
    ]);
    const first = p.rows[0];
    expect(first.asOf).toBe('2025-01-07');
    // Tuesday 7 January 2025 -> Friday 10 January 15:30 New York (EST, UTC-5) = 20:30 UTC.
    expect(first.releasedAt).toBe(Date.UTC(2025, 0, 10, 20, 30));
    expect(first.categories.map((c) => c.category)).toEqual(['producer', 'swap', 'managedMoney', 'otherReportable', 'nonReportable']);
    // The file's own numbers: Swap__Positions_Short_All (double underscore) of the first row is 140807.
    expect(first.categories[1]).toEqual({ category: 'swap', long: 307396, short: 140807, spread: 189216 });
  });

  test('a row off the identity by 2 is reported with its row number and the file writes nothing; off by 1 passes', async () => {
    const lines = sample('sample-cot-disaggregated.csv').split('\r\n');
    const bump = (line: string, by: number) => {
      const cells = line.split(',');
      cells[7] = String(Number(cells[7]) + by); // Open_Interest_All
      return cells.join(',');
    };
    const broken = [lines[0], lines[1], bump(lines[2], 2), lines[3]].join('\r\n');
    const p = (await t.call('/v2/position/cot/preview', cotBody('disaggregated', broken), admin)).body.data;
    expect(p.errors).toHaveLength(1);
    expect(p.errors[0]).toMatchObject({ row: 3, code: 'identity', column: 'Open_Interest_All' });
    expect(p.errors[0].values.longTotal).toBe(Number(lines[2].split(',')[7]));
    const refused = await t.call('/v2/position/cot/import', cotBody('disaggregated', broken), admin);
    expectApiError(refused, 'positionImportInvalid');
    expect((await t.call('/v2/position/cot/markets', undefined, admin)).body.data).toEqual([]);

    const rounding = [lines[0], bump(lines[1], 1)].join('\r\n');
    expect((await t.call('/v2/position/cot/preview', cotBody('disaggregated', rounding), admin)).body.data.errors).toEqual([]);
  });

  test('bad cells, a missing column and the wrong layout are row errors, not failures', async () => {
    const lines = sample('sample-cot-legacy.csv').split('\r\n');
    const cells = lines[1].split(',');
    cells[2] = '2025-02-30';
    cells[8] = 'lots';
    const p = (await t.call('/v2/position/cot/preview', cotBody('legacy', [lines[0], cells.join(','), lines[2]].join('\r\n')), admin)).body.data;
    expect(p.errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'badDate'],
      [2, 'badNumber'],
    ]);
    expect(p.rows).toHaveLength(1);
    const wrong = (await t.call('/v2/position/cot/preview', cotBody('legacy', sample('sample-cot-disaggregated.csv')), admin)).body.data;
    expect(wrong.errors[0]).toMatchObject({ code: 'missingColumn', row: 1 });
    const dup = (await t.call('/v2/position/cot/preview', cotBody('legacy', [lines[0], lines[1], lines[1]].join('\r\n')), admin)).body.data;
    expect(dup.errors).toEqual([expect.objectContaining({ row: 3, code: 'duplicate' })]);
  });

  test('imports both layouts; the series gives nets, week-on-week changes and the COT index over the lookback', async () => {
    expect((await t.call('/v2/position/cot/import', cotBody('disaggregated', sample('sample-cot-disaggregated.csv')), admin)).body.data).toEqual({
      written: 60,
    });
    expect((await t.call('/v2/position/cot/import', cotBody('legacy', sample('sample-cot-legacy.csv')), admin)).body.data).toEqual({ written: 30 });
    // Importing again replaces, never doubles.
    expect((await t.call('/v2/position/cot/import', cotBody('legacy', sample('sample-cot-legacy.csv')), admin)).status).toBe(200);
    // Each import is a run of the cftc data source: its history, last update and health say when COT data arrived.
    const history = (await t.call('/v1/finData/lowFreqData/source/scheduler/history', { source: 'cftc' }, admin)).body.data;
    expect(history.list.slice(0, 3).map((r) => [r.trigger, r.state, r.rows, r.note])).toEqual([
      ['upload', 'success', 30, 'legacy.csv'],
      ['upload', 'success', 30, 'legacy.csv'],
      ['upload', 'success', 60, 'disaggregated.csv'],
    ]);
    const health = (await t.call('/v1/finData/lowFreqData/source/get/checkHealth', undefined, admin)).body;
    expect(health.data.find((h) => h.source === 'cftc')?.lastUpdate).toBe(t.clock.now());
    expect(health.status).toMatchObject({ cftc: 'OK' });
    const markets = (await t.call('/v2/position/cot/markets', undefined, admin)).body.data;
    expect(markets.map((m) => [m.layout, m.marketCode, m.weeks])).toEqual([
      ['disaggregated', '067651', 30],
      ['disaggregated', '06765T', 30],
      ['legacy', '067651', 30],
    ]);

    const res = await t.call('/v2/position/cot/series', { layout: 'disaggregated', marketCode: '067651', lookback: 26 }, admin);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.weeks).toHaveLength(30);
    expect(s.market).toBe('WTI-PHYSICAL - NEW YORK MERCANTILE EXCHANGE');
    const rows = sample('sample-cot-disaggregated.csv')
      .split('\r\n')
      .slice(1, 31)
      .map((l) => l.split(',').map((c) => c));
    const mmNets = rows.map((c) => Number(c[13]) - Number(c[14]));
    const mm = s.weeks.map((w) => w.categories.find((c) => c.category === 'managedMoney'));
    expect(mm.map((c) => c?.net)).toEqual(mmNets);
    expect(mm[1]?.netChange).toBe(mmNets[1] - mmNets[0]);
    expect(mm[0]?.netChange).toBeNull();
    expect(mm.map((c) => c?.cotIndex)).toEqual(cotIndex(mmNets, 26));
    expect(mm[24]?.cotIndex).toBeNull();
    expect(mm[29]?.cotIndex).not.toBeNull();
    expect(s.weeks[3].releasedAt).toBe(releaseInstant(s.weeks[3].asOf, CFTC_RELEASE));
    expect(s.weeks[1].openInterestChange).toBe(Number(rows[1][7]) - Number(rows[0][7]));

    const legacy = (await t.call('/v2/position/cot/series', { layout: 'legacy', marketCode: '067651' }, admin)).body.data;
    expect(legacy.lookback).toBe(156);
    expect(legacy.weeks[0].categories.map((c) => c.category)).toEqual(['nonCommercial', 'commercial', 'nonReportable']);
    expect(legacy.weeks.every((w) => w.categories.every((c) => c.cotIndex === null))).toBe(true);
  });
});

describe('member rankings', () => {
  test('SHFE: two contracts, three lists of 20 each, the 合计 rows dropped', async () => {
    const p = (await t.call('/v2/position/ranking/preview', rankBody('SHFE', sample('sample-ranking-shfe.csv')), admin)).body.data;
    expect(p.errors).toEqual([]);
    expect(p.dropped).toBe(2);
    expect(p.contracts).toEqual([
      { contract: 'FU2509', volume: 20, long: 20, short: 20 },
      { contract: 'FU2601', volume: 20, long: 20, short: 20 },
    ]);
    expect(p.rows.some((r) => r.member.includes('合计'))).toBe(false);
  });

  test("ZCE's one rank column and three-digit months; DCE's 总计; INE", async () => {
    const zce = (await t.call('/v2/position/ranking/preview', rankBody('ZCE', sample('sample-ranking-zce.csv')), admin)).body.data;
    expect(zce.errors).toEqual([]);
    expect(zce.contracts.map((c) => c.contract)).toEqual(['TA2509', 'PX2509']);
    expect(zce.dropped).toBe(2);
    const lines = sample('sample-ranking-zce.csv').split('\r\n');
    const firstRanked = lines[3].split(',');
    expect(zce.rows.filter((r) => r.row === 4).map((r) => [r.list, r.rank, r.member, r.value])).toEqual([
      ['volume', 1, firstRanked[1], Number(firstRanked[2])],
      ['long', 1, firstRanked[4], Number(firstRanked[5])],
      ['short', 1, firstRanked[7], Number(firstRanked[8])],
    ]);
    const dce = (await t.call('/v2/position/ranking/preview', rankBody('DCE', sample('sample-ranking-dce.csv')), admin)).body.data;
    expect([dce.errors, dce.dropped, dce.contracts]).toEqual([[], 1, [{ contract: 'PG2507', volume: 20, long: 20, short: 20 }]]);
    const ine = (await t.call('/v2/position/ranking/preview', rankBody('INE', sample('sample-ranking-ine.csv')), admin)).body.data;
    expect(ine.contracts.map((c) => c.contract)).toEqual(['SC2507']);
  });

  test('Excel: the ZCE sample as a workbook (number cells), and a COT workbook with date cells and a code that lost its zero', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('持仓排名');
    for (const line of sample('sample-ranking-zce.csv').split('\r\n').filter(Boolean))
      sheet.addRow(line.split(',').map((c) => (/^-?\d+$/.test(c) ? Number(c) : c)));
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const p = (await t.call('/v2/position/ranking/preview', { exchange: 'ZCE', date: '2025-06-03', fileName: 'zce.xlsx', format: 'xlsx', content }, admin)).body
      .data;
    expect(p.errors).toEqual([]);
    expect(p.contracts.map((c) => [c.contract, c.volume, c.long, c.short])).toEqual([
      ['TA2509', 20, 20, 20],
      ['PX2509', 20, 20, 20],
    ]);

    const cot = new ExcelJS.Workbook();
    const rows = sample('sample-cot-legacy.csv').split('\r\n').filter(Boolean);
    const ws = cot.addWorksheet('annual');
    ws.addRow(rows[0].split(','));
    for (const line of rows.slice(1, 3)) {
      const cells: (string | number | Date)[] = line.split(',');
      cells[2] = new Date(`${cells[2]}T00:00:00Z`);
      cells[3] = 67651; // Excel turned the code 067651 into a number
      ws.addRow(cells.map((c, i) => (i >= 7 ? Number(c) : c)));
    }
    const cotContent = Buffer.from(await cot.xlsx.writeBuffer()).toString('base64');
    const q = (await t.call('/v2/position/cot/preview', { layout: 'legacy', fileName: 'annual.xlsx', format: 'xlsx', content: cotContent }, admin)).body.data;
    expect(q.errors).toEqual([]);
    expect(q.rows.map((r) => [r.marketCode, r.asOf])).toEqual([
      ['067651', '2025-01-07'],
      ['067651', '2025-01-14'],
    ]);
  });

  test('a bad rank or number is a row error and nothing is written', async () => {
    const lines = sample('sample-ranking-dce.csv').split('\r\n');
    const cells = lines[4].split(',');
    cells[6] = 'x'; // the long list's lots
    cells[8] = 'many'; // the short list's rank
    const broken = [...lines.slice(0, 4), cells.join(','), ...lines.slice(5)].join('\r\n');
    const p = (await t.call('/v2/position/ranking/preview', rankBody('DCE', broken), admin)).body.data;
    expect(p.errors.map((e) => [e.row, e.code, e.column])).toEqual([
      [5, 'badNumber', 'long'],
      [5, 'badRank', 'short'],
    ]);
    expectApiError(await t.call('/v2/position/ranking/import', rankBody('DCE', broken), admin), 'positionImportInvalid');
    expect((await t.call('/v2/position/ranking/catalog', undefined, admin)).body.data.contracts).toEqual([]);
    const none = (await t.call('/v2/position/ranking/preview', rankBody('DCE', 'a,b\n1,2'), admin)).body.data;
    expect(none.errors[0].code).toBe('noHeader');
  });

  test('imports, then a day, net long of the top N and a member across contracts', async () => {
    for (const [x, f] of [
      ['SHFE', 'sample-ranking-shfe.csv'],
      ['INE', 'sample-ranking-ine.csv'],
      ['DCE', 'sample-ranking-dce.csv'],
      ['ZCE', 'sample-ranking-zce.csv'],
    ])
      expect((await t.call('/v2/position/ranking/import', rankBody(x, sample(f)), admin)).status).toBe(200);
    const catalog = (await t.call('/v2/position/ranking/catalog', undefined, admin)).body.data;
    expect(catalog.contracts.map((c) => `${c.exchange}.${c.contract}`)).toEqual([
      'DCE.PG2507',
      'INE.SC2507',
      'SHFE.FU2509',
      'SHFE.FU2601',
      'ZCE.PX2509',
      'ZCE.TA2509',
    ]);
    expect(catalog.contracts.every((c) => !c.demo)).toBe(true);

    const day = (await t.call('/v2/position/ranking/day', { exchange: 'DCE', contract: 'pg2507' }, admin)).body.data;
    expect(day.date).toBe('2025-06-03');
    expect([day.volume.length, day.long.length, day.short.length]).toEqual([20, 20, 20]);
    const lines = sample('sample-ranking-dce.csv').split('\r\n');
    const rankedRows = lines.slice(3, 23).map((l) => l.split(','));
    const longTop = (n: number) => rankedRows.slice(0, n).reduce((s, c) => s + Number(c[6]), 0);
    const shortTop = (n: number) => rankedRows.slice(0, n).reduce((s, c) => s + Number(c[10]), 0);
    const net = (await t.call('/v2/position/ranking/netTop', { exchange: 'DCE', contract: 'PG2507' }, admin)).body.data;
    expect(net.points).toEqual([
      { date: '2025-06-03', top5: longTop(5) - shortTop(5), top10: longTop(10) - shortTop(10), top20: longTop(20) - shortTop(20), demo: false },
    ]);

    const member = rankedRows[0][5];
    const across = (await t.call('/v2/position/ranking/member', { member }, admin)).body.data;
    expect(across.date).toBe('2025-06-03');
    const pg = across.rows.find((r) => r.contract === 'PG2507');
    expect(pg?.long).toBe(Number(rankedRows[0][6]));
    expect(across.rows.length).toBeGreaterThan(1);
    expect((await t.call('/v2/position/ranking/member', { member: 'nobody' }, admin)).body.data).toEqual({ member: 'nobody', date: null, rows: [] });
  });

  test('the DEMO generator: seeded (the same lists twice), labelled demo, top 20 per list', async () => {
    const first = (await t.call('/v2/position/ranking/demo', { days: 5 }, admin)).body.data;
    expect(first.written).toBeGreaterThan(0);
    expect(first.written).toBe(first.contracts.length * 5 * 60);
    const [exchange, contract] = first.contracts[0].split('.');
    const a = (await t.call('/v2/position/ranking/day', { exchange, contract }, admin)).body.data;
    await t.call('/v2/position/ranking/demo', { days: 5 }, admin);
    const b = (await t.call('/v2/position/ranking/day', { exchange, contract }, admin)).body.data;
    expect(b).toEqual(a);
    expect(a.demo).toBe(true);
    expect(a.dates).toHaveLength(5);
    expect(a.long.map((m) => m.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect([...a.long].sort((x, y) => y.value - x.value)).toEqual(a.long);
    const net = (await t.call('/v2/position/ranking/netTop', { exchange, contract }, admin)).body.data;
    expect(net.points.every((p) => p.demo)).toBe(true);
  });
});

test('malformed bodies are refused with 400', async () => {
  const good = cotBody('legacy', 'x');
  for (const [url, body] of [
    ['/v2/position/cot/preview', { ...good, layout: 'supplemental' }],
    ['/v2/position/cot/preview', { ...good, format: 'pdf' }],
    ['/v2/position/cot/preview', { ...good, content: '' }],
    ['/v2/position/cot/series', { layout: 'legacy', marketCode: '067651', lookback: 1 }],
    ['/v2/position/cot/series', { layout: 'legacy' }],
    ['/v2/position/ranking/preview', { ...rankBody('CME', 'x') }],
    ['/v2/position/ranking/preview', { ...rankBody('SHFE', 'x', '3 June') }],
    ['/v2/position/ranking/day', { exchange: 'SHFE', contract: 'not a contract' }],
    ['/v2/position/ranking/demo', { days: 0 }],
    ['/v2/position/ranking/demo', { days: 1000 }],
    ['/v2/position/ranking/member', { member: '' }],
  ] as const) {
    const res = await t.call(url, body, admin);
    expect([url, JSON.stringify(body), res.status]).toEqual([url, JSON.stringify(body), 400]);
  }
});

test("without the holdings page's key, every call is refused", async () => {
  for (const [url, body] of [
    ['/v2/position/cot/preview', cotBody('legacy', sample('sample-cot-legacy.csv'))],
    ['/v2/position/cot/import', cotBody('legacy', sample('sample-cot-legacy.csv'))],
    ['/v2/position/cot/markets', undefined],
    ['/v2/position/cot/series', { layout: 'legacy', marketCode: '067651' }],
    ['/v2/position/ranking/preview', rankBody('DCE', sample('sample-ranking-dce.csv'))],
    ['/v2/position/ranking/import', rankBody('DCE', sample('sample-ranking-dce.csv'))],
    ['/v2/position/ranking/demo', { days: 1 }],
    ['/v2/position/ranking/catalog', undefined],
    ['/v2/position/ranking/day', { exchange: 'DCE', contract: 'PG2507' }],
    ['/v2/position/ranking/netTop', { exchange: 'DCE', contract: 'PG2507' }],
    ['/v2/position/ranking/member', { member: 'x' }],
  ] as const)
    expectApiError(await t.call(url, body, outsider), 'forbidden');
});
