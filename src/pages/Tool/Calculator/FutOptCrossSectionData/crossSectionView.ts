/**
 * The cross-section's chart and table shapes from the server's chain (IVs, smile, ATM IV and risk reversal are the
 * server's, computed with common/domain/optionSmile.ts): volatilities as percent, strikes as categories for the
 * open-interest bars, dates as chart times.
 */
import type { OptionExpiry, SkewPoint } from '@common/contract/futOptCrossSectionData';

type Point = [number, number | null];

const pct = (v: number | null) => (v === null ? null : v * 100);

/** One smile line per expiry: IV (%) by strike, out-of-the-money options only. */
export const smileLines = (expiries: readonly OptionExpiry[]) =>
  expiries.map((x) => ({ name: `${x.underlying} · ${x.expiry}`, points: x.smile.map((p): Point => [p.strike, pct(p.iv)]) }));

/** ATM IV (%) by calendar days to expiry. */
export const termPoints = (expiries: readonly OptionExpiry[]): Point[] => expiries.map((x) => [x.days, pct(x.atmIv)]);

export type FlowMeasure = 'oi' | 'volume';

/** Calls' and puts' open interest (or volume) by strike, on the strikes as categories (ascending). */
export function flowsByStrike(expiry: OptionExpiry, measure: FlowMeasure): { strikes: string[]; calls: Point[]; puts: Point[] } {
  const strikes = [...new Set(expiry.rows.map((r) => r.strike))].sort((a, b) => a - b);
  const at = (right: 'call' | 'put') => strikes.map((k, i): Point => [i, expiry.rows.find((r) => r.strike === k && r.right === right)?.[measure] ?? null]);
  return { strikes: strikes.map(String), calls: at('call'), puts: at('put') };
}

/** Put/call ratio of an expiry's open interest (or volume); null without calls. */
export function putCallRatio(expiry: OptionExpiry, measure: FlowMeasure): number | null {
  let calls = 0;
  let puts = 0;
  for (const r of expiry.rows) {
    if (r.right === 'call') calls += r[measure];
    else puts += r[measure];
  }
  return calls > 0 ? puts / calls : null;
}

const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The risk reversal and the ATM IV (%) over time. */
export const skewLines = (points: readonly SkewPoint[]) => ({
  rr25: points.map((p): Point => [timeOf(p.date), pct(p.rr25)]),
  atm: points.map((p): Point => [timeOf(p.date), pct(p.atmIv)]),
});
