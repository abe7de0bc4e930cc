/**
 * The demo simulator's market model: a dozen mean-reverting factors (Brent, USD/CNY and the spreads between legs)
 * from which every leg's price follows, so the spreads mean-revert around plausible levels:
 *   FU / FX - SG380 and LU / FX - MF05 a few USD/t; PG against FEI import parity; TA - 0.655 * PX in 450-700 CNY/t;
 *   Brent - WTI and Brent - Dubai a few USD/bbl; SC / FX - Brent a few USD/bbl; USD/CNY around 7.10; and (issue 20) the
 *   Platts/Argus assessments and swaps of the PTA, PX, PDH, oil OTC and UC pages around their usual spreads.
 * The levels and the parity constants below are simulator assumptions (docs/market-data/feeds.md), not the dated
 * reference rates the spread engine uses: the simulator only needs plausible numbers.
 *
 * Every factor walks on a fixed daily grid from ANCHOR (exact Ornstein-Uhlenbeck steps); inside each day a Brownian
 * bridge of 96 quarter-hour steps, and inside each quarter hour a finer bridge of 15 one-minute steps (drawn only
 * when a minute is asked for, so years of daily bars stay cheap). Each draw comes from a generator keyed by (seed,
 * factor, day[, quarter]), so a value is a pure function of the seed and the instant: a restart, the history
 * backfill and the live feed all see the same path.
 */
import { bridge, type MeanReversion, ouStep } from './meanReversion';
import { hash32, normals, normalsOfHash, uniform } from './random';

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const MINUTES = 1440;
const QUARTERS = 96;
const QUARTER_MINUTES = 15;
/** A 15-minute bridge's scale relative to the day's: Brownian scaling, sqrt(15 / 1440). */
const FINE_SCALE = Math.sqrt(QUARTER_MINUTES / MINUTES);
/** Start of the daily grid (a Monday); history before it is not simulated. */
export const ANCHOR = Date.UTC(2020, 0, 6);

interface FactorSpec extends MeanReversion {
  /** Intraday wiggle (bridge standard deviation at mid-day). */
  intraday: number;
}

/** Factor parameters: theta per day, sigma per square-root day, in the factor's own unit. */
export const FACTORS = {
  /** ln(Brent USD/bbl): slow reversion to 75, about 1.8 % a day. */
  brentLog: { mu: Math.log(75), theta: 1 / 250, sigma: 0.018, intraday: 0.006 },
  /** USD/CNY. */
  fx: { mu: 7.1, theta: 1 / 60, sigma: 0.012, intraday: 0.004 },
  /** Brent - WTI, USD/bbl. */
  wtiSpread: { mu: 3.5, theta: 1 / 10, sigma: 0.25, intraday: 0.1 },
  /** Brent - Dubai, USD/bbl. */
  dubaiSpread: { mu: 1.0, theta: 1 / 10, sigma: 0.25, intraday: 0.1 },
  /** SC / FX - Brent, USD/bbl. */
  scPremium: { mu: 2.0, theta: 1 / 8, sigma: 0.35, intraday: 0.15 },
  /** SG380 - 6.35 Brent, USD/t (the 380 crack, negative). */
  crack380: { mu: -75, theta: 1 / 20, sigma: 2.5, intraday: 1 },
  /** MF05 - SG380 (Hi-5), USD/t. */
  hi5: { mu: 110, theta: 1 / 20, sigma: 2.5, intraday: 1 },
  /** FU / FX - SG380, USD/t. */
  fuPremium: { mu: 2, theta: 1 / 5, sigma: 1.2, intraday: 0.6 },
  /** LU / FX - MF05, USD/t. */
  luPremium: { mu: 5, theta: 1 / 5, sigma: 1.5, intraday: 0.6 },
  /** FEI - 7.5 Brent, USD/t. */
  feiPremium: { mu: 40, theta: 1 / 30, sigma: 6, intraday: 2 },
  /** PG - import parity, CNY/t. */
  pgSpread: { mu: -150, theta: 1 / 10, sigma: 25, intraday: 10 },
  /** PX (USD/t) - 11.3 Brent. */
  pxPremium: { mu: 0, theta: 1 / 20, sigma: 6, intraday: 2 },
  /** TA - 0.655 PX, CNY/t. */
  taMargin: { mu: 575, theta: 1 / 10, sigma: 15, intraday: 6 },
  /** PL - 1.2 PG, CNY/t. */
  plMargin: { mu: 450, theta: 1 / 10, sigma: 25, intraday: 10 },
  // Issue 20: the USD legs of the PTA, PX, PDH, oil OTC and UC pages.
  /** PX CFR China (USD/t) - the USD PX behind ZCE PX: the import parity spread, about +65 CNY/t. */
  pxCfrBasis: { mu: -8, theta: 1 / 10, sigma: 4, intraday: 1.5 },
  /** PTA CFR China - (0.66 PX CFR + 150), USD/t (the Platts Asia PTA margin). */
  ptaPlattsMargin: { mu: 30, theta: 1 / 15, sigma: 6, intraday: 2 },
  /** Naphtha CFR Japan - 8.9 Brent, USD/t. */
  naphthaCrack: { mu: -55, theta: 1 / 20, sigma: 4, intraday: 1.5 },
  /** Propylene CFR China - (1.2 FEI + 200), USD/t (the Platts PDH margin, negative in recent years). */
  pdhPlattsMargin: { mu: -60, theta: 1 / 20, sigma: 8, intraday: 3 },
  /** Singapore 180 - 380 cSt (visco), USD/t. */
  visco: { mu: 12, theta: 1 / 15, sigma: 1.5, intraday: 0.5 },
  /** Singapore 380 - Rotterdam 3.5 % (East-West), USD/t. */
  eastWest: { mu: 18, theta: 1 / 15, sigma: 2.5, intraday: 1 },
  /** Used cooking oil FOB China, USD/t. */
  ucoFob: { mu: 1050, theta: 1 / 60, sigma: 10, intraday: 3 },
  /** UCO FOB China * FX - domestic delivered UCO, CNY/t. */
  ucoExportMargin: { mu: 600, theta: 1 / 15, sigma: 40, intraday: 10 },
  /** Backwardation per month to expiry, as a fraction of the price. */
  curve: { mu: 0.004, theta: 1 / 30, sigma: 0.0004, intraday: 0.0001 },
} as const satisfies Record<string, FactorSpec>;

