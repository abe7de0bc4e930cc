/**
 * What the outlook's charts draw, as pure functions of the server's answers (tests check them without a canvas):
 * the history of actual against consensus with surprise bars, the forecasters' errors and cumulative MAE and hit
 * rate release by release, and the event study's mean move with its 10–90 % band per window, split by sign.
 * Labels come in already translated; nothing here reads the locale.
 */
import type { ForecasterScore, OutlookHistory, OutlookStudy } from '@common/contract/outlook';
import { OUTLOOK_MAX_WINDOW_MINUTES } from '@common/contract/outlook';
import type { BandSeries, ChartSeries, LineSeries } from '@/components/Chart';

export type SurpriseMode = 'raw' | 'z';

/**
 * Actual and consensus lines at each release time; surprise bars on their own axis (raw, in the event's unit, or in
 * standard deviations of the earlier surprises: a release without enough earlier surprises has no bar then).
 */
export function historySeries(
  history: OutlookHistory,
  mode: SurpriseMode,
  labels: { actual: string; consensus: string; surprise: string; surpriseUnit: string },
): ChartSeries[] {
  const rows = history.rows.filter((r) => r.actual !== null || r.consensus !== null);
  return [
    { kind: 'line', name: labels.actual, unit: history.unit, points: rows.map((r) => [r.releaseAt, r.actual] as const) },
    { kind: 'line', name: labels.consensus, unit: history.unit, points: rows.map((r) => [r.releaseAt, r.consensus] as const) },
    {
      kind: 'bar',
      name: labels.surprise,
      unit: labels.surpriseUnit,
      signColours: true,
      points: rows.map((r) => [r.releaseAt, r.surprise ? (mode === 'raw' ? r.surprise.raw : r.surprise.z) : null] as const),
    },
  ];
}

/** The released periods any forecaster was scored on, oldest first: the category axis of the accuracy charts. */
export function scoredReleases(board: readonly ForecasterScore[]): { releaseAt: number; period: string }[] {
  const byTime = new Map<number, string>();
  for (const row of board) for (const p of row.points) byTime.set(p.releaseAt, p.period);
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([releaseAt, period]) => ({ releaseAt, period }));
}

/**
 * Per forecaster, on the release categories: the error of each release (bars), and the MAE and hit rate of all its
 * releases up to and including each one (cumulative, as the server computes them; lines bridging the releases the
 * forecaster skipped). Hit rates in %; the consensus makes no call, so it has no hit-rate line.
 */
export function accuracySeries(board: readonly ForecasterScore[], nameOf: (row: ForecasterScore) => string, unit: string) {
  const releases = scoredReleases(board);
  const index = new Map(releases.map((r, i) => [r.releaseAt, i]));
  const at = (row: ForecasterScore, value: (p: ForecasterScore['points'][number]) => number | null) => {
    const ys: (number | null)[] = releases.map(() => null);
    for (const p of row.points) ys[index.get(p.releaseAt) as number] = value(p);
    return ys.map((y, i) => [i, y] as const);
  };
  const errors: ChartSeries[] = board.map((row) => ({ kind: 'bar', name: nameOf(row), unit, points: at(row, (p) => p.error) }));
  const mae: LineSeries[] = board.map((row) => ({ kind: 'line', name: nameOf(row), unit, connectNulls: true, points: at(row, (p) => p.mae) }));
  const hitRate: LineSeries[] = board
    .filter((row) => row.forecaster.kind !== 'consensus' && row.points.some((p) => p.hitRate !== null))
    .map((row) => ({ kind: 'line', name: nameOf(row), unit: '%', connectNulls: true, points: at(row, (p) => (p.hitRate === null ? null : p.hitRate * 100)) }));
  return { categories: releases.map((r) => r.period), errors, mae, hitRate };
}

export const STUDY_GROUPS = ['all', 'positive', 'negative'] as const;
export type StudyGroup = (typeof STUDY_GROUPS)[number];

/**
 * Per group (all releases, positive and negative surprises): the mean move per window (a line on the window
 * categories) and the band from the 10 % to the 90 % quantile. A group without moves in a window leaves a gap.
 */
export function studySeries(study: OutlookStudy, labels: Record<StudyGroup, { mean: string; band: string }>): ChartSeries[] {
  return STUDY_GROUPS.flatMap((group): ChartSeries[] => {
    const stats = study.windows.map((w) => w[group]);
    const band: BandSeries = {
      kind: 'band',
      name: labels[group].band,
      unit: study.unit,
      lower: stats.map((s, i) => [i, s.quantiles.length ? s.quantiles[0] : null] as const),
      upper: stats.map((s, i) => [i, s.quantiles.length ? s.quantiles[s.quantiles.length - 1] : null] as const),
    };
    const mean: LineSeries = { kind: 'line', name: labels[group].mean, unit: study.unit, points: stats.map((s, i) => [i, s.mean] as const) };
    return [mean, band];
  });
}

/** Window presets of the event study, minutes: 5 min, 30 min, 1 h, 1 day, 5 days. */
export const WINDOW_PRESETS = [5, 30, 60, 1440, 7200] as const;
export const DEFAULT_WINDOWS = [30, 60, 1440];

/** A window in its largest whole unit: `{ n: 5, unit: 'days' }` for 7200 minutes. */
export function windowParts(minutes: number): { n: number; unit: 'minutes' | 'hours' | 'days' } {
  if (minutes % 1440 === 0) return { n: minutes / 1440, unit: 'days' };
  if (minutes % 60 === 0) return { n: minutes / 60, unit: 'hours' };
  return { n: minutes, unit: 'minutes' };
}

/**
 * A typed window: minutes as a whole number, or with a unit `m`, `h` or `d` (`90`, `90m`, `2h`, `3d`).
 * Null when it is not one or falls outside 1 minute .. 30 days (what the server accepts).
 */
export function parseWindow(text: string): number | null {
  const match = /^\s*(\d{1,6})\s*(m|min|h|d)?\s*$/i.exec(text);
  if (!match) return null;
  const factor = { m: 1, min: 1, h: 60, d: 1440 }[(match[2] ?? 'm').toLowerCase() as 'm' | 'min' | 'h' | 'd'];
  const minutes = Number(match[1]) * factor;
  return minutes >= 1 && minutes <= OUTLOOK_MAX_WINDOW_MINUTES ? minutes : null;
}
