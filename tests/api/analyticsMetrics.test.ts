/**
 * POST /v2/analytics/metrics (docs/analytics.md): the empyrical known answers through the API (the vector and
 * figures of tests/domain/metrics.test.ts, source: empyrical's test suite via docs/domain.md), net values as input,
 * the QuantStats convention, reasons instead of NaN, and the 400s of input no metric can come from.
 */
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  viewer = await t.tokenFor('viewer');
});
afterAll(() => t?.close());

const R = [null, 0.01, 0.1, -0.04, 0.02, 0.03, 0.02, 0.01, -0.1];
const metrics = (body: unknown) => t.call('/v2/analytics/metrics', body, viewer);

describe('/v2/analytics/metrics', () => {
  test('empyrical convention: the known answers and the convention in force', async () => {
    const res = await metrics({ returns: R, periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.sharpe).toBeCloseTo(1.7238613961706866, 12);
    expect(d.sortino).toBeCloseTo(2.605531251673693, 12);
    expect(d.annualReturn).toBeCloseTo(1.9135925373194231, 12);
    expect(d.maxDrawdown).toBeCloseTo(-0.1, 12);
    expect(d.calmar).toBeCloseTo(19.135925373194233, 10);
    expect(d).toMatchObject({ convention: 'empyrical', periodsPerYear: 252, periods: 9, observations: 8, problems: {} });
  });

  test('QuantStats convention zero-fills the missing period (Sharpe 1.6369)', async () => {
    const res = await metrics({ returns: R, periodsPerYear: 252, riskFree: 0, convention: 'quantstats' });
    expect(res.body.data.sharpe).toBeCloseTo(1.6368951821422701, 12);
    expect(res.body.data.convention).toBe('quantstats');
  });

  test('net values give the same metrics as their returns', async () => {
    const nav = [1];
    for (const r of R.slice(1)) nav.push(nav[nav.length - 1] * (1 + (r as number)));
    const res = await metrics({ nav, periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(res.body.data.sharpe).toBeCloseTo(1.7238613961706866, 9);
    expect(res.body.data.periods).toBe(8);
  });

  test('a constant or too short series answers null metrics with their reasons, never NaN', async () => {
    const flat = await metrics({ returns: [0.01, 0.01, 0.01], periodsPerYear: 242, riskFree: 0, convention: 'empyrical' });
    expect(flat.status).toBe(200);
    expect(flat.body.data.sharpe).toBeNull();
    // Issue 18: a constant series has no dispersion, which is Sortino's reason too (it was 'noDownside').
    expect(flat.body.data.problems).toMatchObject({ sharpe: 'noSpread', sortino: 'noSpread', calmar: 'noDrawdown', kurtosis: 'tooShort' });
    const empty = await metrics({ returns: [], periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(empty.body.data.problems.sharpe).toBe('empty');
  });

  test('neither or both inputs, a non-positive net value, a wrong convention: 400 naming the field', async () => {
    const base = { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' };
    const neither = await metrics(base);
    expectApiError(neither, 'badRequest');
    expect(neither.body.fields).toMatchObject({ returns: 'api.field.required' });
    expectApiError(await metrics({ ...base, returns: [0.1], nav: [1, 2] }), 'badRequest');
    const zero = await metrics({ ...base, nav: [1, 0, 2] });
    expectApiError(zero, 'badRequest');
    expect(zero.body.fields).toEqual({ 'nav.1': 'api.field.outOfRange' });
    expectApiError(await metrics({ ...base, returns: [0.1], convention: 'pandas' }), 'badRequest');
    expectApiError(await metrics({ ...base, returns: ['x'] }), 'badRequest');
  });

  test('signed-in users only', async () => {
    expect((await t.call('/v2/analytics/metrics', { returns: R, periodsPerYear: 252, riskFree: 0, convention: 'empyrical' })).status).toBe(401);
  });
});
