/**
 * Data sets (issue 22, docs/dataSet.md), SQLite or PostgreSQL (TEST_DATABASE_URL): save, list, get, share, remove;
 * each transform read back through the one series resolver (`/v2/marketData/series` on `set:<id>`) with known
 * numbers (the same as tests/domain/seriesTransforms.test.ts, pandas' answers); a formula over two inputs aligned as
 * strategies align; conversion with the dated USD/CNY reference rate; the leak case (a data set over the FU spread,
 * read by a user without the FU page: refused by the series call, withheld in a builder report, absent from the
 * catalogue); cycles and depth refused; bad bodies answer 400, never 500; callers without /list/data 403.
 */
import type { ReportData } from '../../common/contract/builder';
import type { DataSetDefinition } from '../../common/contract/dataSet';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { dailyBar } from './marketRows';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';
const PX = 'ds:test:px';
const QX = 'ds:test:qx';
const d = (s: string) => Date.parse(`${s}T00:00:00Z`);
const DAYS = ['2025-01-06', '2025-01-07', '2025-01-13', '2025-02-03'];
const WINDOW = { from: d('2025-01-01'), to: d('2025-03-01'), interval: '1d' as const };

let t: TestApp;
let admin: string;
let analyst: string;
let analystId: string;
let other: string;
let noFu: string;
let outsider: string;

async function user(username: string, role: string, paths: string[]): Promise<[string, string]> {
  const row = await createUser(t.db, t.clock.now(), { username, password: 'DataSet@12345', role, paths });
  return [await t.tokenFor(username), row.id];
}

async function observations(seriesId: string, values: number[]): Promise<void> {
  await t.db
    .insertInto('ds_observations')
    .values(DAYS.map((day, i) => ({ source: 'test', series_id: seriesId, ts: d(day), value: values[i], unit: 'USD/t', imported_at: 0, run_id: 'test' })))
    .execute();
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  [analyst, analystId] = await user('ds_analyst', 'fuelDesk', ['/list/data', '/list/page', '/list/route', '/report/*', BOARD, FU_PAGE]);
  [other] = await user('ds_other', 'analyst', ['/list/data', BOARD, FU_PAGE]);
  [noFu] = await user('ds_no_fu', 'fuelDesk', ['/list/data', '/report/*', BOARD]);
  [outsider] = await user('ds_outsider', 'analyst', [BOARD, FU_PAGE]);
  await observations('px', [10, 11, 9, 12]);
  await observations('qx', [5, 5, 3, 6]);
  // FU Jan-2026 against SG380 Dec-2025 in March 2025: the seeded FU spread has values (as in tests/api/builder.test.ts).
  const days = ['2025-03-03', '2025-03-04', '2025-03-05'];
  await t.app.bars.upsert([
    ...days.map((day, i) => ({ ...dailyBar('SHFE.FU2601', day, 2800 + 7.7 * i), oi: 1000 })),
    ...days.map((day, i) => ({ ...dailyBar('ICE.SG3802512', day, 392.55 + i), oi: 1000 })),
  ]);
});
afterAll(() => t?.close());

const def = (over: Partial<DataSetDefinition> = {}): DataSetDefinition => ({ inputs: { a: PX }, transforms: [], unit: 'USD/t', ...over });
const save = (body: object, token = analyst) => t.call('/v2/dataSet/save', body, token);
const saved = async (name: string, definition: DataSetDefinition, shared = false): Promise<string> => {
  const res = await save({ name, definition, shared });
  expect(res.status).toBe(200);
  return res.body.data.id;
};
const series = (address: string, token = analyst, window: object = WINDOW) => t.call('/v2/marketData/series', { address, ...window }, token);
const valuesOf = (res: { body: { data: { points: [number, number][] } } }) => res.body.data.points;
const close = (got: [number, number][], want: [string, number][]) => {
  expect(got.map((p) => p[0])).toEqual(want.map((w) => d(w[0])));
  for (const [i, p] of got.entries()) expect(p[1]).toBeCloseTo(want[i][1], 10);
};

