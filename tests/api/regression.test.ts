/**
 * POST /v2/analytics/regression (docs/analytics/regression.md), SQLite or PostgreSQL (TEST_DATABASE_URL):
 * - NIST StRD Longley through the API: the 16 observations stored as ds: series (one a year, 1947-1962) the resolver
 *   reads, the certified values of tests/fixtures/nistLongley.ts matched to 1e-9 relative;
 * - the public EIA histories imported into the test template: Brent on WTI and Henry Hub over 2024, against numpy
 *   2.4.6 (python3, on server/features/marketData/publicData/*.csv, days all three have in 2024):
 *     X = [1, wti, hh]; b = np.linalg.lstsq(X, y)[0]; e = y - X @ b; s2 = e @ e / (n - 3)
 *     se = sqrt(diag(s2 inv(X'X))); r2 = 1 - e @ e / ((y - y.mean()) @ (y - y.mean())); z = (e - e.mean()) / e.std(ddof=1)
 *   n = 246 (2024-01-02 .. 2024-12-31), b = [7.529120343974435, 0.9530956339903057, -0.00373657426395705],
 *   se = [1.6626054011860223, 0.020237220352117904, 0.12691838734283764], r2 = 0.9102388575139825,
 *   e[0] = 1.4128316137458938, z[0] = 0.8689926911667387, e[-1] = -1.978663717734733, z[-1] = -1.2170199847308931;
 * - rolling and out-of-sample on the hand-worked case of tests/domain/olsWindows.test.ts (x 1..5, y 2, 4, 7, 8, 11);
 * - a heavy rolling fit run in chunks on the worker pool, equal to the one-piece domain result, its progress on the
 *   stream topic regression:<jobId> (the owner's only);
 * - access (page key, and every address with the caller's grants) and bad input.
 */
import type { RegressionData } from '../../common/contract/regression';
import type { JobProgress } from '../../common/contract/stream';
import { alignOnDays } from '../../common/domain/align';
import { residualZScores, rollingOls } from '../../common/domain/ols';
import { createUser } from '../../server/features/user/createUser';
import { payloadProblem } from '../../server/infra/stream/payloadCheck';
import { LONGLEY_CERTIFIED, LONGLEY_X, LONGLEY_Y } from '../fixtures/nistLongley';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { dailyBar } from './marketRows';
import { listen, socketTracker } from './streamSupport';

const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const rel = (actual: number, expected: number, tol = 1e-9) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tol);
const MACRO = ['/tool/trade/realtime', '/tool/trade/realtime/macroDiffToReal'];

let t: TestApp;
let url = '';
let macro: string;
let macroFu: string;
let ptaOnly: string;
let other: string;
const sockets = socketTracker(() => url);

const regression = (body: Record<string, unknown>, token: string = macro) => t.call('/v2/analytics/regression', body, token);

/** Observations of an imported ds: series, as a data-source run stores them. */
async function storeDs(seriesId: string, points: [number, number][]): Promise<void> {
  await t.db
    .insertInto('ds_observations')
    .values(points.map(([ts, value]) => ({ source: 'test', series_id: seriesId, ts, value, unit: 'x', imported_at: 1, run_id: 'regression-test' })))
    .execute();
}

const HAND_DATES = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10'];
const HAND_Y = [2, 4, 7, 8, 11];
/** Each residual's date rebuilt from the answer: its contributions plus its residual (must give y). */
const rebuilt = (data: RegressionData): number[] =>
  data.residuals.map(([ts, e], i) => {
    const [date, parts] = data.contributions?.[i] ?? [Number.NaN, []];
    expect(date).toBe(ts);
    return parts.reduce((sum, v) => sum + v, e);
  });
const hand = (extra: Record<string, unknown> = {}) =>
  regression({ y: 'ds:test:HANDY', x: ['ds:test:HANDX'], from: d('2025-01-01'), to: d('2025-01-31'), ...extra });

