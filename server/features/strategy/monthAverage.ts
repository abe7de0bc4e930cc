/**
 * A strategy's balance-month averages (docs/market-data/strategy.md, "Balance-month averages"): each leg's daily
 * closes of the month read through the series resolver (as the history reads them: `@main` legs and imported series
 * alike), its pricing days from the reference's pricing calendar of its product (ICE's Singapore-assessed swaps price
 * on Platts Singapore days, the rest on their exchange's), averaged by common/domain/monthAverage.ts, and the formula
 * evaluated by the engine's own evaluator (compile.ts `evaluateAt`) with the rates in force on each date. An FX leg
 * with a dated reference rate reads that rate on each pricing day, as the history does (fxRate.ts); an address leg
 * (legs.ts) reads its series and prices every weekday.
 */
import type { MonthAverageLeg } from '../../../common/contract/strategy';
import { pricingCalendarOf } from '../../../common/domain/exchangeCalendars';
import { balanceMonth, lastDayOfMonth } from '../../../common/domain/monthAverage';
import { TradingCalendar } from '../../../common/domain/tradingCalendar';
import type { IsoDate, ReferenceData, SeriesResolver } from '../../infra/market/ports';
import { type Compiled, evaluateAt } from './compile';
import { legInstrument, legSeries, legSpec } from './legs';

const DAY = 86400_000;
/** Every weekday prices: a leg without a product calendar (FX, undated instruments). */
const EVERY_WEEKDAY = new TradingCalendar();

export interface MonthAverageResult {
  legs: MonthAverageLeg[];
  value: number | null;
  commonDays: string[];
  commonDaysAverage: number | null;
  demo: boolean;
}

/** `month` `YYYY-MM`, averaged up to `asOf` (inclusive; the caller bounds it to the month). */
export async function monthAverageOf(reference: ReferenceData, series: SeriesResolver, c: Compiled, month: string, asOf: IsoDate): Promise<MonthAverageResult> {
  const from = Date.parse(`${month}-01T00:00:00Z`);
  const to = Date.parse(`${lastDayOfMonth(month)}T00:00:00Z`) + DAY - 1;
  let demo = false;
  const inputs = await Promise.all(
    c.legs.map(async (leg) => {
      const instrument = legInstrument(reference, c.legs, leg) ?? leg.instrument;
      const read = legSeries(reference, c.legs, leg);
      const spec = legSpec(reference, leg);
      const calendar = spec ? pricingCalendarOf(spec.exchange, spec.code) : null;
      const pricingDays = (spec ? reference.pricingCalendar(spec.exchange, spec.code) : EVERY_WEEKDAY).daysOf(month);
      const values = new Map<string, number>();
      // A `ref:` leg and USD/CNY beside a price leg: the rate in force on each pricing day, as the history reads them.
      const key = read?.kind === 'rate' ? read.key : undefined;
      if (key) {
        for (const day of pricingDays) {
          const rate = day <= asOf ? reference.rateAsOf(key, day) : undefined;
          if (rate) values.set(day, rate.value);
        }
      } else {
        const address = read?.kind === 'series' ? read.address : `md:${instrument}:close`;
        const data = await series.resolve(null, address, { from, to, interval: '1d', maxPoints: 100000 });
        // A daily bar's time is its trading date at 00:00 UTC.
        for (const [ts, v] of data.points) values.set(new Date(ts).toISOString().slice(0, 10), v);
        demo ||= data.demo;
      }
      return { alias: leg.alias, instrument, calendar, pricingDays, values };
    }),
  );
  const rateDate = asOf < lastDayOfMonth(month) ? asOf : lastDayOfMonth(month);
  const m = balanceMonth(inputs, asOf, rateDate, (prices, date) => evaluateAt(reference, c, (a) => prices[a], date));
  return {
    legs: m.legs.map((l, i) => ({
      alias: l.alias,
      instrument: inputs[i].instrument,
      calendar: inputs[i].calendar,
      pricingDays: l.pricingDays,
      priced: l.priced,
      missing: l.missing,
      average: l.average,
      left: l.left,
    })),
    value: m.value,
    commonDays: m.commonDays,
    commonDaysAverage: m.commonDaysAverage,
    demo,
  };
}
