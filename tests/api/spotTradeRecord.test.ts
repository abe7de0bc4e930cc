/**
 * The spot trade record (Platts MOC window; POST /v1/setting/mocTrade/update and /v2/spotTradeRecord/...), SQLite or
 * PostgreSQL (TEST_DATABASE_URL): access by the page's key, the specification's update call (upsert by natural key,
 * moved here from the settings area with its URL, body and answer), hand entry (save, edit, remove, duplicate keys),
 * date ranges, the CSV and Excel import (preview with row errors, all-or-nothing commit), the statistics and the
 * Dubai partials convergences over stored records.
 */
import ExcelJS from 'exceljs';
import { Value } from '@sinclair/typebox/value';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import type { MocTradeRecord, SpotTrade, SpotTradeConvergence, SpotTradeImportPreview, SpotTradeStats } from '../../common/contract/spotTradeRecord';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/calculator/spotTradeRecord';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const shape = (path: string, body: unknown) => expect(Value.Check(Envelope(endpointByPath[path].data), body)).toBe(true);

let t: TestApp;
let admin: string;
let viewer: string;
let token: string;

const rec = (over: Partial<MocTradeRecord> = {}): MocTradeRecord => ({
  date: '2025-03-03',
  product: 'FO 380 CST',
  instrument: 'cargo',
  side: 'trade',
  buyer: 'Vitol',
  seller: 'Trafigura',
  priceBasis: 'fixed',
  price: 452.5,
  volume: 20000,
  time: '16:29:58',
  ...over,
});

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('moc_trades')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, viewer] = await Promise.all([t.tokenFor('admin'), t.tokenFor('viewer')]);
  const id = (await t.db.selectFrom('users').select('id').where('username', '=', 'trader').executeTakeFirstOrThrow()).id;
  expect((await t.call('/v1/user/access/set', { userId: id, paths: [PAGE] }, admin)).status).toBe(200);
  token = await t.tokenFor('trader');
});
afterAll(() => t?.close());

describe('access', () => {
  test('every call is gated by the page key: a user without it is refused, anonymous callers are unauthorised', async () => {
    const calls: [string, unknown][] = [
      ['/v1/setting/mocTrade/update', { records: [rec()] }],
      ['/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31' }],
      ['/v2/spotTradeRecord/save', { record: rec() }],
      ['/v2/spotTradeRecord/remove', { id: 'x' }],
      ['/v2/spotTradeRecord/import/preview', { fileName: 'a.csv', format: 'csv', content: b64('date\n') }],
      ['/v2/spotTradeRecord/import/commit', { fileName: 'a.csv', format: 'csv', content: b64('date\n') }],
      ['/v2/spotTradeRecord/stats', { from: '2025-03-01', to: '2025-03-31' }],
      ['/v2/spotTradeRecord/convergence', { from: '2025-03-01', to: '2025-03-31' }],
    ];
    for (const [path, body] of calls) {
      expectApiError(await t.call(path as never, body, viewer), 'forbidden');
      expectApiError(await t.call(path as never, body, null), 'unauthorized');
    }
    expect(await count()).toBe(0);
    expect((await t.call('/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31' }, token)).status).toBe(200);
  });
});

