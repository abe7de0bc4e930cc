/**
 * The demo option chains: a seeded, labelled simulator of the daily option settlements of a few Chinese commodity
 * option underlyings the demo feed lists (INE SC and LU, SHFE FU, DCE PG, ZCE TA). Served only for products the
 * demo feed serves, on days without an imported file, and always marked demo (the page shows the DEMO badge).
 *
 * For a product and a trading day: the first DEMO_EXPIRIES listed futures months whose option has not expired (the
 * option's last trading day DEMO_EXPIRY_LEAD trading days before the future's); the underlying's price is its stored
 * daily settlement (the demo feed's backfill writes them) or, without one, a seeded level; the volatility surface is
 * sigma(K) = atm (1 + skew x + curvature x^2) in standardised moneyness x = ln(K/F) / (atm sqrt T), with the ATM level
 * and the skew drifting day by day (seeded): oil usually carries a put skew, sometimes a call skew. Settlements are
 * Barone-Adesi-Whaley values at that surface, rounded to the option tick (at least one tick); open interest is a
 * bell around the money (out-of-the-money side heavier, front month heavier), volume a seeded share of it.
 */
import { OPTION_CHAIN_RATE } from '../../../common/contract/futOptCrossSectionData';
import type { OptionRight } from '../../../common/domain/black76';
import { bawPrice } from '../../../common/domain/baroneAdesiWhaley';
import type { RawChain } from './chain';

export interface DemoUnderlying {
  /** Typical price level and ATM volatility, when no settlement is stored. */
  level: number;
  vol: number;
  /** Strike interval and option price tick (as the exchanges list them, roughly). */
  strikeStep: number;
  optionTick: number;
  /** Open interest scale (lots) at the money of the front expiry. */
  oi: number;
}

/** The products with demo chains (all are in the demo feed's DEMO_PRODUCTS and the reference seed). */
export const DEMO_OPTION_UNDERLYINGS: Readonly<Record<string, DemoUnderlying>> = {
  'INE.SC': { level: 540, vol: 0.34, strikeStep: 10, optionTick: 0.05, oi: 3000 },
  'SHFE.FU': { level: 3100, vol: 0.3, strikeStep: 50, optionTick: 0.5, oi: 4000 },
  'INE.LU': { level: 3700, vol: 0.28, strikeStep: 50, optionTick: 0.5, oi: 2000 },
  'DCE.PG': { level: 4600, vol: 0.3, strikeStep: 50, optionTick: 0.2, oi: 2500 },
  'ZCE.TA': { level: 5200, vol: 0.22, strikeStep: 50, optionTick: 0.5, oi: 6000 },
};

export const DEMO_EXPIRIES = 4;
export const DEMO_EXPIRY_LEAD = 5;
/** Strikes each side of the at-the-money strike. */
const STRIKES_EACH_SIDE = 10;

/** FNV-1a of a text: the seed of one product's day (demo values depend only on the seed, the product and the day). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a uniform generator in [0, 1) from a 32-bit seed. */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** A smooth seeded path: two sine waves with seeded phases (the level, the ATM vol and the skew move slowly). */
function wave(seed: string, day: number, period: number): number {
  const u = uniform(hash32(seed));
  const p1 = u() * 2 * Math.PI;
  const p2 = u() * 2 * Math.PI;
  return 0.7 * Math.sin(day / period + p1) + 0.3 * Math.sin(day / (period * 0.37) + p2);
}

export interface DemoExpiryInput {
  underlying: string;
  expiry: string;
  /** Calendar days to the option's expiry. */
  days: number;
  /** Months ahead (0 = front): the futures curve and the open interest fall with it. */
  index: number;
  /** The stored settlement of the underlying that day, if any. */
  settle: number | null;
}

const roundTo = (v: number, step: number) => Math.round(v / step) * step;
const fix = (v: number) => Number(v.toFixed(6));

/** One product's demo chains on `date`. */
export function demoChains(seed: string, product: string, date: string, expiries: readonly DemoExpiryInput[]): RawChain[] {
  const u = DEMO_OPTION_UNDERLYINGS[product];
  if (!u) return [];
  const day = dayIndex(date);
  const key = `${seed}|options|${product}`;
  const atmBase = u.vol * (1 + 0.2 * wave(`${key}|vol`, day, 45));
  // Mostly a put skew (negative), now and then a call skew.
  const skew = -0.08 + 0.07 * wave(`${key}|skew`, day, 60);
  const curvature = 0.04;
  const noise = uniform(hash32(`${key}|${date}`));
  return expiries.map((x) => {
    const F = x.settle ?? roundTo(u.level * (1 + 0.18 * wave(`${key}|level`, day, 80)) * (1 - 0.004 * x.index), u.optionTick >= 0.5 ? 1 : 0.1);
    const T = Math.max(x.days, 1) / 365;
    const atm = atmBase * (1 + 0.06 / (1 + x.index));
    const center = roundTo(F, u.strikeStep);
    const rows: RawChain['rows'] = [];
    for (let i = -STRIKES_EACH_SIDE; i <= STRIKES_EACH_SIDE; i += 1) {
      const K = center + i * u.strikeStep;
      if (K <= 0) continue;
      const z = Math.log(K / F) / (atm * Math.sqrt(T));
      const sigma = Math.max(0.05, atm * (1 + skew * z + curvature * z * z));
      for (const right of ['call', 'put'] as OptionRight[]) {
        const value = bawPrice({ right, F, K, T, r: OPTION_CHAIN_RATE, sigma });
        const settle = fix(Math.max(u.optionTick, roundTo(value, u.optionTick)));
        const otm = right === 'call' ? K >= F : K <= F;
        const bell = Math.exp(-0.5 * (z / 1.1) ** 2);
        const oi = Math.round(u.oi * bell * (otm ? 1.4 : 0.6) * (1 / (1 + 0.6 * x.index)) * (0.7 + 0.6 * noise()));
        const volume = Math.round(oi * (0.15 + 0.35 * noise()));
        rows.push({ strike: fix(K), right, settle, volume, oi });
      }
    }
    return { underlying: x.underlying, expiry: x.expiry, futuresPrice: F, rows };
  });
}
