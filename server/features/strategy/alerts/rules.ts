/**
 * When an alert fires (docs/market-data/strategy.md, "Alerts and hysteresis"). Each value falls in a zone:
 * `outside` (the alert condition holds), `inside` (back by at least the margin) or `between` (the margin band).
 * An armed rule fires on the first `outside` value and is disarmed; it is re-armed only by an `inside` value, so a
 * value hovering at the level fires once, not on every wiggle. A rule that first sees an `outside` value (new or
 * edited while the condition already holds: "tell me when it is below 0" asked at -12) fires on that value
 * (`onStart`), so its state, history and delivery agree; it then waits to come inside like any fired rule.
 */
import type { AlertKind, AlertParams } from '../../../../common/contract/strategy';
import { percentileOf, type WindowMoments, windowMoments, zScoreAgainst } from '../../../../common/domain/trailingScores';

export type Zone = 'inside' | 'between' | 'outside';

/**
 * The window a z-score or percentile rule compares a value with: the rule's last `window` daily values before the
 * value's day, the value excluded (common/domain/trailingScores.ts, the one definition, docs/domain.md).
 */
export interface WindowStats {
  /** Mean and sample deviation; null with fewer than 2 values or no dispersion (no z-score exists then). */
  moments: WindowMoments | null;
  values: number[];
}

/** The window's statistics; null with fewer than 2 values (neither a z-score nor a percentile exists). */
export function windowStats(values: readonly number[]): WindowStats | null {
  if (values.length < 2) return null;
  return { moments: windowMoments(values), values: [...values] };
}

export interface Measure {
  zone: Zone;
  /** What the page shows next to the value: z or percentile. */
  detail: Record<string, string>;
}

/** The zone of a value; null when a window statistic is needed and not available (too few values, no dispersion). */
export function measure(kind: AlertKind, p: AlertParams, value: number, stats: WindowStats | null): Measure | null {
  const margin = p.margin ?? 0;
  if (kind === 'level') {
    const level = p.level ?? 0;
    const up = (p.direction ?? 'up') === 'up';
    const beyond = up ? value >= level : value <= level;
    const back = up ? value <= level - margin : value >= level + margin;
    return { zone: beyond ? 'outside' : back ? 'inside' : 'between', detail: { level: String(level), direction: up ? 'up' : 'down' } };
  }
  if (!stats) return null;
  if (kind === 'zscore') {
    const z = zScoreAgainst(stats.moments, value);
    if (z === null) return null;
    const bound = p.bound ?? 2;
    const zone: Zone = Math.abs(z) >= bound ? 'outside' : Math.abs(z) <= Math.max(bound - margin, 0) ? 'inside' : 'between';
    return { zone, detail: { z: z.toFixed(2), bound: String(bound) } };
  }
  const low = p.low ?? 10;
  const high = p.high ?? 90;
  const pct = percentileOf(stats.values, value);
  if (pct === null) return null;
  const zone: Zone = pct < low || pct > high ? 'outside' : pct >= low + margin && pct <= high - margin ? 'inside' : 'between';
  return { zone, detail: { percentile: pct.toFixed(1), low: String(low), high: String(high) } };
}

/** Hysteresis: the next armed state and whether this value fires (a rule's first value fires when already outside). */
export function step(armed: boolean | null, zone: Zone): { armed: boolean; fire: boolean } {
  if (armed === null) return zone === 'outside' ? { armed: false, fire: true } : { armed: true, fire: false };
  if (armed) return zone === 'outside' ? { armed: false, fire: true } : { armed: true, fire: false };
  return { armed: zone === 'inside', fire: false };
}

/** Parameter problems (field -> locale key) of a rule; empty when it can run. */
export function paramProblems(kind: AlertKind, p: AlertParams): Record<string, string> {
  const f: Record<string, string> = {};
  if (kind === 'level' && p.level === undefined) f['params.level'] = 'api.field.required';
  if (kind !== 'level' && p.window === undefined) f['params.window'] = 'api.field.required';
  if (kind === 'zscore' && p.bound === undefined) f['params.bound'] = 'api.field.required';
  if (kind === 'percentile') {
    if (p.low === undefined) f['params.low'] = 'api.field.required';
    if (p.high === undefined) f['params.high'] = 'api.field.required';
    if (p.low !== undefined && p.high !== undefined && p.low >= p.high) f['params.high'] = 'api.field.outOfRange';
  }
  return f;
}
