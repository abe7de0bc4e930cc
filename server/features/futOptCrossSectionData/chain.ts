/**
 * One expiry's chain turned into what the page draws: the Barone-Adesi-Whaley implied volatility of each settlement
 * (Chinese commodity options are American; common/domain/impliedVol.ts), its delta at that volatility (Black-76,
 * the usual quoting delta), the Cboe out-of-the-money smile, the ATM volatility at the futures price and the 25-delta
 * risk reversal (common/domain/optionSmile.ts). Time to expiry in calendar days / 365, as the exchanges quote it.
 */
import type { OptionChainRow, OptionExpiry } from '../../../common/contract/futOptCrossSectionData';
import { black76, type OptionRight } from '../../../common/domain/black76';
import { impliedVol } from '../../../common/domain/impliedVol';
import { atmVol, otmSelection, riskReversal25, type StrikePair } from '../../../common/domain/optionSmile';

/** One expiry's settlements as stored or simulated. */
export interface RawChain {
  underlying: string;
  expiry: string;
  futuresPrice: number;
  rows: { strike: number; right: OptionRight; settle: number; volume: number; oi: number }[];
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** IVs, deltas, the smile, ATM IV and RR25 of one expiry on `date`. */
export function expiryOf(chain: RawChain, date: string, r: number): OptionExpiry {
  const days = daysBetween(date, chain.expiry);
  const T = Math.max(days, 1) / 365;
  const F = chain.futuresPrice;
  const rows: OptionChainRow[] = [...chain.rows]
    .sort((a, b) => a.strike - b.strike || a.right.localeCompare(b.right))
    .map((row) => {
      const iv = impliedVol('baw', { right: row.right, F, K: row.strike, T, r }, row.settle);
      const delta = iv === null ? null : black76({ right: row.right, F, K: row.strike, T, r, sigma: iv }).delta;
      return { ...row, iv, delta };
    });
  const pairs = new Map<number, StrikePair>();
  for (const row of rows) {
    const pair = pairs.get(row.strike) ?? { strike: row.strike, call: null, put: null };
    pair[row.right] = row.iv;
    pairs.set(row.strike, pair);
  }
  const smile = otmSelection([...pairs.values()], F).map((p) => ({ strike: p.strike, side: p.side, iv: p.value }));
  const withDelta = (right: OptionRight) =>
    rows.filter((x) => x.right === right && x.iv !== null && x.delta !== null).map((x) => ({ delta: x.delta as number, iv: x.iv as number }));
  const rr = riskReversal25(withDelta('call'), withDelta('put'));
  return {
    underlying: chain.underlying,
    expiry: chain.expiry,
    days,
    futuresPrice: F,
    atmIv: atmVol(
      smile.map((p) => ({ strike: p.strike, iv: p.iv })),
      F,
    ),
    rr25: rr ? rr.rr : null,
    smile,
    rows,
  };
}