export type FactorName = keyof typeof FACTORS;
export type FactorValues = Record<FactorName, number>;
const FACTOR_NAMES = Object.keys(FACTORS) as FactorName[];

/** Simulator constants of the LPG import parity (CNY/t): premium + freight, tariff, LPG VAT, port fees. */
export const DEMO_LPG_PARITY = { premiumFreight: 60, tariff: 0.01, vat: 0.09, portFees: 100 };
/** PX in CNY/t from USD/t: VAT 13 %, tariff 2 % (the domain reference's PTA formula). */
const PX_CNY = 1.13 * 1.02;

/** The simulated products (`EXCHANGE.CODE`), the codes of docs/market-data.md. */
export const DEMO_PRODUCTS = [
  'SHFE.FU',
  'INE.LU',
  'INE.SC',
  'DCE.PG',
  'ZCE.TA',
  'ZCE.PX',
  'ZCE.PL',
  'ICE.SG380',
  'ICE.MF05',
  'NYMEX.FEI',
  'ICE.BRENT',
  'ICE.DUBAI',
  'NYMEX.WTI',
  'FX.USDCNY',
  'PLATTS.PXCFR',
  'PLATTS.PTACFR',
  'PLATTS.NAPHJ',
  'PLATTS.C3CFR',
  'ICE.SG180',
  'ICE.RDAM35',
  'ARGUS.UCOFOB',
  'CNSPOT.UCO',
] as const;
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** Each product's price (its own unit) from the factors, before the curve and tick rounding. */
export function legPrices(f: FactorValues): Record<DemoProduct, number> {
  const brent = Math.exp(f.brentLog);
  const fx = f.fx;
  const sg380 = 6.35 * brent + f.crack380;
  const mf05 = sg380 + f.hi5;
  const fei = 7.5 * brent + f.feiPremium;
  const p = DEMO_LPG_PARITY;
  const parity = (fei + p.premiumFreight) * fx * (1 + p.tariff) * (1 + p.vat) + p.portFees;
  const pg = parity + f.pgSpread;
  const pxUsd = 11.3 * brent + f.pxPremium;
  const px = pxUsd * fx * PX_CNY;
  const pxCfr = pxUsd + f.pxCfrBasis;
  return {
    'SHFE.FU': (sg380 + f.fuPremium) * fx,
    'INE.LU': (mf05 + f.luPremium) * fx,
    'INE.SC': (brent + f.scPremium) * fx,
    'DCE.PG': pg,
    'ZCE.TA': 0.655 * px + f.taMargin,
    'ZCE.PX': px,
    'ZCE.PL': 1.2 * pg + f.plMargin,
    'ICE.SG380': sg380,
    'ICE.MF05': mf05,
    'NYMEX.FEI': fei,
    'ICE.BRENT': brent,
    'ICE.DUBAI': brent - f.dubaiSpread,
    'NYMEX.WTI': brent - f.wtiSpread,
    'FX.USDCNY': fx,
    'PLATTS.PXCFR': pxCfr,
    'PLATTS.PTACFR': 0.66 * pxCfr + 150 + f.ptaPlattsMargin,
    'PLATTS.NAPHJ': 8.9 * brent + f.naphthaCrack,
    'PLATTS.C3CFR': 1.2 * fei + 200 + f.pdhPlattsMargin,
    'ICE.SG180': sg380 + f.visco,
    'ICE.RDAM35': sg380 - f.eastWest,
    'ARGUS.UCOFOB': f.ucoFob,
    'CNSPOT.UCO': f.ucoFob * fx - f.ucoExportMargin,
  };
}

