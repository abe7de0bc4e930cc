/**
 * The options cross-section's reads: the option underlyings, one day's chain and the skew history. A day's chains
 * come from the imported settlements when any are stored for that product and day, else (for a product the demo
 * feed serves) from the seeded demo simulator (demoChains.ts), marked demo; otherwise there is no chain.
 */
import type { FastifyInstance } from 'fastify';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import {
  OPTION_CHAIN_RATE,
  type OptionChainBody,
  type OptionChainData,
  type OptionProductsData,
  SKEW_HISTORY_DEFAULT_DAYS,
  SKEW_HISTORY_MAX_DAYS,
  SKEW_MIN_DAYS_DEFAULT,
  type SkewHistoryBody,
  type SkewHistoryData,
  type SkewPoint,
} from '../../../common/contract/futOptCrossSectionData';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { apiError, forbidden } from '../../infra/http/apiError';
import type { ProductSpec } from '../../infra/market/ports';
import { unknownSeries } from '../../infra/market/unknownSeries';
import { sliceYielder } from '../../infra/sliceYielder';
import { daysBetween, expiryOf, type RawChain } from './chain';
import { DEMO_EXPIRIES, DEMO_EXPIRY_LEAD, DEMO_OPTION_UNDERLYINGS, type DemoExpiryInput, demoChains } from './demoChains';
import { latestStoredDate, storedChains, storedSources, storedSummary } from './store';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function realDate(field: string, text: string): string {
  const ms = dateMs(text);
  if (!Number.isFinite(ms) || isoDate(ms) !== text) throw apiError('badRequest', `Not a date: ${text}`, { [field]: FIELD_ERROR_KEYS.invalid });
  return text;
}

/** Demo chains only for the simulator's products, and only while the demo feed serves them. */
const servesDemo = (app: FastifyInstance, product: string) => product in DEMO_OPTION_UNDERLYINGS && app.feeds.feedOf(product) === 'demo';

/** The product's spec, checked: known, a future, and readable by the user (its own key). */
function productFor(app: FastifyInstance, user: AuthUser, product: string): ProductSpec {
  const [exchange, code] = product.split('.');
  const spec = app.reference.product(exchange, code);
  if (spec?.kind !== 'future') throw unknownSeries(product);
  if (!allows(user, spec.accessKey)) throw forbidden(`You may not read ${product}`);
  return spec;
}

export async function optionProducts(app: FastifyInstance, user: AuthUser): Promise<OptionProductsData> {
  const stored = await storedSummary(app.db);
  const keys = [...new Set([...Object.keys(DEMO_OPTION_UNDERLYINGS), ...stored.keys()])];
  const products: OptionProductsData['products'] = [];
  for (const key of keys) {
    const [exchange, code] = key.split('.');
    const spec = app.reference.product(exchange, code);
    if (!spec || !allows(user, spec.accessKey)) continue;
    const demo = servesDemo(app, key);
    const imported = stored.get(key);
    if (!demo && !imported) continue;
    products.push({ product: key, names: spec.names, unit: spec.unit, demo, importedDays: imported?.days ?? 0, lastImported: imported?.last ?? null });
  }
  return { products: products.sort((a, b) => a.product.localeCompare(b.product)) };
}

/** The listed months whose options are still trading on `date`, front first, as the simulator's inputs. */
function demoExpiries(app: FastifyInstance, spec: ProductSpec, date: string): Omit<DemoExpiryInput, 'settle'>[] {
  const calendar = app.reference.tradingCalendar(spec.exchange);
  return app.reference
    .contracts(spec.exchange, spec.code, date)
    .map((c) => ({ underlying: c.instrument, expiry: calendar.before(c.lastTradeDate, DEMO_EXPIRY_LEAD) }))
    .filter((c) => c.expiry > date)
    .sort((a, b) => a.expiry.localeCompare(b.expiry))
    .slice(0, DEMO_EXPIRIES)
    .map((c, index) => ({ ...c, index, days: daysBetween(date, c.expiry) }));
}

/** The underlying's stored daily settlement (or close) on `date`, if any (the demo feed's backfill writes them). */
async function storedSettle(app: FastifyInstance, instrument: string, date: string): Promise<number | null> {
  const ts = dateMs(date);
  const bars = await app.bars.range({ instrument, interval: '1d', from: ts, to: ts });
  const bar = bars.find((b) => b.ts === ts);
  return bar ? (bar.settle ?? bar.close) : null;
}

