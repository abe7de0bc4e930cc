/**
 * POST /v2/calculators/options/{price,impliedVol} (issue 21), SQLite or PostgreSQL: Haug's Black-76 example and his
 * Barone-Adesi-Whaley table through the server, the implied volatility back, 400 optionNoImpliedVol naming the price
 * when none reproduces it, malformed bodies refused with 400 (never 500), and the options page's key required.
 */
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PRICE = '/v2/calculators/options/price';
const IV = '/v2/calculators/options/impliedVol';
const EXAMPLE = { model: 'black76', right: 'call', F: 20, K: 20, T: 4 / 12, r: 0.09 } as const;

let t: TestApp;
let admin: string;
let outsider: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  const created = await t.call('/v1/user/admin/create', { username: 'no_options', password: 'NoOptions@12345', name: 'no options', role: 'trader' }, admin);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: ['/tool/calculator/basis'] }, admin)).status).toBe(200);
  outsider = await t.tokenFor('no_options');
});
afterAll(() => t?.close());

test("Black-76: Haug's example, call and put 1.1166414565589438, with greeks", async () => {
  for (const right of ['call', 'put'] as const) {
    const res = await t.call(PRICE, { ...EXAMPLE, right, sigma: 0.25 }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.price).toBeCloseTo(1.1166414565589438, 12);
    expect(res.body.data.vega).toBeGreaterThan(0);
    expect(res.body.data.gamma).toBeGreaterThan(0);
  }
});

test("Barone-Adesi-Whaley: Haug's table 3-2 within 3e-3", async () => {
  const at = async (F: number, right: 'call' | 'put') =>
    (await t.call(PRICE, { model: 'baw', right, F, K: 100, T: 0.1, r: 0.1, sigma: 0.15 }, admin)).body.data.price as number;
  expect(Math.abs((await at(100, 'call')) - 1.8771)).toBeLessThan(3e-3);
  expect(Math.abs((await at(110, 'put')) - 0.041)).toBeLessThan(3e-3);
});

test('the implied volatility of the example price is 25 %; a price below the intrinsic value has none (400, naming the price)', async () => {
  const res = await t.call(IV, { ...EXAMPLE, price: 1.1166414565589438 }, admin);
  expect(res.status).toBe(200);
  expect(res.body.data.sigma).toBeCloseTo(0.25, 8);
  const none = await t.call(IV, { ...EXAMPLE, F: 30, price: 5 }, admin);
  expectApiError(none, 'optionNoImpliedVol');
  expect(none.body.fields).toEqual({ price: 'api.error.optionNoImpliedVol' });
});

test('malformed bodies are refused with 400', async () => {
  for (const body of [
    { ...EXAMPLE, sigma: 0 },
    { ...EXAMPLE, sigma: -0.2 },
    { ...EXAMPLE, F: 0, sigma: 0.2 },
    { ...EXAMPLE, T: 'soon', sigma: 0.2 },
    { ...EXAMPLE, model: 'heston', sigma: 0.2 },
    { ...EXAMPLE, right: 'straddle', sigma: 0.2 },
    { ...EXAMPLE },
  ]) {
    const res = await t.call(PRICE, body, admin);
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
  }
  expect((await t.call(IV, { ...EXAMPLE, price: -1 }, admin)).status).toBe(400);
});

test("without the options page's key, both calls are refused", async () => {
  expectApiError(await t.call(PRICE, { ...EXAMPLE, sigma: 0.25 }, outsider), 'forbidden');
  expectApiError(await t.call(IV, { ...EXAMPLE, price: 1.1 }, outsider), 'forbidden');
});