beforeAll(async () => {
  t = await makeTestApp();
  const now = t.clock.now();
  await createUser(t.db, now, { username: 'macro', password: 'Macro@12345', paths: MACRO });
  await createUser(t.db, now, { username: 'macro_fu', password: 'MacroFu@12345', paths: [...MACRO, '/tool/trade/realtime/fu'] });
  await createUser(t.db, now, { username: 'pta_only', password: 'PtaOnly@12345', paths: ['/tool/trade/realtime', '/tool/trade/realtime/pta'] });
  await createUser(t.db, now, { username: 'other_macro', password: 'Other@12345', paths: MACRO });
  [macro, macroFu, ptaOnly, other] = await Promise.all(['macro', 'macro_fu', 'pta_only', 'other_macro'].map((u) => t.tokenFor(u)));
  const years = LONGLEY_Y.map((_, i) => d(`${1947 + i}-01-01`));
  await storeDs(
    'LONGLEY_Y',
    LONGLEY_Y.map((v, i) => [years[i], v]),
  );
  for (const [j, column] of LONGLEY_X.entries())
    await storeDs(
      `LONGLEY_X${j + 1}`,
      column.map((v, i) => [years[i], v]),
    );
  // The hand-worked case; x has one more date (Jan 3) that y lacks, dropped by the alignment.
  await storeDs(
    'HANDY',
    HAND_DATES.map((day, i) => [d(day), HAND_Y[i]]),
  );
  await storeDs('HANDX', [[d('2025-01-03'), 99], ...HAND_DATES.map((day, i) => [d(day), i + 1] as [number, number])]);
  await storeDs(
    'FLAT',
    HAND_DATES.map((day) => [d(day), 5]),
  );
  await t.app.bars.upsert(HAND_DATES.map((day, i) => ({ ...dailyBar('SHFE.FU2601', day, 3000 + 10 * i * i), demo: true, source: 'demo' })));
  url = await listen(t.app);
});
afterEach(() => sockets.closeAll());
afterAll(() => t?.close());

test('NIST Longley through the API: the certified coefficients, standard errors and R²', async () => {
  const res = await regression({
    y: 'ds:test:LONGLEY_Y',
    x: LONGLEY_X.map((_, j) => `ds:test:LONGLEY_X${j + 1}`),
    from: d('1947-01-01'),
    to: d('1962-12-31'),
  });
  expect(res.status).toBe(200);
  const data = res.body.data;
  expect([data.n, data.demo, data.mode, data.residuals.length]).toEqual([16, false, 'fullSample', 16]);
  LONGLEY_CERTIFIED.coefficients.forEach((c, j) => {
    rel(data.coefficients[j], c);
  });
  LONGLEY_CERTIFIED.standardErrors.forEach((se, j) => {
    rel(data.stdErrors[j], se);
  });
  rel(data.r2, LONGLEY_CERTIFIED.rSquared);
  rel(
    data.residuals.reduce((s, [, e]) => s + e * e, 0),
    LONGLEY_CERTIFIED.residualSumOfSquares,
  );
  expect(data.residuals[0][0]).toBe(d('1947-01-01'));
});

