/**
 * The demo feed's ticks at one instant: every simulated product the caller serves, inside its trading sessions
 * (unless always open), every listed contract (reference.contracts) or the undated instrument, on the tick grid,
 * with open interest from the roll profile. Every tick `demo: true`, feed 'demo'.
 */
import type { Tick } from '../../../../common/contract/marketData';
import { isInSession, localTime } from '../../../../common/domain/sessions';
import { roundToTick } from '../../../../common/domain/tickGrid';
import { parseInstrument } from '../../../../common/market/address';
import type { ContractInfo, ProductSpec, ReferenceData } from '../../../infra/market/ports';
import { contractPrice, DAY_MS, type DemoModel, type DemoProduct, isDemoProduct, monthsBetween, openInterestProfile } from './model';

export interface DemoTickOptions {
  /** Ignore trading sessions (DEMO_FEED_ALWAYS_OPEN, tests and e2e). */
  alwaysOpen: boolean;
  /** Whether the demo feed serves a product now (its assignment). */
  serves: (productKey: string) => boolean;
}

export const productKeyOfSpec = (p: Pick<ProductSpec, 'exchange' | 'code'>): string => `${p.exchange}.${p.code}`;

/** Calendar month (1-12) of a contract, parsed once per instrument (the backfill asks millions of times). */
const monthCache = new Map<string, number>();
function contractMonth(instrument: string): number {
  let m = monthCache.get(instrument);
  if (m === undefined) {
    m = Number(parseInstrument(instrument)?.month?.slice(5, 7) ?? 0);
    if (monthCache.size > 20_000) monthCache.clear();
    monthCache.set(instrument, m);
  }
  return m;
}

/** A contract's open interest on `t`'s day: the roll profile with a little day-to-day noise. */
export function contractOpenInterest(model: DemoModel, product: DemoProduct, contract: ContractInfo, t: number): number {
  const day = Math.floor(t / DAY_MS);
  const profile = openInterestProfile(product, contractMonth(contract.instrument), monthsBetween(t, contract.lastTradeDate));
  return Math.round(profile * (0.95 + 0.1 * model.noise(`oi|${contract.instrument}|${day}`)));
}

/** The prices of a product's instruments at `t`: listed contracts (not past their last day), or the undated one. */
export function instrumentPrices(
  model: DemoModel,
  product: ProductSpec,
  /** The product's listed contracts that day (reference.contracts); none for an undated instrument. */
  contracts: readonly ContractInfo[],
  t: number,
  legs = model.legsAt(t),
  curve = model.factorsAt(t).curve,
): { instrument: string; price: number; oi: number | null }[] {
  const key = productKeyOfSpec(product);
  if (!isDemoProduct(key)) return [];
  const leg = legs[key];
  if (contracts.length === 0) return [{ instrument: key, price: roundToTick(leg, product.tick), oi: null }];
  const out: { instrument: string; price: number; oi: number | null }[] = [];
  for (const c of contracts) {
    const months = monthsBetween(t, c.lastTradeDate);
    if (months <= 0) continue;
    out.push({ instrument: c.instrument, price: roundToTick(contractPrice(leg, curve, months), product.tick), oi: contractOpenInterest(model, key, c, t) });
  }
  return out;
}

/**
 * In session on the exchange's calendar (no ticks on its holidays, as the back-fill has no bars on them); a product
 * with malformed sessions or time zone counts as closed instead of stopping every product.
 */
function openAt(product: ProductSpec, t: number, reference: ReferenceData): boolean {
  try {
    return isInSession(product.sessions, product.timeZone, t, reference.tradingCalendar(product.exchange));
  } catch {
    return false;
  }
}

export function demoTicks(model: DemoModel, reference: ReferenceData, t: number, opts: DemoTickOptions): Tick[] {
  const ticks: Tick[] = [];
  const factors = model.factorsAt(t);
  const legs = model.legsAt(t);
  for (const product of reference.products()) {
    const key = productKeyOfSpec(product);
    if (!isDemoProduct(key) || !opts.serves(key)) continue;
    if (!opts.alwaysOpen && !openAt(product, t, reference)) continue;
    const local = localTime(t, product.timeZone);
    const minuteShare = local.minute / 1440;
    for (const { instrument, price, oi } of instrumentPrices(
      model,
      product,
      reference.contracts(product.exchange, product.code, local.date),
      t,
      legs,
      factors.curve,
    )) {
      ticks.push({
        instrument,
        ts: t,
        last: price,
        bid: roundToTick(price - product.tick, product.tick),
        ask: roundToTick(price + product.tick, product.tick),
        // Rough day volume: about 40 % of open interest traded over a day, accumulated through it.
        volume: oi === null ? null : Math.round(oi * 0.4 * minuteShare),
        oi,
        demo: true,
        feed: 'demo',
      });
    }
  }
  return ticks;
}
