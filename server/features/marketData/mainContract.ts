/**
 * The continuous main contract (`md:<EX>.<CODE>@main`): on each trading day, the contract with the largest open
 * interest on the previous trading day's daily bars, never rolling back to an earlier month. Prices are the main
 * contract's own, unadjusted: a roll shows as a jump (no back-adjustment), as Chinese exchanges' main series do.
 *
 * Details of the rule (docs/market-data/marketData.md): only contracts with a bar on the day are candidates; a
 * contract without open interest on the previous day counts as 0; ties go to the nearer month (the one already held
 * wins); on the first day of the history there is no previous day, so that day's own open interest decides.
 */
import type { Bar } from '../../../common/contract/marketData';

export interface MainDay {
  /** Daily bar time (00:00 UTC of the trading date). */
  ts: number;
  instrument: string;
  /** `YYYY-MM` of the held contract. */
  month: string;
}

export interface MainPath {
  days: MainDay[];
  /** The contract held on the trading days after the last daily bar (today's minute bars): by the last day's open interest. */
  next: { instrument: string; month: string } | null;
}

/** `bars`: daily bars of every contract of one product; `monthOf` reads a contract's month (`YYYY-MM`). */
export function mainContractPath(bars: readonly Bar[], monthOf: (instrument: string) => string | null): MainPath {
  const byDay = new Map<number, Bar[]>();
  for (const b of bars) {
    const list = byDay.get(b.ts);
    if (list) list.push(b);
    else byDay.set(b.ts, [b]);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const path: MainDay[] = [];
  let held: { instrument: string; month: string } | null = null;
  /** The candidate with the largest weight, never an earlier month than the one held; ties keep the held one, then the nearer month. */
  const choose = (candidates: readonly string[], weights: Map<string, number>) => {
    let best: { instrument: string; month: string; oi: number } | null = null;
    for (const instrument of candidates) {
      const month = monthOf(instrument);
      if (!month) continue;
      if (held && month < held.month) continue; // never roll back to an earlier month
      const oi = weights.get(instrument) ?? 0;
      const better =
        !best || oi > best.oi || (oi === best.oi && (instrument === held?.instrument || (best.instrument !== held?.instrument && month < best.month)));
      if (better) best = { instrument, month, oi };
    }
    return best;
  };
  let previousOi = new Map<string, number>();
  for (const day of days) {
    const today = byDay.get(day) ?? [];
    const oiToday = new Map(today.map((b) => [b.instrument, b.oi ?? 0]));
    // First day: no previous day, so the day's own open interest decides.
    const best = choose(
      today.map((b) => b.instrument),
      path.length === 0 ? oiToday : previousOi,
    );
    if (best) {
      held = { instrument: best.instrument, month: best.month };
      path.push({ ts: day, instrument: best.instrument, month: best.month });
    }
    previousOi = oiToday;
  }
  const next = choose([...previousOi.keys()], previousOi);
  return { days: path, next: next ? { instrument: next.instrument, month: next.month } : null };
}