test('the public EIA series: Brent on WTI and Henry Hub over 2024 against numpy', async () => {
  const res = await regression({ y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC', 'ds:eia:RNGWHHD'], from: d('2024-01-01'), to: d('2024-12-31') });
  expect(res.status).toBe(200);
  const data = res.body.data;
  expect([data.n, data.demo, data.residuals.length, data.zScores.length]).toEqual([246, false, 246, 246]);
  [7.529120343974435, 0.9530956339903057, -0.00373657426395705].forEach((b, j) => {
    rel(data.coefficients[j], b);
  });
  [1.6626054011860223, 0.020237220352117904, 0.12691838734283764].forEach((se, j) => {
    rel(data.stdErrors[j], se);
  });
  rel(data.r2, 0.9102388575139825);
  expect(data.residuals[0][0]).toBe(d('2024-01-02'));
  rel(data.residuals[0][1], 1.4128316137458938, 1e-8);
  rel(data.zScores[0][1] as number, 0.8689926911667387, 1e-8);
  expect(data.residuals.at(-1)?.[0]).toBe(d('2024-12-31'));
  rel(data.residuals.at(-1)?.[1] as number, -1.978663717734733, 1e-8);
  rel(data.zScores.at(-1)?.[1] as number, -1.2170199847308931, 1e-8);
});

describe('the hand-worked case (x 1..5, y 2, 4, 7, 8, 11)', () => {
  test('full sample: b = 22 / 10 = 2.2, a = 6.4 - 6.6 = -0.2, residuals [0, -0.2, 0.6, -0.6, 0.2], z over sd sqrt(0.2)', async () => {
    const data = (await hand()).body.data;
    expect(data.coefficients).toEqual([expect.closeTo(-0.2, 12), expect.closeTo(2.2, 12)]);
    // R² = 1 - RSS / TSS = 1 - 0.8 / 49.2.
    expect(data.r2).toBeCloseTo(1 - 0.8 / 49.2, 12);
    expect(data.residuals.map(([ts]) => ts)).toEqual(HAND_DATES.map(d));
    expect(data.residuals.map(([, e]) => e)).toEqual([0, -0.2, 0.6, -0.6, 0.2].map((e) => expect.closeTo(e, 12)));
    const sd = Math.sqrt(0.2);
    expect(data.zScores.map(([, z]) => z)).toEqual([0, -0.2 / sd, 0.6 / sd, -0.6 / sd, 0.2 / sd].map((z) => expect.closeTo(z, 12)));
    // Contributions: [a, b x] by the one fit; date 2: -0.2 and 2.2 * 3 = 6.6, plus the residual 0.6 = y 7.
    expect(data.contributions?.map(([ts]) => ts)).toEqual(HAND_DATES.map(d));
    expect(data.contributions?.[2][1]).toEqual([expect.closeTo(-0.2, 12), expect.closeTo(6.6, 12)]);
    expect(rebuilt(data)).toEqual(HAND_Y.map((v) => expect.closeTo(v, 12)));
  });

  test('rolling, window 3: residuals of dates 2-4, the last window’s fit, z over the trailing 3 residuals', async () => {
    const data = (await hand({ window: 3 })).body.data;
    expect(data.mode).toBe('rolling');
    expect(data.residuals.map(([ts]) => ts)).toEqual(HAND_DATES.slice(2).map(d));
    expect(data.residuals.map(([, e]) => e)).toEqual([1 / 6, -1 / 3, 1 / 3].map((e) => expect.closeTo(e, 12)));
    // Last window x 3,4,5, y 7,8,11: a = 2/3, b = 2; RSS 2/3, TSS 26/3, R² = 12/13; sigma² = RSS / 1;
    // se(b) = sqrt(sigma² / Sxx) = sqrt(1/3), se(a) = sqrt(sigma² (1/3 + 4² / 2)) = 5 sqrt(2) / 3.
    expect([data.n, ...data.coefficients, ...data.stdErrors, data.r2]).toEqual(
      [3, 2 / 3, 2, (5 * Math.SQRT2) / 3, Math.sqrt(1 / 3), 12 / 13].map((v) => expect.closeTo(v, 12)),
    );
    // z of 1/3 among 1/6, -1/3, 1/3: mean 1/18, sd sqrt(39) / 18, z = (5/18) / (sqrt(39)/18) = 5 / sqrt(39).
    expect(data.zScores.map(([, z]) => z)).toEqual([null, null, expect.closeTo(5 / Math.sqrt(39), 12)]);
    // Each date by its own window: date 2 by a = -2/3, b = 2.5 (2.5 * 3 = 7.5); date 3 by a = 1/3, b = 2 (2 * 4 = 8).
    expect(data.contributions?.map(([, parts]) => parts)).toEqual(
      [
        [-2 / 3, 7.5],
        [1 / 3, 8],
        [2 / 3, 10],
      ].map((parts) => parts.map((v) => expect.closeTo(v, 12))),
    );
    expect(rebuilt(data)).toEqual(HAND_Y.slice(2).map((v) => expect.closeTo(v, 12)));
  });

  test('out of sample, window 3: fit on t-3..t-1, predict t; the fit behind the last prediction', async () => {
    const data = (await hand({ window: 3, outOfSample: true })).body.data;
    expect(data.mode).toBe('outOfSample');
    expect(data.residuals).toEqual([
      [d(HAND_DATES[3]), expect.closeTo(-4 / 3, 12)],
      [d(HAND_DATES[4]), expect.closeTo(2 / 3, 12)],
    ]);
    // The fit on dates 1-3 (x 2,3,4; y 4,7,8): a = 1/3, b = 2, se(a) = sqrt(2/3 (1/3 + 9/2)) = sqrt(29) / 3.
    expect([...data.coefficients, ...data.stdErrors, data.r2]).toEqual(
      [1 / 3, 2, Math.sqrt(29) / 3, Math.sqrt(1 / 3), 12 / 13].map((v) => expect.closeTo(v, 12)),
    );
    expect(data.zScores).toEqual([
      [d(HAND_DATES[3]), null],
      [d(HAND_DATES[4]), null],
    ]);
    // Date 3 by the fit on dates 0-2 (a = -2/3, b = 2.5 -> 2.5 * 4 = 10), date 4 by the fit on dates 1-3 (1/3, 2 * 5).
    expect(data.contributions).toEqual([
      [d(HAND_DATES[3]), [expect.closeTo(-2 / 3, 12), expect.closeTo(10, 12)]],
      [d(HAND_DATES[4]), [expect.closeTo(1 / 3, 12), expect.closeTo(10, 12)]],
    ]);
    expect(rebuilt(data)).toEqual(HAND_Y.slice(3).map((v) => expect.closeTo(v, 12)));
  });

  test('demo when any input is demo data (seeded demo bars of an md: address)', async () => {
    const res = await regression({ y: 'md:SHFE.FU2601', x: ['ds:test:HANDX'], from: d('2025-01-01'), to: d('2025-01-31') }, macroFu);
    expect(res.status).toBe(200);
    expect([res.body.data.demo, res.body.data.n]).toEqual([true, 5]);
  });
});

test('a heavy rolling fit runs in chunks on the pool, equal to the one-piece fit, with its progress on regression:<jobId>', async () => {
  const body = { y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC'], from: d('2020-01-01'), to: d('2023-12-31'), window: 250 };
  const socket = await sockets.open(macro);
  const jobId = 'heavy-fit-0001';
  socket.send({ type: 'subscribe', topics: [`regression:${jobId}`] });
  await socket.next((m) => m.topic === `regression:${jobId}`);
  // Another user may not read the topic this user claimed.
  const intruder = await sockets.open(other);
  intruder.send({ type: 'subscribe', topics: [`regression:${jobId}`] });
  expect((await intruder.next((m) => m.type === 'error')).code).toBe('forbidden');

  const res = await regression({ ...body, jobId });
  expect(res.status).toBe(200);
  const last = await socket.next((m) => m.topic === `regression:${jobId}` && (m.data as JobProgress | null)?.status === 'done');
  const progress = last.data as JobProgress;
  expect(progress.total).toBeGreaterThan(1);
  expect(progress.done).toBe(progress.total);

  const read = (address: string) => t.call('/v2/marketData/series', { address, from: body.from, to: body.to, interval: '1d', maxPoints: 100000 }, macro);
  const [y, x] = await Promise.all([read('ds:eia:RBRTE'), read('ds:eia:RWTC')]);
  const { dates, values } = alignOnDays([y.body.data.points, x.body.data.points]);
  // Enough work for the pool (windows x window x parameters above the inline limit, 300,000).
  expect((dates.length - 249) * 250 * 2).toBeGreaterThan(300_000);
  const whole = rollingOls(values[0], [values[1]], 250)
    .slice(249)
    .map((p) => p?.residual as number);
  // The family's payload is checked like `job:`'s before it goes out (common/contract/stream.ts TOPIC_PAYLOADS).
  expect(payloadProblem(`regression:${jobId}`, progress)).toBeNull();
  expect(payloadProblem(`regression:${jobId}`, { ...progress, status: 'paused' })).toMatch(/^\/status: /);
  const data = res.body.data;
  expect(data.residuals).toEqual(whole.map((e, i) => [dates[249 + i], e]));
  expect(data.zScores.map(([, z]) => z)).toEqual(residualZScores(whole, 250));
  // The chunks carry each window's coefficients back from the pool: contributions plus residual give Brent each day.
  expect(rebuilt(data)).toEqual(values[0].slice(249).map((v) => expect.closeTo(v as number, 9)));
});

describe('access', () => {
  test('a user with only the PTA page key is refused; an address the caller may not read is refused', async () => {
    expectApiError(await regression({ y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC'] }, ptaOnly), 'forbidden');
    // md:SHFE.FU2601 needs the FU page: refused as a factor and as y, and the answer names only the address sent.
    const asFactor = await regression({ y: 'ds:test:HANDX', x: ['ds:eia:RWTC', 'md:SHFE.FU2601'] });
    expectApiError(asFactor, 'forbidden');
    expect(asFactor.body.msg).toBe('You may not read md:SHFE.FU2601');
    expectApiError(await regression({ y: 'md:SHFE.FU2601', x: ['ds:test:HANDX'] }), 'forbidden');
  });
});

describe('bad input: clear 4xx answers, never a 500', () => {
  const fieldsOf = (res: { body: { fields?: Record<string, string> } }) => res.body.fields;

  test('an unknown or malformed address', async () => {
    expectApiError(await hand({ x: ['ds:test:NOPE'] }), 'seriesUnknown');
    const malformed = await hand({ x: ['ds:test:HANDX', 'nonsense'] });
    expectApiError(malformed, 'badRequest');
    expect(fieldsOf(malformed)).toEqual({ 'x.1': 'api.field.invalid' });
  });

  test('too few common dates, collinear factors, a window larger than the sample, y that does not vary', async () => {
    // Two common dates for two parameters; and y and x with no date in common at all.
    const few = await hand({ from: d('2025-01-06'), to: d('2025-01-07') });
    expectApiError(few, 'badRequest');
    expect(fieldsOf(few)).toEqual({ y: 'api.field.tooShort' });
    const disjoint = await regression({ y: 'ds:test:HANDY', x: ['ds:test:LONGLEY_X1'], from: d('1947-01-01'), to: d('1962-12-31') });
    expect(fieldsOf(disjoint)).toEqual({ y: 'api.field.tooShort' });
    const collinear = await hand({ x: ['ds:test:HANDX', 'ds:test:HANDX'] });
    expectApiError(collinear, 'badRequest');
    expect(fieldsOf(collinear)).toEqual({ x: 'api.field.invalid' });
    const flatFactor = await hand({ x: ['ds:test:FLAT'] });
    expect(fieldsOf(flatFactor)).toEqual({ x: 'api.field.invalid' });
    // Larger than the 5 dates; out of sample needs window + 1; below the schema's 3; no degrees of freedom left.
    for (const extra of [{ window: 6 }, { window: 5, outOfSample: true }, { window: 2 }, { window: 3, x: ['ds:test:HANDX', 'ds:test:FLAT'] }]) {
      const res = await hand(extra);
      expect([res.status, fieldsOf(res)]).toEqual([400, { window: 'api.field.outOfRange' }]);
    }
    const flatY = await regression({ y: 'ds:test:FLAT', x: ['ds:test:HANDX'], from: d('2025-01-01'), to: d('2025-01-31') });
    expect(fieldsOf(flatY)).toEqual({ y: 'api.field.invalid' });
  });

  test('more than 8 factors, out of sample without a window, from after to, a malformed job id', async () => {
    const nine = await hand({ x: Array.from({ length: 9 }, () => 'ds:test:HANDX') });
    expectApiError(nine, 'badRequest');
    expect(fieldsOf(nine)).toHaveProperty('x');
    expect(fieldsOf(await hand({ outOfSample: true }))).toEqual({ window: 'api.field.required' });
    expect(fieldsOf(await hand({ from: d('2025-02-01') }))).toEqual({ from: 'api.field.outOfRange' });
    expect(fieldsOf(await hand({ from: d('1900-01-01') }))).toEqual({ from: 'api.field.outOfRange' });
    expect(fieldsOf(await hand({ jobId: 'a b' }))).toHaveProperty('jobId');
  });
});
