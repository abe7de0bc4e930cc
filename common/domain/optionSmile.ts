/**
 * The cross-section of an option chain (issue 21, the options page): which option stands for each strike, the
 * at-the-money volatility and the 25-delta risk reversal.
 *
 * - Out-of-the-money selection as the Cboe VIX method selects its strikes (Cboe, "VIX White Paper", 2019, step 1):
 *   K0 is the strike immediately at or below the forward F; puts are used below K0, calls above it, and at K0 the
 *   average of the put and the call. (Cboe also stops after two consecutive zero bids; a settlement file has no
 *   bids, so an option without a value is simply skipped here.)
 * - The at-the-money volatility: the smile (volatility by strike) interpolated linearly in strike at the forward;
 *   null when the forward lies outside the quoted strikes (no extrapolation).
 * - The 25-delta risk reversal, the usual skew measure (e.g. Clark, Foreign Exchange Option Pricing, 2011, 3.7.2):
 *   RR25 = IV(25-delta call) - IV(25-delta put), each volatility interpolated linearly in delta among the calls
 *   (delta 0.25) and the puts (delta -0.25); null when the quoted deltas do not bracket it.
 */

export type OtmSide = 'put' | 'call' | 'atm';

/** One strike of a chain: the call's and the put's value (a price or a volatility), null when not quoted. */
export interface StrikePair {
  strike: number;
  call: number | null;
  put: number | null;
}

export interface OtmPoint {
  strike: number;
  side: OtmSide;
  value: number;
}

/** The out-of-the-money value at each strike, ascending (Cboe's selection around K0). */
export function otmSelection(pairs: readonly StrikePair[], forward: number): OtmPoint[] {
  const sorted = [...pairs].sort((a, b) => a.strike - b.strike);
  const below = sorted.filter((p) => p.strike <= forward);
  const k0 = below.length > 0 ? below[below.length - 1].strike : null;
  const out: OtmPoint[] = [];
  for (const p of sorted) {
    if (k0 !== null && p.strike === k0) {
      const both = [p.put, p.call].filter((v): v is number => v !== null && Number.isFinite(v));
      if (both.length > 0) out.push({ strike: p.strike, side: 'atm', value: both.reduce((s, v) => s + v, 0) / both.length });
    } else if (k0 !== null && p.strike < k0) {
      if (p.put !== null && Number.isFinite(p.put)) out.push({ strike: p.strike, side: 'put', value: p.put });
    } else if (p.call !== null && Number.isFinite(p.call)) {
      out.push({ strike: p.strike, side: 'call', value: p.call });
    }
  }
  return out;
}

/** Linear interpolation of y at x over points sorted by x; null outside [first x, last x]. */
function linearAt(points: readonly { x: number; y: number }[], x: number): number | null {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  if (sorted.length === 0 || x < sorted[0].x || x > sorted[sorted.length - 1].x) return null;
  for (let i = 0; i < sorted.length; i += 1) {
    const b = sorted[i];
    if (b.x === x) return b.y;
    if (b.x > x) {
      const a = sorted[i - 1];
      return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    }
  }
  return null;
}

/** The smile's volatility at the forward, linear in strike; null outside the quoted strikes. */
export function atmVol(smile: readonly { strike: number; iv: number }[], forward: number): number | null {
  return linearAt(
    smile.map((p) => ({ x: p.strike, y: p.iv })),
    forward,
  );
}

export interface DeltaVol {
  /** The option's delta: positive for calls, negative for puts. */
  delta: number;
  iv: number;
}

export interface RiskReversal {
  /** IV of the 25-delta call. */
  call: number;
  /** IV of the 25-delta put (delta -0.25). */
  put: number;
  /** call - put. */
  rr: number;
}

/** The 25-delta risk reversal from the calls' and the puts' (delta, IV); null when 0.25 / -0.25 is not bracketed. */
export function riskReversal25(calls: readonly DeltaVol[], puts: readonly DeltaVol[], target = 0.25): RiskReversal | null {
  const call = linearAt(
    calls.map((c) => ({ x: c.delta, y: c.iv })),
    target,
  );
  const put = linearAt(
    puts.map((p) => ({ x: p.delta, y: p.iv })),
    -target,
  );
  if (call === null || put === null) return null;
  return { call, put, rr: call - put };
}
