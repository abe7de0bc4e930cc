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

/** What the rule reads of a daily bar. */
export type OiBar = Pick<Bar, 'instrument' | 'ts' | 'oi'>;

type Held = { instrument: string; month: string } | null;

/** The rule's state between two days: the path so far (its first `pathLength` days), the held contract, the last day's open interest. */
interface RollPoint {
  pathLength: number;
  held: Held;
  previousOi: ReadonlyMap<string, number>;
}

/**
 * The rule run over a product's daily bars up to `lastDay`, kept so it can be continued with later bars instead of run
 * again from the first day: `before` is the state before `lastDay`'s bars were read, where a continuation starts
 * (the last day may still be written: today's daily bars are rewritten while the session trades). Never mutated.
 */
export interface MainRoll {
  path: MainPath;
  lastDay: number | null;
  before: RollPoint;
}

const START: RollPoint = { pathLength: 0, held: null, previousOi: new Map() };

/** The candidate with the largest weight, never an earlier month than the one held; ties keep the held one, then the nearer month. */
function choose(candidates: readonly string[], weights: ReadonlyMap<string, number>, held: Held, monthOf: (instrument: string) => string | null) {
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
}

/**
 * Continues `roll` (null: from nothing) with `bars`, which must hold every daily bar of the product from the roll's
 * last day on (all bars from nothing): that day is read again, from the state before it. Bars before it are ignored.
 * The result is exactly the rule run over all bars at once (tests/market/mainContract.test.ts).
 */
export function continueMainRoll(roll: MainRoll | null, bars: readonly OiBar[], readMonth: (instrument: string) => string | null): MainRoll {
  // Each contract's month read once, not once per day it trades.
  const months = new Map<string, string | null>();
  const monthOf = (instrument: string): string | null => {
    let month = months.get(instrument);
    if (month === undefined) {
      month = readMonth(instrument);
      months.set(instrument, month);
    }
    return month;
  };
  const start = roll?.lastDay != null ? roll.before : START;
  const first = roll?.lastDay ?? Number.NEGATIVE_INFINITY;
  const byDay = new Map<number, OiBar[]>();
  for (const b of bars) {
    if (b.ts < first) continue;
    const list = byDay.get(b.ts);
    if (list) list.push(b);
    else byDay.set(b.ts, [b]);
  }
  if (roll && byDay.size === 0) return roll;
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const path: MainDay[] = roll ? roll.path.days.slice(0, start.pathLength) : [];
  let held = start.held;
  let previousOi = start.previousOi;
  let before = start;
  for (const day of days) {
    before = { pathLength: path.length, held, previousOi };
    const today = byDay.get(day) ?? [];
    const oiToday = new Map(today.map((b) => [b.instrument, b.oi ?? 0]));
    // First day: no previous day, so the day's own open interest decides.
    const best = choose(
      today.map((b) => b.instrument),
      path.length === 0 ? oiToday : previousOi,
      held,
      monthOf,
    );
    if (best) {
      held = { instrument: best.instrument, month: best.month };
      path.push({ ts: day, instrument: best.instrument, month: best.month });
    }
    previousOi = oiToday;
  }
  const next = choose([...previousOi.keys()], previousOi, held, monthOf);
  return {
    path: { days: path, next: next ? { instrument: next.instrument, month: next.month } : null },
    lastDay: days.length ? days[days.length - 1] : null,
    before,
  };
}

/** `bars`: daily bars of every contract of one product; `monthOf` reads a contract's month (`YYYY-MM`). */
export function mainContractPath(bars: readonly OiBar[], monthOf: (instrument: string) => string | null): MainPath {
  return continueMainRoll(null, bars, monthOf).path;
}