describe('save, list, get, share, remove', () => {
  test('a saved data set is an address: set:<id> in list and get, owner, private by default', async () => {
    const res = await save({ name: 'PX weekly', definition: def({ transforms: [{ kind: 'resample', period: 'week', how: 'last' }] }) });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ address: `set:${id}`, name: 'PX weekly', ownerId: analystId, shared: false });
    const list = await t.call('/v2/dataSet/list', undefined, analyst);
    expect(list.body.data.map((s: { id: string }) => s.id)).toContain(id);
    // Private: another holder of /list/data neither lists nor gets it, nor reads it as a series.
    expect((await t.call('/v2/dataSet/list', undefined, other)).body.data.map((s: { id: string }) => s.id)).not.toContain(id);
    expectApiError(await t.call('/v2/dataSet/get', { id }, other), 'notFound');
    expectApiError(await series(`set:${id}`, other), 'forbidden');
    // Shared: they read it; administrators read every data set.
    expect((await t.call('/v2/dataSet/share', { id, shared: true }, analyst)).body.data.shared).toBe(true);
    expect((await series(`set:${id}`, other)).status).toBe(200);
    expect((await t.call('/v2/dataSet/get', { id }, admin)).status).toBe(200);
    // Only the owner (or an administrator) changes it.
    expectApiError(await save({ id, name: 'x', definition: def() }, other), 'forbidden');
    expectApiError(await t.call('/v2/dataSet/remove', { id }, other), 'forbidden');
    const renamed = await save({ id, name: 'PX weekly close', definition: def() });
    expect(renamed.body.data).toMatchObject({ id, name: 'PX weekly close', shared: true });
  });

  test('callers without /list/data get 403 from every call', async () => {
    for (const [path, body] of [
      ['/v2/dataSet/list', undefined],
      ['/v2/dataSet/save', { name: 'x', definition: def() }],
      ['/v2/dataSet/preview', { definition: def() }],
    ] as const) {
      expectApiError(await t.call(path, body, outsider), 'forbidden');
    }
  });

  test('remove: refused while a data set or a builder page reads it; afterwards set:<id> is unknown', async () => {
    const base = await saved('base', def());
    const top = await saved('top', def({ inputs: { a: `set:${base}` } }));
    const page = await t.call(
      '/v2/builder/page/save',
      { title: 'Uses top', panels: [{ kind: 'history', title: { text: 't' }, series: [{ address: `set:${top}` }] }], layout: {} },
      analyst,
    );
    expect(page.status).toBe(200);
    const got = await t.call('/v2/dataSet/get', { id: base }, analyst);
    expect(got.body.data.usedBy).toEqual({ pages: [], hiddenPages: 0, sets: [{ id: top, name: 'top' }], hiddenSets: 0 });
    expect((await t.call('/v2/dataSet/get', { id: top }, analyst)).body.data.usedBy.pages).toEqual([{ id: page.body.data.id, title: 'Uses top' }]);
    // Another user sees that a page uses it without its title (the page is the analyst's, private).
    await t.call('/v2/dataSet/share', { id: top, shared: true }, analyst);
    expect((await t.call('/v2/dataSet/get', { id: top }, other)).body.data.usedBy).toMatchObject({ pages: [], hiddenPages: 1 });
    expectApiError(await t.call('/v2/dataSet/remove', { id: base }, analyst), 'conflict');
    expectApiError(await t.call('/v2/dataSet/remove', { id: top }, analyst), 'conflict');
    expect((await t.call('/v2/builder/page/remove', { id: page.body.data.id }, analyst)).status).toBe(200);
    expect((await t.call('/v2/dataSet/remove', { id: top }, analyst)).status).toBe(200);
    expect((await t.call('/v2/dataSet/remove', { id: base }, analyst)).status).toBe(200);
    expectApiError(await series(`set:${base}`), 'seriesUnknown');
  });
});

