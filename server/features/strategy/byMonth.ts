/**
 * A strategy for every listed month (docs/market-data/strategy.md, "By month"; issue 20: FU / LU / PG inner/outer by
 * month). The continuous lead leg (`SHFE.FU@main`) is replaced by each contract its product lists today (the listing
 * rule of the reference data), legs mapped from it follow through the reference month mapping (legs.ts: FU 2601 ->
 * SG380 2512), the other legs are read as the engine and the history read them. No second evaluator: the compiled
 * formula is evaluated by compile.ts with the rates in force on the value's trading date.
 *
 * - value: each leg's latest price, the bus's latest tick, else its latest daily bar (settle/close) within 45 days;
 *   USD/CNY as the engine takes it (fxRate.ts: the live tick while fresh, else the reference rate in force).
 * - previous: each leg's last daily bar before the value's trading date, USD/CNY the reference rate in force on the
 *   lead's bar date (as history does), so the page shows the day's change.
 * A leg without a price gives a null value for its month, not an error.
 */
import type { ByMonthData, StrategyLeg } from '../../../common/contract/strategy';
import { parseInstrument } from '../../../common/market/address';
import type { IsoDate, ReferenceData, SeriesResolver, TickBus } from '../../infra/market/ports';
import type { CalendarOf } from '../../infra/market/tradingDate';
import { type Compiled, evaluateAt } from './compile';
import { fxReferenceKey, liveFx, referenceFx } from './fxRate';
import { legInstrument, legSpec, legsTick } from './legs';
import { datingProduct, strategyTradingDate } from './tradingDate';

const DAY = 86400_000;
/** How far back a daily bar still counts as a leg's latest price (the history's daily fill limit). */
const BAR_LOOKBACK_MS = 45 * DAY;
export const BY_MONTH_DEFAULT = 12;

/**
 * The leg whose month the rows vary: the first unmapped leg on a continuous contract of a product that is not FX. A
 * strategy with an address leg has none: its rows would be live prices beside a history-only input.
 */
export function byMonthLead(reference: ReferenceData, legs: readonly StrategyLeg[]): StrategyLeg | undefined {
  if (!legsTick(legs)) return undefined;
  return legs.find((leg) => !leg.mapFrom && parseInstrument(leg.instrument)?.continuous && legSpec(reference, leg)?.kind !== 'fx');
}

export interface ByMonthDeps {
  reference: ReferenceData;
  series: SeriesResolver;
  bus: Pick<TickBus, 'latest'>;
  now: number;
  calendarOf: CalendarOf;
}

type Leg = ByMonthData['rows'][number]['legs'][number];
const barDate = (ts: number): IsoDate => new Date(ts).toISOString().slice(0, 10);