describe('/v1/setting/mocTrade/update (the specification call, now owned here)', () => {
  afterAll(async () => {
    await t.db.deleteFrom('moc_trades').execute();
  });

  test('inserts new records and updates those with the same natural key', async () => {
    const first = await t.call('/v1/setting/mocTrade/update', { records: [rec(), rec({ side: 'bid', price: 450 }), rec({ time: '16:10:00' })] }, token);
    expect(first.status).toBe(200);
    shape('/v1/setting/mocTrade/update', first.body);
    expect(first.body.data).toEqual({ inserted: 3, updated: 0 });
    const second = await t.call('/v1/setting/mocTrade/update', { records: [rec({ volume: 25000, state: 'confirmed' }), rec({ price: 453 })] }, token);
    expect(second.body.data).toEqual({ inserted: 1, updated: 1 });
    const row = await t.db
      .selectFrom('moc_trades')
      .selectAll()
      .where('price', '=', 452.5)
      .where('side', '=', 'trade')
      .where('time', '=', '16:29:58')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ volume: 25000, state: 'confirmed', updated_by: 'trader' });
    expect(await count()).toBe(4);
  });

  test('repeats within one call count once, the last one wins', async () => {
    const res = await t.call(
      '/v1/setting/mocTrade/update',
      { records: [rec({ date: '2025-03-04', volume: 1 }), rec({ date: '2025-03-04', volume: 2 })] },
      token,
    );
    expect(res.body.data).toEqual({ inserted: 1, updated: 0 });
    const row = await t.db.selectFrom('moc_trades').select('volume').where('date', '=', '2025-03-04').executeTakeFirstOrThrow();
    expect(row.volume).toBe(2);
  });

  test('a large batch (2,000 records) goes in one call', async () => {
    const records = Array.from({ length: 2000 }, (_, i) => rec({ date: '2025-03-05', price: 400 + i / 100 }));
    const res = await t.call('/v1/setting/mocTrade/update', { records }, token);
    expect(res.body.data).toEqual({ inserted: 2000, updated: 0 });
  });

  test('bad records answer 400 with the field path', async () => {
    const res = await t.call('/v1/setting/mocTrade/update', { records: [rec(), { ...rec(), side: 'sell', time: '4pm' }] }, token);
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body.fields).toEqual({ 'records.1.side': 'api.field.invalid', 'records.1.time': 'api.field.pattern' });
  });
});