describe('each transform through the series resolver, known answers', () => {
  test.each([
    [
      'none',
      [],
      [
        ['2025-01-06', 10],
        ['2025-01-07', 11],
        ['2025-01-13', 9],
        ['2025-02-03', 12],
      ],
    ],
    [
      'weekly last',
      [{ kind: 'resample', period: 'week', how: 'last' }],
      [
        ['2025-01-07', 11],
        ['2025-01-13', 9],
        ['2025-02-03', 12],
      ],
    ],
    [
      'weekly mean',
      [{ kind: 'resample', period: 'week', how: 'mean' }],
      [
        ['2025-01-07', 10.5],
        ['2025-01-13', 9],
        ['2025-02-03', 12],
      ],
    ],
    [
      'monthly last',
      [{ kind: 'resample', period: 'month', how: 'last' }],
      [
        ['2025-01-13', 9],
        ['2025-02-03', 12],
      ],
    ],
    [
      'monthly mean',
      [{ kind: 'resample', period: 'month', how: 'mean' }],
      [
        ['2025-01-13', 10],
        ['2025-02-03', 12],
      ],
    ],
    [
      'change',
      [{ kind: 'change' }],
      [
        ['2025-01-07', 1],
        ['2025-01-13', -2],
        ['2025-02-03', 3],
      ],
    ],
    [
      '% change',
      [{ kind: 'pctChange' }],
      [
        ['2025-01-07', 10],
        ['2025-01-13', -18.181818181818183],
        ['2025-02-03', 33.333333333333336],
      ],
    ],
    [
      'rolling mean 2',
      [{ kind: 'rollingMean', window: 2 }],
      [
        ['2025-01-07', 10.5],
        ['2025-01-13', 10],
        ['2025-02-03', 10.5],
      ],
    ],
    ['rolling z 3', [{ kind: 'rollingZ', window: 3 }], [['2025-02-03', 2]]],
    [
      'rebase',
      [{ kind: 'rebase', date: '2025-01-06' }],
      [
        ['2025-01-06', 100],
        ['2025-01-07', 110],
        ['2025-01-13', 90],
        ['2025-02-03', 120],
      ],
    ],
    [
      'change of weekly',
      [{ kind: 'resample', period: 'week', how: 'last' }, { kind: 'change' }],
      [
        ['2025-01-13', -2],
        ['2025-02-03', 3],
      ],
    ],
  ] satisfies [string, DataSetDefinition['transforms'], [string, number][]][])('%s', async (_name, transforms, want) => {
    const id = await saved(`px ${_name}`, def({ transforms }));
    const res = await series(`set:${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: `set:${id}`, unit: 'USD/t', demo: false, source: 'dataSet' });
    close(valuesOf(res), want);
    // Preview of the same definition gives the same points.
    const preview = await t.call('/v2/dataSet/preview', { definition: def({ transforms }), ...WINDOW }, analyst);
    expect(preview.body.data.points).toEqual(res.body.data.points);
  });

  test('windows and changes read history before the range (the first day of the range has its value)', async () => {
    const id = await saved('px change from 01-13', def({ transforms: [{ kind: 'change' }] }));
    close(valuesOf(await series(`set:${id}`, analyst, { ...WINDOW, from: d('2025-01-13') })), [
      ['2025-01-13', -2],
      ['2025-02-03', 3],
    ]);
  });

  test('a formula over two inputs, aligned as strategies align', async () => {
    const id = await saved('px - qx', def({ inputs: { a: PX, b: QX }, formula: 'a - b' }));
    close(valuesOf(await series(`set:${id}`)), [
      ['2025-01-06', 5],
      ['2025-01-07', 6],
      ['2025-01-13', 6],
      ['2025-02-03', 6],
    ]);
    const ratio = await saved('px / qx', def({ inputs: { a: PX, b: QX }, formula: 'a / b', unit: 'ratio' }));
    close(valuesOf(await series(`set:${ratio}`)), [
      ['2025-01-06', 2],
      ['2025-01-07', 2.2],
      ['2025-01-13', 3],
      ['2025-02-03', 2],
    ]);
  });

  test('unit conversion with the USD/CNY reference rate in force on each date', async () => {
    const id = await saved('px in CNY', def({ transforms: [{ kind: 'convert', rate: 'ref:fx.usdcny', op: 'multiply' }], unit: 'CNY/t' }));
    const res = await series(`set:${id}`);
    expect(res.body.data.unit).toBe('CNY/t');
    const rate = (day: string) => t.app.reference.rateAsOf('fx.usdcny', day)?.value as number;
    expect(rate('2025-01-06')).toBeGreaterThan(6);
    close(valuesOf(res), [
      ['2025-01-06', 10 * rate('2025-01-06')],
      ['2025-01-07', 11 * rate('2025-01-07')],
      ['2025-01-13', 9 * rate('2025-01-13')],
      ['2025-02-03', 12 * rate('2025-02-03')],
    ]);
  });

  test('a data set over a data set; the catalogue lists the data sets the reader may read', async () => {
    const inner = await saved('inner weekly', def({ transforms: [{ kind: 'resample', period: 'week', how: 'last' }] }), true);
    const outer = await saved(
      'outer rebased',
      def({ inputs: { a: `set:${inner}` }, transforms: [{ kind: 'rebase', date: '2025-01-01' }], unit: 'index' }),
      true,
    );
    close(valuesOf(await series(`set:${outer}`)), [
      ['2025-01-07', 100],
      ['2025-01-13', (100 * 9) / 11],
      ['2025-02-03', (100 * 12) / 11],
    ]);
    const catalog = await t.call('/v2/marketData/catalog', { kind: 'set', search: 'outer rebased' }, other);
    expect(catalog.body.data.list).toEqual([expect.objectContaining({ address: `set:${outer}`, kind: 'set', unit: 'index' })]);
  });
});

describe('the leak case: nothing computed from FU inputs reaches a reader without the FU page', () => {
  let fuSet: string;
  beforeAll(async () => {
    fuSet = await saved('FU spread weekly', def({ inputs: { a: FU_SPREAD }, transforms: [{ kind: 'change' }], unit: 'USD/t' }), true);
  });

  test('the series call refuses it; the catalogue leaves it out; a reader with the FU page reads it', async () => {
    const window = { from: d('2025-03-01'), to: d('2025-03-31'), interval: '1d' };
    const full = await series(`set:${fuSet}`, analyst, window);
    expect(full.status).toBe(200);
    expect(full.body.data.points.length).toBe(2);
    expectApiError(await series(`set:${fuSet}`, noFu, window), 'forbidden');
    const catalog = await t.call('/v2/marketData/catalog', { kind: 'set', search: 'FU spread weekly' }, noFu);
    expect(catalog.body.data.list).toEqual([]);
    // Shared and listed to them, but its values are not theirs; nor may they preview the same definition (400 naming
    // the input, no value).
    expect((await t.call('/v2/dataSet/list', undefined, noFu)).body.data.map((s: { id: string }) => s.id)).toContain(fuSet);
    const preview = await t.call('/v2/dataSet/preview', { definition: def({ inputs: { a: FU_SPREAD } }), ...window }, noFu);
    expectApiError(preview, 'badRequest');
    expect(preview.body.fields).toEqual({ 'definition.inputs.a': 'api.field.invalid' });
    expect(preview.body.data).toBeNull();
    // Nor through another data set reading it, nor by converting with it.
    expectApiError(await save({ name: 'over FU', definition: def({ inputs: { a: `set:${fuSet}` } }) }, noFu), 'badRequest');
    const convert = await save({ name: 'by FU', definition: def({ transforms: [{ kind: 'convert', rate: FU_SPREAD, op: 'divide' }] }) }, noFu);
    expect(convert.body.fields).toEqual({ 'definition.transforms.0.rate': 'api.field.invalid' });
  });

  test('a builder report with set:<id> in a panel withholds it as forbidden and gives no FU-derived value', async () => {
    const page = await t.call(
      '/v2/builder/page/save',
      {
        title: 'Set report',
        panels: [{ kind: 'history', title: { text: 'FU' }, series: [{ address: `set:${fuSet}` }, { address: 'ds:eia:RBRTE' }] }],
        layout: {},
      },
      analyst,
    );
    await t.call('/v2/builder/route/save', { slug: 'set-report', pageId: page.body.data.id, roles: ['fuelDesk'] }, analyst);
    const full: ReportData = (await t.call('/v2/builder/report/get', { slug: 'set-report' }, analyst)).body.data;
    const fuValues = (full.panels[0].series[0].points ?? []).map(([, v]) => v);
    expect(fuValues.length).toBe(2);
    const res = await t.call('/v2/builder/report/get', { slug: 'set-report' }, noFu);
    expect(res.status).toBe(200);
    const [fu, brent] = (res.body.data as ReportData).panels[0].series;
    expect(fu).toEqual({ address: `set:${fuSet}`, unit: '', demo: false, points: null, withheld: 'forbidden' });
    expect(brent.points?.length).toBeGreaterThan(0);
    const body = JSON.stringify(res.body);
    for (const v of fuValues) expect(body).not.toContain(String(v));
  });
});

describe('cycles, depth and bad input', () => {
  test('a cycle is refused; depth above 3 is refused', async () => {
    const a = await saved('cycle a', def());
    const b = await saved('cycle b', def({ inputs: { a: `set:${a}` } }));
    expectApiError(await save({ id: a, name: 'cycle a', definition: def({ inputs: { a: `set:${b}` } }) }), 'badRequest');
    expectApiError(await save({ id: a, name: 'cycle a', definition: def({ inputs: { a: `set:${a}` } }) }), 'badRequest');
    const c = await saved('depth c', def({ inputs: { a: `set:${b}` } }));
    const res = await save({ name: 'depth d', definition: def({ inputs: { a: `set:${c}` } }) });
    expectApiError(res, 'badRequest');
    expect(res.body.fields).toEqual({ 'definition.inputs': 'api.field.outOfRange' });
    // Making the bottom read another data set would make c four deep: refused too.
    const e = await saved('depth e', def());
    expectApiError(await save({ id: a, name: 'cycle a', definition: def({ inputs: { a: `set:${e}` } }) }), 'badRequest');
    expectApiError(await save({ name: 'missing', definition: def({ inputs: { a: 'set:no-such-set' } }) }), 'badRequest');
  });

  test.each([
    ['no window', { inputs: { a: PX }, transforms: [{ kind: 'rollingMean' }], unit: 'x' }, 'definition.transforms.0.window'],
    ['a field the kind does not take', { inputs: { a: PX }, transforms: [{ kind: 'change', window: 3 }], unit: 'x' }, 'definition.transforms.0.window'],
    ['rolling z of 1', { inputs: { a: PX }, transforms: [{ kind: 'rollingZ', window: 1 }], unit: 'x' }, 'definition.transforms.0.window'],
    ['not a day', { inputs: { a: PX }, transforms: [{ kind: 'rebase', date: '2025-02-30' }], unit: 'x' }, 'definition.transforms.0.date'],
    ['bad rate', { inputs: { a: PX }, transforms: [{ kind: 'convert', rate: 'fx', op: 'multiply' }], unit: 'x' }, 'definition.transforms.0.rate'],
    ['bad input', { inputs: { a: 'not an address' }, transforms: [], unit: 'x' }, 'definition.inputs.a'],
    ['two inputs, no formula', { inputs: { a: PX, b: QX }, transforms: [], unit: 'x' }, 'definition.formula'],
    ['unknown name', { inputs: { a: PX }, formula: 'a - z', transforms: [], unit: 'x' }, 'definition.formula'],
    ['parse error', { inputs: { a: PX }, formula: 'a -', transforms: [], unit: 'x' }, 'definition.formula'],
    ['division by zero', { inputs: { a: PX }, formula: 'a / 0', transforms: [], unit: 'x' }, 'definition.formula'],
  ])('%s: 400 naming the field', async (_name, definition, field) => {
    for (const res of [await save({ name: 'bad', definition }), await t.call('/v2/dataSet/preview', { definition }, analyst)]) {
      expectApiError(res, 'badRequest');
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
  });

  test('schema violations, unknown ids and a reversed window answer 4xx, never 500', async () => {
    for (const body of [
      {},
      { name: '', definition: def() },
      { name: 'x', definition: { ...def(), inputs: {} } },
      { name: 'x', definition: { ...def(), inputs: { z: PX } } },
    ]) {
      expectApiError(await save(body), 'badRequest');
    }
    expectApiError(await t.call('/v2/dataSet/preview', { definition: def(), from: 2, to: 1 }, analyst), 'badRequest');
    expectApiError(await t.call('/v2/dataSet/get', { id: 'nope' }, analyst), 'notFound');
    expectApiError(await series('set:nope'), 'seriesUnknown');
    expectApiError(await series('set:'), 'badRequest');
    // An input that names nothing stored answers as the resolver does.
    expectApiError(await t.call('/v2/dataSet/preview', { definition: def({ inputs: { a: 'ds:test:none' } }), ...WINDOW }, analyst), 'seriesUnknown');
  });
});
