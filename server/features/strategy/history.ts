/**
 * A strategy over history: each leg's series read through the series resolver (so continuous `@main` legs and
 * imported series work as on every chart), aligned as of each time, evaluated with the rates in force on each
 * bar's date (docs/market-data/strategy.md, "History").
 *
 * Alignment: the timeline is the union of the price legs' bar times (FX legs only fill in); at each time every leg
 * takes its latest value at or before it, if not older than the fill limit (1d: 45 days, so a monthly FX series
 * fills its month; 1m: 24 hours). Times before every leg has a value give no point.
 *
 * Rates are those in force on each point's trading date (tradingDate.ts: the first price leg's product): a daily bar's
 * time is its trading date already; a minute's is the exchange's trading date of that minute, so a Friday-night minute
 * before a Monday VAT change gets Monday's VAT, as the exchange books the night session.
 *
 * USD/CNY (an FX leg with a reference key, fxRate.ts) is the reference rate in force on each point's trading date,
 * never the stored FX bars (the live feed's) nor a live rate: no look-ahead, the rate known on that date. A strategy of
 * FX legs only has no other timeline and reads its FX series as before.
 *
 * Address legs (issue 22, legs.ts): a `ref:` leg is read like a formula rate, the value in force on each point's date
 * (it fills in, as FX legs do); any other address is read through the resolver like a price leg and joins the timeline.
 */
import type { Interval } from '../../../common/contract/marketData';
import { alignAsOf } from '../../../common/domain/seriesTransforms';
import type { ReferenceData, SeriesResolver } from '../../infra/market/ports';
import { type CalendarOf, calendarOfReference } from '../../infra/market/tradingDate';
import { type Compiled, evaluateAt } from './compile';
import { legSeries, legSpec } from './legs';
import { datingProduct, strategyTradingDate } from './tradingDate';

const FILL_LIMIT_MS: Record<Interval, number> = { '1d': 45 * 86400_000, '1m': 86400_000 };

export interface HistoryQuery {
  from: number;
  to: number;
  interval: Interval;
}

export interface HistoryResult {
  points: [number, number][];
  demo: boolean;
}

export async function evaluateHistory(
  reference: ReferenceData,
  series: SeriesResolver,
  c: Compiled,
  q: HistoryQuery,
  calendarOf?: CalendarOf,
): Promise<HistoryResult> {
  const dating = datingProduct(reference, c.legs);
  const dateOfPoint = (t: number) =>
    q.interval === '1d' ? new Date(t).toISOString().slice(0, 10) : strategyTradingDate(dating, t, calendarOf ?? calendarOfReference(() => reference));
  const referenceKeys = new Map<string, string>();
  const legs = await Promise.all(
    c.legs.map(async (leg) => {
      const read = legSeries(reference, c.legs, leg);
      if (!read) return { alias: leg.alias, fx: false, points: [] as [number, number][], demo: false };
      // Read as a rate in force on each date: `ref:` legs, and USD/CNY beside a price leg (legSeries).
      if (read.kind === 'rate') {
        referenceKeys.set(leg.alias, read.key);
        return { alias: leg.alias, fx: true, points: [] as [number, number][], demo: false };
      }
      const data = await series.resolve(null, read.address, { from: q.from, to: q.to, interval: q.interval, maxPoints: 100000 });
      return { alias: leg.alias, fx: legSpec(reference, leg)?.kind === 'fx', points: data.points, demo: data.demo };
    }),
  );
  // The one alignment of inputs (common/domain/seriesTransforms.ts, shared with data set formulas): price legs drive
  // the timeline, FX legs fill in; rate legs have no points and read the rate in force below.
  const limit = FILL_LIMIT_MS[q.interval];
  const aligned = alignAsOf(legs.map((l) => ({ points: l.points, drives: !l.fx, fillLimit: limit })));
  const out: [number, number][] = [];
  for (const [k, t] of aligned.times.entries()) {
    const prices: Record<string, number | undefined> = {};
    const date = dateOfPoint(t);
    for (const [i, leg] of legs.entries()) {
      const key = referenceKeys.get(leg.alias);
      prices[leg.alias] = key ? reference.rateAsOf(key, date)?.value : aligned.values[i][k];
    }
    const v = evaluateAt(reference, c, (a) => prices[a], date);
    if (v !== null) out.push([t, v]);
  }
  return { points: out, demo: legs.some((l) => l.demo) };
}