describe('hand entry and the list', () => {
  afterAll(async () => {
    await t.db.deleteFrom('moc_trades').execute();
  });

  test('save adds, edits by id and lists in date and time order with filters', async () => {
    const a = await t.call(
      '/v2/spotTradeRecord/save',
      { record: rec({ time: '16:20:00', loadingWindow: ' 2025-04-10/2025-04-14 ', loadPoint: 'Singapore' }) },
      token,
    );
    expect(a.status).toBe(200);
    shape('/v2/spotTradeRecord/save', a.body);
    const saved = a.body.data as SpotTrade;
    expect(saved).toMatchObject({ loadingWindow: '2025-04-10/2025-04-14', loadPoint: 'Singapore', buyer: 'Vitol', state: '', updatedBy: 'trader' });
    const b = await t.call(
      '/v2/spotTradeRecord/save',
      { record: rec({ time: '16:05:00', side: 'bid', seller: '', buyer: 'Shell', priceBasis: 'floating', price: 1.25 }) },
      token,
    );
    expect(b.status).toBe(200);
    await t.call('/v2/spotTradeRecord/save', { record: rec({ date: '2025-03-10', product: 'Dubai', instrument: 'partial', volume: 25000 }) }, token);

    const edited = await t.call('/v2/spotTradeRecord/save', { id: saved.id, record: rec({ time: '16:20:00', volume: 30000, state: 'confirmed' }) }, token);
    expect(edited.body.data).toMatchObject({ id: saved.id, volume: 30000, state: 'confirmed', loadingWindow: '' });

    const list = await t.call('/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31' }, token);
    shape('/v2/spotTradeRecord/list', list.body);
    const rows = list.body.data.rows as SpotTrade[];
    expect(rows.map((r) => [r.date, r.time, r.side])).toEqual([
      ['2025-03-03', '16:05:00', 'bid'],
      ['2025-03-03', '16:20:00', 'trade'],
      ['2025-03-10', '16:29:58', 'trade'],
    ]);
    expect(list.body.data.products).toEqual(['Dubai', 'FO 380 CST']);
    expect(list.body.data.truncated).toBe(false);
    const shell = await t.call('/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31', firm: 'Shell' }, token);
    expect((shell.body.data.rows as SpotTrade[]).map((r) => r.buyer)).toEqual(['Shell']);
    const partials = await t.call('/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31', instrument: 'partial', product: 'Dubai' }, token);
    expect(partials.body.data.rows).toHaveLength(1);
    const oneDay = await t.call('/v2/spotTradeRecord/list', { from: '2025-03-03', to: '2025-03-03', side: 'trade' }, token);
    expect(oneDay.body.data.rows).toHaveLength(1);
  });

  test("an edit onto another record's key is a conflict; unknown ids are not found; remove deletes", async () => {
    const rows = (await t.call('/v2/spotTradeRecord/list', { from: '2025-03-01', to: '2025-03-31' }, token)).body.data.rows as SpotTrade[];
    const [bid, trade] = rows;
    const { id: _id, updatedAt: _u, updatedBy: _b, ...tradeFields } = trade;
    expectApiError(await t.call('/v2/spotTradeRecord/save', { id: bid.id, record: tradeFields }, token), 'conflict');
    expectApiError(await t.call('/v2/spotTradeRecord/save', { record: tradeFields }, token), 'conflict');
    expectApiError(await t.call('/v2/spotTradeRecord/save', { id: 'nope', record: rec({ time: '10:00' }) }, token), 'notFound');
    expectApiError(await t.call('/v2/spotTradeRecord/remove', { id: 'nope' }, token), 'notFound');
    const removed = await t.call('/v2/spotTradeRecord/remove', { id: bid.id }, token);
    expect(removed.status).toBe(200);
    expect(await count()).toBe(2);
    // Shared records: the deletion is in the audit trail with what it removed.
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'spotTrades.remove').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_name: 'trader', target_id: bid.id, target_name: '2025-03-03 16:05:00 FO 380 CST bid' });
    expect(JSON.parse(audit.detail)).toMatchObject({ buyer: 'Shell', priceBasis: 'floating', price: 1.25 });
  });

  test('bad input answers 400 in the caller’s language: fields, a reversed or too long range', async () => {
    const bad = await t.call('/v2/spotTradeRecord/save', { record: { ...rec(), instrument: 'barge', volume: -1 } }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'record.instrument': 'api.field.invalid', 'record.volume': 'api.field.outOfRange' });
    const reversed = await t.call('/v2/spotTradeRecord/list', { from: '2025-03-31', to: '2025-03-01' }, token);
    expectApiError(reversed, 'spotTradeRange');
    expect(reversed.body.fields).toEqual({ to: 'api.error.spotTradeRange' });
    expectApiError(await t.call('/v2/spotTradeRecord/stats', { from: '2024-01-01', to: '2025-03-01' }, token), 'spotTradeRange');
    const notADay = await t.call('/v2/spotTradeRecord/convergence', { from: '2025-02-30', to: '2025-03-01' }, token);
    expectApiError(notADay, 'badRequest');
    expect(notADay.body.fields).toEqual({ from: 'api.field.invalid' });
  });
});

const HEADER = 'date,time,product,instrument,side,buyer,seller,price basis,price,size,laycan,load point,state';