export const isDemoProduct = (key: string): key is DemoProduct => (DEMO_PRODUCTS as readonly string[]).includes(key);

/** The model for one seed: factor values at any instant since ANCHOR, cached by day. */
export class DemoModel {
  /** Daily values (00:00 UTC of each day since ANCHOR), per factor; grown on demand. */
  private readonly daily = new Map<FactorName, number[]>();
  private readonly bridges = new Map<string, Float64Array>();
  /** The last instants asked for (the backfill asks each instant once per product). */
  private readonly recent = new Map<number, FactorValues>();

  constructor(readonly seed: string) {
    for (const name of FACTOR_NAMES) this.daily.set(name, [FACTORS[name].mu]);
  }

  private dailyValue(name: FactorName, day: number): number {
    const path = this.daily.get(name) as number[];
    if (path.length > day) return path[day];
    const spec = FACTORS[name];
    // normals(`${seed}|${name}|daily|${d}`), the prefix hashed once.
    const prefix = hash32(`${this.seed}|${name}|daily|`);
    while (path.length <= day) {
      const d = path.length;
      const z = normalsOfHash(hash32(String(d), prefix))();
      path.push(ouStep(path[d - 1], spec, 1, z));
    }
    return path[day];
  }

  private cached(key: string, make: () => Float64Array): Float64Array {
    let b = this.bridges.get(key);
    if (!b) {
      b = make();
      // A few days of coarse and fine bridges per factor cover the live feed; the backfill walks forward in time.
      if (this.bridges.size > FACTOR_NAMES.length * 16) this.bridges.delete(this.bridges.keys().next().value as string);
      this.bridges.set(key, b);
    }
    return b;
  }

  /** The intraday wiggle at `minute` of `day`: the quarter-hour bridge plus, off the quarter hours, the fine one. */
  private wiggle(name: FactorName, day: number, minute: number): number {
    const sigma = FACTORS[name].intraday;
    const coarse = this.cached(`${name}|${day}`, () => bridge(QUARTERS, sigma, normals(`${this.seed}|${name}|intraday|${day}`)));
    const quarter = Math.floor(minute / QUARTER_MINUTES);
    const inQuarter = minute - quarter * QUARTER_MINUTES;
    const base = coarse[quarter] + (coarse[Math.min(QUARTERS, quarter + 1)] - coarse[quarter]) * (inQuarter / QUARTER_MINUTES);
    if (inQuarter === 0) return base;
    const fine = this.cached(`${name}|${day}|${quarter}`, () =>
      bridge(QUARTER_MINUTES, sigma * FINE_SCALE, normals(`${this.seed}|${name}|intraday|${day}|${quarter}`)),
    );
    return base + fine[inQuarter];
  }