/** Rows for the first `months` listed contracts of the lead leg's product; the caller has checked access and the lead. */
export async function evaluateByMonth(
  deps: ByMonthDeps,
  strategyLegs: readonly StrategyLeg[],
  lead: StrategyLeg,
  compiled: Compiled,
  months: number,
): Promise<ByMonthData> {
  const { reference, series, bus, now, calendarOf } = deps;
  const leadRef = parseInstrument(lead.instrument);
  const dating = datingProduct(reference, strategyLegs);
  const dateAt = (ts: number) => strategyTradingDate(dating, ts, calendarOf);
  const listed = leadRef ? reference.contracts(leadRef.exchange, leadRef.code, dateAt(now)).slice(0, months) : [];
  // A leg that does not follow the lead's month (Brent in a crack) is the same instrument on every row: read it once.
  const histories = new Map<string, ReturnType<SeriesResolver['resolve']>>();
  const historyOf = (instrument: string) => {
    let read = histories.get(instrument);
    if (!read) {
      read = series.resolve(null, `md:${instrument}:close`, { interval: '1d', from: now - BAR_LOOKBACK_MS, to: now, maxPoints: 100000 });
      histories.set(instrument, read);
    }
    return read;
  };

  const rows = await Promise.all(
    listed.map(async (contract) => {
      const legs = strategyLegs.map((leg) => (leg === lead ? { ...leg, instrument: contract.instrument } : leg));
      const reads = await Promise.all(
        legs.map(async (leg) => {
          const instrument = legInstrument(reference, legs, leg) ?? leg.instrument;
          // USD/CNY: the engine's rate for the value, the reference rate for the previous day (no bars read).
          if (fxReferenceKey(instrument)) return { leg, instrument, points: [] as [number, number][], demo: false, fx: true };
          const data = await historyOf(instrument);
          return { leg, instrument, points: data.points.filter((p) => p[0] <= now), demo: data.demo, fx: false };
        }),
      );
      // Latest prices of the price legs first: the lead's time dates the value (its rates, the live FX's session).
      const latest = new Map<string, Leg>();
      for (const r of reads) {
        if (r.fx) continue;
        const tick = bus.latest(r.instrument);
        const bar = r.points.at(-1);
        latest.set(
          r.leg.alias,
          tick
            ? { alias: r.leg.alias, instrument: r.instrument, price: tick.last, ts: tick.ts, demo: tick.demo }
            : { alias: r.leg.alias, instrument: r.instrument, price: bar?.[1] ?? null, ts: bar?.[0] ?? null, demo: bar ? r.demo : false },
        );
      }
      const leadLatest = latest.get(lead.alias);
      const fromTick = leadLatest?.ts != null && bus.latest(leadLatest.instrument)?.ts === leadLatest.ts;
      const valueDate = leadLatest?.ts == null ? dateAt(now) : fromTick ? dateAt(leadLatest.ts) : barDate(leadLatest.ts);
      for (const r of reads) {
        if (!r.fx) continue;
        const rate = liveFx(reference, r.leg.alias, r.instrument, bus.latest(r.instrument), now, valueDate, calendarOf);
        if (rate) latest.set(r.leg.alias, { alias: r.leg.alias, instrument: r.instrument, price: rate.value, ts: rate.ts, demo: rate.demo });
      }
      const rowLegs = legs.map((leg) => latest.get(leg.alias) ?? { alias: leg.alias, instrument: leg.instrument, price: null, ts: null, demo: false });
      const value = evaluate(reference, compiled, rowLegs, valueDate);

      // The previous trading day: each price leg's last daily bar before the value's date.
      const before = Date.parse(`${valueDate}T00:00:00Z`);
      const prevBars = new Map(reads.filter((r) => !r.fx).map((r) => [r.leg.alias, r.points.filter((p) => p[0] < before).at(-1)]));
      const leadBar = prevBars.get(lead.alias);
      let previous: number | null = null;
      if (leadBar) {
        const prevDate = barDate(leadBar[0]);
        const prevLegs = reads.map((r) => {
          const key = fxReferenceKey(r.instrument);
          if (r.fx && key) return { price: referenceFx(reference, r.leg.alias, r.instrument, key, prevDate).value, alias: r.leg.alias };
          return { price: prevBars.get(r.leg.alias)?.[1] ?? null, alias: r.leg.alias };
        });
        previous = evaluate(reference, compiled, prevLegs, prevDate);
      }
      return { month: contract.month, legs: rowLegs, value, previous };
    }),
  );
  return { unit: compiled.unit, demo: rows.some((r) => r.legs.some((l) => l.demo)), asOf: now, rows };
}

/** The compiled formula over the legs' prices; null when one is missing (or the formula has no value there). */
function evaluate(reference: ReferenceData, compiled: Compiled, legs: readonly { alias: string; price: number | null }[], date: IsoDate): number | null {
  if (legs.some((l) => l.price === null)) return null;
  const prices = new Map(legs.map((l) => [l.alias, l.price ?? undefined]));
  return evaluateAt(reference, compiled, (a) => prices.get(a), date);
}