describe('import', () => {
  afterEach(async () => {
    await t.db.deleteFrom('moc_trades').execute();
  });
  const body = (csv: string) => ({ fileName: 'window.csv', format: 'csv', content: b64(csv) });

  test('the preview lists the rows and each row error with its row number; a file with errors writes nothing', async () => {
    const csv = [
      HEADER,
      '2025-03-03,16:29:00,Dubai,partial,trade,Vitol,Shell,fixed,72.15,25000,May 2025,,',
      '2025-03-03,4pm,Dubai,barge,sell,Vitol,Shell,fixed,abc,-5,May 2025,,',
      '2025-02-30,16:00,,cargo,bid,Vitol,,MOPS,1.5,"150,000",2025-04-01/2025-04-05,Singapore,',
    ].join('\n');
    const preview = await t.call('/v2/spotTradeRecord/import/preview', body(csv), token);
    expect(preview.status).toBe(200);
    shape('/v2/spotTradeRecord/import/preview', preview.body);
    const data = preview.body.data as SpotTradeImportPreview;
    expect(data.rows.map((r) => [r.row, r.product, r.volume])).toEqual([[2, 'Dubai', 25000]]);
    expect(data.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'time', 'badTime'],
      [3, 'instrument', 'badValue'],
      [3, 'side', 'badValue'],
      [3, 'price', 'notFinite'],
      [3, 'volume', 'notFinite'],
      [4, 'date', 'badDate'],
      [4, 'product', 'required'],
    ]);
    const commit = await t.call('/v2/spotTradeRecord/import/commit', body(csv), token);
    expectApiError(commit, 'spotTradeImportInvalid');
    expect(await count()).toBe(0);
  });

  test('a clean CSV commits every row (floating basis, Chinese headers) and a second commit updates them', async () => {
    const csv = [
      '日期,时间,产品,类型,方向,买方,卖方,计价方式,价格,数量,装期,装港,状态',
      '2025-03-03,16:29,Gasoil 10ppm,cargo,成交,Vitol,Shell,浮动,-0.35,150000,2025-04-01/2025-04-05,Singapore,confirmed',
    ].join('\n');
    const first = await t.call('/v2/spotTradeRecord/import/commit', body(csv), token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ inserted: 1, updated: 0 });
    expect((await t.call('/v2/spotTradeRecord/import/commit', body(csv), token)).body.data).toEqual({ inserted: 0, updated: 1 });
    const audits = await t.db.selectFrom('audit_log').select(['actor_name', 'detail']).where('action', '=', 'spotTrades.import').orderBy('at').execute();
    expect(audits.map((a) => JSON.parse(a.detail))).toEqual([
      { file: 'window.csv', inserted: 1, updated: 0 },
      { file: 'window.csv', inserted: 0, updated: 1 },
    ]);
    const rows = (await t.call('/v2/spotTradeRecord/list', { from: '2025-03-03', to: '2025-03-03' }, token)).body.data.rows as SpotTrade[];
    expect(rows).toEqual([
      expect.objectContaining({
        time: '16:29:00',
        side: 'trade',
        priceBasis: 'floating',
        price: -0.35,
        volume: 150000,
        loadPoint: 'Singapore',
        state: 'confirmed',
      }),
    ]);
  });

  test('an Excel workbook with date and time cells imports; a missing column and an empty file are file errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('window');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      new Date(Date.UTC(2025, 2, 4)),
      new Date(Date.UTC(1899, 11, 30, 16, 15, 30)),
      'Dubai',
      'partial',
      'trade',
      'A',
      'B',
      'fixed',
      72,
      25000,
      'MAY25',
      '',
      '',
    ]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const preview = await t.call('/v2/spotTradeRecord/import/preview', { fileName: 'w.xlsx', format: 'xlsx', content }, token);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.rows).toEqual([expect.objectContaining({ row: 2, date: '2025-03-04', time: '16:15:30', loadingWindow: 'MAY25' })]);

    const missing = await t.call('/v2/spotTradeRecord/import/preview', body('date,time,product\n2025-03-03,16:00,Dubai'), token);
    expect((missing.body.data as SpotTradeImportPreview).errors.map((e) => e.column)).toEqual(['instrument', 'side', 'price', 'volume']);
    const empty = await t.call('/v2/spotTradeRecord/import/preview', body(HEADER), token);
    expect(empty.body.data.errors.map((e: { code: string }) => e.code)).toEqual(['empty']);
    expectApiError(await t.call('/v2/spotTradeRecord/import/commit', body(HEADER), token), 'spotTradeImportInvalid');
    const broken = await t.call('/v2/spotTradeRecord/import/preview', { fileName: 'w.xlsx', format: 'xlsx', content: b64('not a zip') }, token);
    expect(broken.status).toBe(200);
    expect(broken.body.data.errors[0].code).toBe('badFile');
  });
});