  /** Factor values at `t` (epoch ms, not before ANCHOR): daily grid, bridges inside the day, linear within a minute. */
  factorsAt(t: number): FactorValues {
    const hit = this.recent.get(t);
    if (hit) return hit;
    const since = Math.max(0, t - ANCHOR);
    const day = Math.floor(since / DAY_MS);
    const inDay = since - day * DAY_MS;
    const minute = Math.floor(inDay / MINUTE_MS);
    const frac = (inDay - minute * MINUTE_MS) / MINUTE_MS;
    const out = {} as FactorValues;
    for (const name of FACTOR_NAMES) {
      const a = this.dailyValue(name, day);
      const b = this.dailyValue(name, day + 1);
      const at = (m: number) => a + (b - a) * (m / MINUTES) + (m >= MINUTES ? 0 : this.wiggle(name, day, m));
      const v0 = at(minute);
      out[name] = frac === 0 ? v0 : v0 + (at(minute + 1) - v0) * frac;
    }
    if (this.recent.size >= 256) this.recent.delete(this.recent.keys().next().value as number);
    this.recent.set(t, out);
    return out;
  }

  legsAt(t: number): Record<DemoProduct, number> {
    return legPrices(this.factorsAt(t));
  }

  private readonly noises = new Map<string, number>();

  /** A uniform draw tied to (seed, key): open-interest noise, volumes. */
  noise(key: string): number {
    let v = this.noises.get(key);
    if (v === undefined) {
      v = uniform(`${this.seed}|${key}`)();
      if (this.noises.size > 50_000) this.noises.clear();
      this.noises.set(key, v);
    }
    return v;
  }
}

/** Products whose main contracts are the 1, 5 and 9 months (Chinese practice); others roll month by month. */
const MAIN_MONTHS: Partial<Record<DemoProduct, readonly number[]>> = {
  'SHFE.FU': [1, 5, 9],
  'INE.LU': [1, 5, 9],
  'DCE.PG': [1, 5, 9],
  'ZCE.TA': [1, 5, 9],
  'ZCE.PX': [1, 5, 9],
  'ZCE.PL': [1, 5, 9],
};

/** Typical total open interest of the product's main contract, lots. */
const BASE_OI: Record<DemoProduct, number> = {
  'SHFE.FU': 400_000,
  'INE.LU': 120_000,
  'INE.SC': 40_000,
  'DCE.PG': 150_000,
  'ZCE.TA': 1_200_000,
  'ZCE.PX': 150_000,
  'ZCE.PL': 60_000,
  'ICE.SG380': 8_000,
  'ICE.MF05': 8_000,
  'NYMEX.FEI': 5_000,
  'ICE.BRENT': 600_000,
  'ICE.DUBAI': 20_000,
  'NYMEX.WTI': 500_000,
  'FX.USDCNY': 0,
  'PLATTS.PXCFR': 0,
  'PLATTS.PTACFR': 0,
  'PLATTS.NAPHJ': 0,
  'PLATTS.C3CFR': 0,
  'ICE.SG180': 6_000,
  'ICE.RDAM35': 6_000,
  'ARGUS.UCOFOB': 0,
  'CNSPOT.UCO': 0,
};

const MONTH_DAYS = 30.44;

/**
 * Open interest of a contract `monthsToExpiry` before its last trading day: builds up as the contract nears its turn
 * as main contract, then falls away in its last weeks, so the main contract (largest OI) rolls to the next main
 * month about one and a half months before expiry (Chinese products) or in the last weeks (monthly benchmarks).
 */
export function openInterestProfile(product: DemoProduct, month: number, monthsToExpiry: number): number {
  if (monthsToExpiry <= 0) return 0;
  const mains = MAIN_MONTHS[product];
  const weight = !mains || mains.includes(month) ? 1 : 0.15;
  const peak = mains ? 3.5 : 1.2;
  const width = mains ? 2 : 1;
  const shape = Math.exp(-((monthsToExpiry - peak) ** 2) / (2 * width * width));
  const fade = monthsToExpiry < 0.7 ? monthsToExpiry / 0.7 : 1;
  return BASE_OI[product] * weight * shape * fade;
}

const dayEnds = new Map<string, number>();
/** Months (fractional) from `t` to the end of `lastTradeDate` (UTC). */
export function monthsBetween(t: number, lastTradeDate: string): number {
  let end = dayEnds.get(lastTradeDate);
  if (end === undefined) {
    end = Date.parse(`${lastTradeDate}T23:59:59Z`);
    if (dayEnds.size > 10_000) dayEnds.clear();
    dayEnds.set(lastTradeDate, end);
  }
  return (end - t) / (MONTH_DAYS * DAY_MS);
}

/** A dated contract's price: the leg price less the backwardation for its time to expiry. */
export const contractPrice = (leg: number, curve: number, monthsToExpiry: number): number => leg * (1 - curve * Math.max(0, monthsToExpiry));
