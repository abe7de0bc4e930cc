/**
 * The figures shown next to live values (src/services/market/liveFigures.ts), with known answers. z-score:
 * (x - mean) / sample standard deviation (n - 1), as numpy's `(x - a.mean()) / a.std(ddof=1)`; for [1, 2, 3, 4, 5]:
 * mean 3, sd sqrt(2.5) = 1.58114, so x = 6 gives 1.89737. Percentile: scipy's
 * `percentileofscore(a, x, kind='mean')` is not it; the inverse of numpy's default (linear) quantile is:
 * np.quantile([1, 2, 3, 4, 5], 0.625) = 3.5, so 3.5 sits at 62.5 %.
 */
import { liveTopicOf } from '@common/market/address';
import { sparklinePath } from '@/components/market/Sparkline';
import { fromSpread, fromTick } from '@/services/market/live';
import { change, isStale, liveFigures, percentile, previousClose, withLive, zScore } from '@/services/market/liveFigures';

const DAY = 86_400_000;
const D0 = Date.UTC(2026, 0, 5);
const daily = [1, 2, 3, 4, 5].map((v, i) => [D0 + i * DAY, v] as const);
const todayTs = D0 + 5 * DAY + 3_600_000; // 01:00 UTC the day after the last daily point

describe('row figures', () => {
  it('change and change % against the previous trading day', () => {
    expect(previousClose(daily, todayTs)).toBe(5);
    // A live value on the last daily point's own day compares with the day before it.
    expect(previousClose(daily, D0 + 4 * DAY + 1000)).toBe(4);
    expect(previousClose([], todayTs)).toBeNull();
    expect(change(5.5, 5)).toEqual({ change: 0.5, changePct: 10 });
    // Issue 18: no percent over a reference at or below zero (quoteFigures changeOf); the move is still 1.
    expect(change(-1, -2)).toEqual({ change: 1, changePct: null });
    expect(change(1, 0)).toEqual({ change: 1, changePct: null });
    expect(change(1, null)).toBeNull();
  });

  it('z-score against the window of daily values before today (sample standard deviation)', () => {
    expect(zScore(daily, 6, todayTs, 60)).toBeCloseTo(1.89737, 5);
    // Window 2: [4, 5], mean 4.5, sd 0.70711: (6 - 4.5) / 0.70711 = 2.12132.
    expect(zScore(daily, 6, todayTs, 2)).toBeCloseTo(2.12132, 5);
    expect(zScore(daily.slice(0, 1), 6, todayTs, 60)).toBeNull();
    expect(
      zScore(
        [
          [D0, 3],
          [D0 + DAY, 3],
        ],
        6,
        todayTs,
        60,
      ),
    ).toBeNull();
  });

  it('stale when the value, or any leg of a spread, is older than its feed normal gap', () => {
    const feeds = [
      { name: 'demo', normalGapMs: 2_000 },
      { name: 'push', normalGapMs: 60_000 },
    ];
    const now = 1_000_000;
    expect(isStale({ ts: now - 1_500, feed: 'demo' }, feeds, now)).toBe(false);
    expect(isStale({ ts: now - 2_500, feed: 'demo' }, feeds, now)).toBe(true);
    expect(isStale({ ts: now - 30_000, feed: 'push' }, feeds, now)).toBe(false);
    // Unknown feed: held to the widest gap.
    expect(isStale({ ts: now - 30_000, feed: 'other' }, feeds, now)).toBe(false);
    expect(isStale({ ts: now - 61_000, feed: 'other' }, feeds, now)).toBe(true);
    const legs = [
      { ts: now - 500, feed: 'demo' },
      { ts: now - 3_000, feed: 'demo' },
    ];
    expect(isStale({ ts: now - 500, legs }, feeds, now)).toBe(true);
    expect(isStale({ ts: now - 10 ** 9 }, [], now)).toBe(false);
  });

  it('folds the live value into the session minute', () => {
    const m = 60_000;
    const points = [
      [10 * m, 1],
      [11 * m, 2],
    ] as const;
    expect(withLive(points, { ts: 11 * m + 5_000, value: 3 })).toEqual([
      [10 * m, 1],
      [11 * m, 3],
    ]);
    expect(withLive(points, { ts: 12 * m + 5_000, value: 4 })).toEqual([
      [10 * m, 1],
      [11 * m, 2],
      [12 * m, 4],
    ]);
    expect(withLive(points, undefined)).toEqual(points);
  });

  it('draws the sparkline inside its box, highest value at the top', () => {
    expect(
      sparklinePath(
        [
          [0, 1],
          [10, 3],
          [20, 2],
        ],
        100,
        20,
      ),
    ).toBe('0,19 50,1 100,10');
    // Several points in one pixel column: the last one stays.
    const crowded: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [1000, 1],
    ];
    expect(sparklinePath(crowded, 10, 20)).toBe('0,1 10,19');
    expect(sparklinePath([[0, 1]], 100, 20)).toBe('');
  });

  it('reads ticks and spread values from their topics (malformed payloads never arrive: the server drops them)', () => {
    // The tick's quote rides along (issue 18: the board shows bid, ask, volume and open interest); a field the feed
    // does not give is null.
    expect(fromTick({ instrument: 'SHFE.FU2601', ts: 5, last: 2800, bid: 2799, demo: true, feed: 'demo' })).toEqual({
      value: 2800,
      ts: 5,
      demo: true,
      feed: 'demo',
      quote: { bid: 2799, ask: null, volume: null, oi: null },
    });
    expect(fromSpread({ strategyId: 'hi5', ts: 5, value: 1.82, unit: 'USD/t', demo: false, legs: [] })).toMatchObject({ value: 1.82, ts: 5, demo: false });
    expect(liveTopicOf('md:SHFE.FU@main')?.topic).toBe('tick:SHFE.FU@main');
    // The field is the series', not the topic's.
    expect(liveTopicOf('md:SHFE.FU2601:settle')).toEqual({ kind: 'tick', topic: 'tick:SHFE.FU2601' });
    expect(liveTopicOf('spread:hi5')).toEqual({ kind: 'spread', topic: 'spread:hi5' });
    expect(liveTopicOf('ref:vat')).toBeNull();
    expect(liveTopicOf('ds:eia:RBRTE')).toBeNull();
  });

  it('percentile of the live value among the window before today (inverse of the linear quantile), in percent', () => {
    expect(percentile(daily, 3.5, todayTs, 60)).toBeCloseTo(62.5, 10);
    expect(percentile(daily, 6, todayTs, 60)).toBe(100);
    expect(percentile(daily, 0, todayTs, 60)).toBe(0);
    // The window: the last 2 values (4, 5); 4.5 is in the middle.
    expect(percentile(daily, 4.5, todayTs, 2)).toBeCloseTo(50, 10);
    expect(percentile([], 1, todayTs, 60)).toBeNull();
  });

  it('gives change, z-score and percentile of a live value at once', () => {
    expect(liveFigures(daily, { value: 6, ts: todayTs }, 60)).toEqual({
      change: 1,
      changePct: 20,
      zScore: expect.closeTo(1.89737, 5),
      percentile: 100,
    });
    expect(liveFigures(daily, undefined, 60)).toEqual({ change: null, changePct: null, zScore: null, percentile: null });
  });
});