describe('statistics and convergences', () => {
  beforeAll(async () => {
    const partial = (i: number, over: Partial<MocTradeRecord> = {}) =>
      rec({ product: 'Dubai', instrument: 'partial', volume: 25000, loadingWindow: 'May 2025', time: `16:${String(i).padStart(2, '0')}:00`, ...over });
    const records = [
      // 12 + 8 partials Trafigura -> Vitol for May over two days: one cargo on 2025-03-04.
      ...Array.from({ length: 12 }, (_, i) => partial(i, { date: '2025-03-03', price: 72 + i / 100 })),
      ...Array.from({ length: 8 }, (_, i) => partial(i, { date: '2025-03-04', price: 72 + i / 100 })),
      // 5 partials Shell -> Vitol for May: open.
      ...Array.from({ length: 5 }, (_, i) => partial(i, { date: '2025-03-04', seller: 'Shell', price: 73 + i / 100 })),
      rec({ date: '2025-03-04', side: 'bid', seller: '', buyer: 'Shell', time: '16:10:00' }),
      rec({ date: '2025-03-04', side: 'offer', buyer: '', seller: 'Vitol', time: '16:11:00' }),
    ];
    expect((await t.call('/v1/setting/mocTrade/update', { records }, token)).body.data).toEqual({ inserted: 27, updated: 0 });
  });

  test('stats count who traded with whom and what each firm did over the range', async () => {
    const res = await t.call('/v2/spotTradeRecord/stats', { from: '2025-03-01', to: '2025-03-31' }, token);
    shape('/v2/spotTradeRecord/stats', res.body);
    const data = res.body.data as SpotTradeStats;
    expect(data.records).toBe(27);
    expect(data.tradedVolume).toBe(25 * 25000);
    expect(data.pairs.map((p) => [p.seller, p.buyer, p.trades, p.volume])).toEqual([
      ['Trafigura', 'Vitol', 20, 500000],
      ['Shell', 'Vitol', 5, 125000],
    ]);
    expect(data.firms.find((f) => f.firm === 'Shell')).toMatchObject({ bids: 1, sold: 5, soldVolume: 125000 });
    expect(data.firms.find((f) => f.firm === 'Vitol')).toMatchObject({ offers: 1, bought: 25 });
    const one = await t.call('/v2/spotTradeRecord/stats', { from: '2025-03-03', to: '2025-03-03' }, token);
    expect((one.body.data as SpotTradeStats).pairs).toEqual([expect.objectContaining({ trades: 12, firstDate: '2025-03-03', lastDate: '2025-03-03' })]);
  });

  test('the convergence counter finds the cargo of 20 partials and the open count', async () => {
    const res = await t.call('/v2/spotTradeRecord/convergence', { from: '2025-03-01', to: '2025-03-31' }, token);
    shape('/v2/spotTradeRecord/convergence', res.body);
    const data = res.body.data as SpotTradeConvergence;
    expect(data.convergences).toEqual([
      expect.objectContaining({
        loadingMonth: '2025-05',
        seller: 'Trafigura',
        buyer: 'Vitol',
        date: '2025-03-04',
        time: '16:07:00',
        partials: 20,
        cargoBarrels: 500000,
      }),
    ]);
    expect(data.convergences[0].recordIds).toHaveLength(20);
    expect(data.open).toEqual([{ loadingMonth: '2025-05', seller: 'Shell', buyer: 'Vitol', partials: 5, needed: 20 }]);
    // Only the first day: 12 counted, nothing converged.
    const first = await t.call('/v2/spotTradeRecord/convergence', { from: '2025-03-03', to: '2025-03-03' }, token);
    expect(first.body.data.convergences).toEqual([]);
    expect(first.body.data.open).toEqual([expect.objectContaining({ partials: 12 })]);
  });
});
