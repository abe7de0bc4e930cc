/**
 * The investment clock page's numbers (docs/analytics/calculators.md, "Investment clock") over
 * common/domain/investmentClock.ts: both indicators are put on one calendar first (each month's or quarter's last
 * value, dated on the period's last day, so a monthly PMI dated the 1st meets a CPI dated the 31st), then each one's
 * direction (one-sided HP trend step or against its moving average: data up to each period only) gives the phase per
 * period, and each asset's mean return per phase runs from one period end to the next, counted for the phase known
 * at its start: that of the period `lag` periods earlier, whose indicators have been published by then (issue 18:
 * no look-ahead).
 */
import { clockPhases, phaseAverageReturns, type ClockPhase, type ClockPoint, type PhaseReturn } from '@common/domain/investmentClock';

export type Period = 'month' | 'quarter';
/** HP smoothing by data frequency (Ravn-Uhlig: 1600 quarterly, 129600 monthly). */
export const PERIOD_LAMBDA: Record<Period, number> = { month: 129_600, quarter: 1600 };
/** The moving-average window offered by default: a year of periods. */
export const PERIOD_WINDOW: Record<Period, number> = { month: 12, quarter: 4 };
/**
 * Periods between a period's end and its indicators' publication, offered by default: one. A month's CPI and PMI
 * are published within the next month, a quarter's GDP within the next quarter (China's NBS: CPI/PPI about the
 * 10th, GDP about the 17th day after the period; US BEA's advance GDP about four weeks after the quarter).
 */
export const DEFAULT_LAG = 1;

export interface ClockSettings {
  period: Period;
  method: 'hp' | 'ma';
  lambda: number;
  window: number;
  /** Publication lag in periods (DEFAULT_LAG). */
  lag: number;
}

/** The last day (00:00 UTC) of the month or quarter holding `ts`. */
export function periodEnd(ts: number, period: Period): number {
  const d = new Date(ts);
  const month = period === 'month' ? d.getUTCMonth() : Math.floor(d.getUTCMonth() / 3) * 3 + 2;
  return Date.UTC(d.getUTCFullYear(), month + 1, 0);
}

/** One value per period: the period's last observation, dated on the period's last day; ascending. */
export function toPeriods(points: readonly (readonly [number, number])[], period: Period): [number, number][] {
  const last = new Map<number, [number, number]>();
  for (const [ts, v] of points) {
    if (!Number.isFinite(v)) continue;
    const end = periodEnd(ts, period);
    const seen = last.get(end);
    if (!seen || ts >= seen[0]) last.set(end, [ts, v]);
  }
  return [...last.entries()].sort((a, b) => a[0] - b[0]).map(([end, [, v]]) => [end, v]);
}

export interface PhaseRun {
  phase: ClockPhase;
  from: number;
  to: number;
  periods: number;
}

export interface ClockView {
  points: ClockPoint<number>[];
  /** The latest period with a phase. */
  today: ClockPoint<number> | null;
  /** Consecutive periods of one phase, oldest first. */
  runs: PhaseRun[];
}

export function clockView(growth: readonly (readonly [number, number])[], inflation: readonly (readonly [number, number])[], s: ClockSettings): ClockView {
  const points = clockPhases(toPeriods(growth, s.period), toPeriods(inflation, s.period), { method: s.method, lambda: s.lambda, window: s.window });
  const runs: PhaseRun[] = [];
  for (const p of points) {
    if (!p.phase) continue;
    const run = runs.at(-1);
    if (run && run.phase === p.phase) {
      run.to = p.time;
      run.periods += 1;
    } else runs.push({ phase: p.phase, from: p.time, to: p.time, periods: 1 });
  }
  const today = [...points].reverse().find((p) => p.phase !== null) ?? null;
  return { points, today, runs };
}

/** Each asset's mean period return in each phase known at the period's start (as-of prices at the period ends). */
export const phaseReturns = (
  points: readonly ClockPoint<number>[],
  assets: readonly { name: string; points: readonly (readonly [number, number])[] }[],
  lag = DEFAULT_LAG,
): PhaseReturn[] => phaseAverageReturns(points, assets, { lag });
