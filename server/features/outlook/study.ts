/**
 * The event study (docs/research/outlook.md "Event study"): moves of a series after an event's past releases over
 * the chosen windows, through `app.series` for the caller (which checks the caller may read the address).
 * Windows under a day read minute bars, one request per release (only the minutes around it); longer windows read
 * daily bars in one request. A bar's value counts as known at its close: a minute bar 1 minute after its time, a
 * daily bar at the end of its UTC day, so "the last price at or before the release" never reads a later close.
 */
import type { AuthUser } from '../../infra/auth/authUser';
import type { CalendarEvent } from '../../../common/contract/events';
import type { Interval, SeriesData } from '../../../common/contract/marketData';
import type { OutlookStudy } from '../../../common/contract/outlook';
import { studyWindow, type TimedPoint } from '../../../common/domain/eventStudy';
import type { SeriesResolver } from '../../infra/market/ports';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Releases studied: the most recent this many with an actual. */
export const STUDY_MAX_RELEASES = 120;
/** How far before a release the last price is looked for (a weekend and a holiday for minutes; two weeks for days). */
const LOOKBACK: Record<Interval, number> = { '1m': 4 * DAY, '1d': 14 * DAY };
const KNOWN_AFTER: Record<Interval, number> = { '1m': MINUTE, '1d': DAY };
const MAX_POINTS = 100_000;

const intervalOf = (windowMinutes: number): Interval => (windowMinutes * MINUTE < DAY ? '1m' : '1d');

interface Read {
  points: TimedPoint[];
  meta: Pick<SeriesData, 'unit' | 'demo' | 'source'> | null;
}

async function readSeries(series: SeriesResolver, user: AuthUser, address: string, interval: Interval, ranges: readonly [number, number][]): Promise<Read> {
  const byTime = new Map<number, number>();
  const datas: SeriesData[] = [];
  for (const [from, to] of ranges) {
    const data = await series.resolve(user, address, { from, to, interval, maxPoints: MAX_POINTS });
    datas.push(data);
    for (const [ts, v] of data.points) byTime.set(ts + KNOWN_AFTER[interval], v);
  }
  const points = [...byTime.entries()].sort((a, b) => a[0] - b[0]) as TimedPoint[];
  const meta = datas.length ? { unit: datas[0].unit, source: datas[0].source, demo: datas.some((d) => d.demo) } : null;
  return { points, meta };
}

export async function eventStudy(
  series: SeriesResolver,
  user: AuthUser,
  eventKey: string,
  history: readonly CalendarEvent[],
  address: string,
  windowsMinutes: readonly number[],
  now: number,
): Promise<OutlookStudy> {
  const releases = history.filter((e) => e.actual !== null && e.releaseAt <= now).slice(-STUDY_MAX_RELEASES);
  const studyReleases = releases.map((e) => ({ releaseAt: e.releaseAt, surprise: e.surprise?.raw ?? null }));
  const windows = [...new Set(windowsMinutes)];
  const reads = new Map<Interval, Read>();
  for (const interval of ['1m', '1d'] as const) {
    const mine = windows.filter((w) => intervalOf(w) === interval);
    if (mine.length === 0) continue;
    const longest = Math.max(...mine) * MINUTE;
    let ranges: [number, number][];
    if (releases.length === 0) ranges = [[now - LOOKBACK[interval], now]];
    else if (interval === '1m') ranges = releases.map((e) => [e.releaseAt - LOOKBACK['1m'], e.releaseAt + longest]);
    else ranges = [[releases[0].releaseAt - LOOKBACK['1d'], releases[releases.length - 1].releaseAt + longest]];
    reads.set(interval, await readSeries(series, user, address, interval, ranges));
  }
  const results = windows.map((w) => {
    const interval = intervalOf(w);
    const s = studyWindow((reads.get(interval) as Read).points, studyReleases, w * MINUTE);
    return { windowMinutes: w, interval, all: s.all, positive: s.positive, negative: s.negative, moves: s.moves };
  });
  const metas = [...reads.values()].map((r) => r.meta).filter((m) => m !== null);
  return {
    eventKey,
    address,
    unit: metas[0]?.unit ?? '',
    demo: metas.some((m) => m.demo),
    source: metas[0]?.source ?? '',
    releases: releases.map((e, i) => ({
      releaseAt: e.releaseAt,
      period: e.period,
      surprise: studyReleases[i].surprise,
      moves: results.map((r) => r.moves[i]),
    })),
    windows: results.map(({ moves: _moves, ...rest }) => rest),
  };
}