async function demoDay(
  app: FastifyInstance,
  spec: ProductSpec,
  date: string,
  pick?: (x: Omit<DemoExpiryInput, 'settle'>[]) => Omit<DemoExpiryInput, 'settle'>[],
) {
  const all = demoExpiries(app, spec, date);
  const chosen = pick ? pick(all) : all;
  const inputs: DemoExpiryInput[] = [];
  for (const x of chosen) inputs.push({ ...x, settle: await storedSettle(app, x.underlying, date) });
  return demoChains(app.config.feeds.demo.seed, `${spec.exchange}.${spec.code}`, date, inputs);
}

export async function optionChain(app: FastifyInstance, user: AuthUser, body: OptionChainBody, now: number): Promise<OptionChainData> {
  const spec = productFor(app, user, body.product);
  const asked = body.date === undefined ? null : realDate('date', body.date);
  const today = isoDate(now);
  const storedDay = asked ?? (await latestStoredDate(app.db, body.product, today));
  let date = storedDay ?? today;
  let chains: RawChain[] = storedDay ? ((await storedChains(app.db, body.product, storedDay, storedDay)).get(storedDay) ?? []) : [];
  let demo = false;
  let source = chains.length > 0 ? (await storedSources(app.db, body.product, date)).join(', ') : '';
  if (chains.length === 0 && servesDemo(app, body.product)) {
    date = app.reference.tradingCalendar(spec.exchange).onOrBefore(asked ?? today);
    chains = await demoDay(app, spec, date);
    demo = true;
    source = 'demo';
  }
  return { product: body.product, date, demo, source, rate: OPTION_CHAIN_RATE, expiries: chains.map((c) => expiryOf(c, date, OPTION_CHAIN_RATE)) };
}

/** The inclusive range the body asks for, checked and bounded. */
function historyRange(body: SkewHistoryBody, today: string): { from: string; to: string } {
  const to = body.to === undefined ? today : realDate('to', body.to);
  const from = body.from === undefined ? isoDate(dateMs(to) - SKEW_HISTORY_DEFAULT_DAYS * DAY) : realDate('from', body.from);
  if (from > to) throw apiError('badRequest', 'from is after to', { from: FIELD_ERROR_KEYS.invalid });
  if (daysBetween(from, to) > SKEW_HISTORY_MAX_DAYS) throw apiError('badRequest', `At most ${SKEW_HISTORY_MAX_DAYS} days`, { from: FIELD_ERROR_KEYS.invalid });
  return { from, to };
}

export async function skewHistory(app: FastifyInstance, user: AuthUser, body: SkewHistoryBody, now: number): Promise<SkewHistoryData> {
  const spec = productFor(app, user, body.product);
  const { from, to } = historyRange(body, isoDate(now));
  const minDays = body.minDays ?? SKEW_MIN_DAYS_DEFAULT;
  const stored = await storedChains(app.db, body.product, from, to);
  const demo = servesDemo(app, body.product);
  const days = new Set(stored.keys());
  if (demo) {
    const calendar = app.reference.tradingCalendar(spec.exchange);
    for (let d = calendar.onOrBefore(to); d >= from; d = calendar.previous(d)) days.add(d);
  }
  // Each day's IVs take a few milliseconds: let requests run between days.
  const slice = sliceYielder(50);
  const points: SkewPoint[] = [];
  for (const date of [...days].sort()) {
    const storedDay = stored.get(date);
    const followed = (c: { expiry: string }) => daysBetween(date, c.expiry) >= minDays;
    const chain: RawChain | undefined = storedDay ? storedDay.find(followed) : (await demoDay(app, spec, date, (all) => all.filter(followed).slice(0, 1)))[0];
    if (chain) {
      const x = expiryOf(chain, date, OPTION_CHAIN_RATE);
      points.push({ date, underlying: x.underlying, expiry: x.expiry, days: x.days, atmIv: x.atmIv, rr25: x.rr25, demo: !storedDay });
    }
    await slice();
  }
  return { product: body.product, from, to, demo: points.some((p) => p.demo), points };
}
