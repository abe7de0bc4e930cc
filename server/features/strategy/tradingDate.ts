/**
 * The trading date of a strategy's value (docs/market-data/strategy.md, "Trading date"): the trading date of its first
 * price leg's product (server/infra/market/tradingDate.ts, the one rule; FX legs only fill in, as in the history's
 * timeline). A strategy declares no calendar of its own, and its first leg is the product it is quoted against on
 * the desk (FU in FU - SG380, Brent in Brent - WTI), so an FU spread tick on Friday 21:30 Shanghai lands in Monday's
 * bar like FU's own, and a Brent-WTI tick on Friday evening in London in Friday's. Rates (VAT, USD/CNY, ...) are
 * picked by the same date: a Friday-night minute before a Monday tax change gets Monday's rate, as the exchange books
 * it. A strategy whose legs all resolve to no product keeps the desk's China date (compile.ts `dateOf`).
 */
import type { StrategyLeg } from '../../../common/contract/strategy';
import type { IsoDate, ProductSpec, ReferenceData } from '../../infra/market/ports';
import { type CalendarOf, tradingDateOfInstant } from '../../infra/market/tradingDate';
import { dateOf } from './compile';
import { legSpec } from './legs';

/** The product whose sessions date the strategy: the first leg that is not FX, else the first leg. */
export function datingProduct(reference: ReferenceData, legs: readonly StrategyLeg[]): ProductSpec | undefined {
  const specs = legs.map((leg) => legSpec(reference, leg)).filter((s): s is ProductSpec => s !== undefined);
  return specs.find((s) => s.kind !== 'fx') ?? specs[0];
}

/** `YYYY-MM-DD`: the trading date of instant `ts` for a strategy dated by `spec` (its `datingProduct`). */
export function strategyTradingDate(spec: ProductSpec | undefined, ts: number, calendarOf: CalendarOf): IsoDate {
  return spec ? tradingDateOfInstant(spec, ts, calendarOf(spec)) : dateOf(ts);
}
