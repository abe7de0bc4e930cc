/**
 * The replay feed (server/features/feeds/replay/): a CSV of ticks or bars replayed at a chosen speed, only for the products
 * assigned to it, looping on request. Timers are jest's fake ones, so the pace is exact and the test does not sleep.
 */
import type { Tick } from '../../common/contract/marketData';
import { loadFeedsConfig } from '../../server/features/feeds/config';
import type { FeedContext } from '../../server/features/feeds/context';
import { ReplayFeed } from '../../server/features/feeds/replay/replayFeed';
import { parseReplayCsv } from '../../server/features/feeds/replay/replayFile';
import { fakeBus } from '../market/feedsFakes';
import { seededReference } from '../support/seededReference';

const TICKS = `instrument,ts,last,bid,ask
SHFE.FU2605,2025-04-01T02:00:00Z,2800,2799,2801
INE.LU2605,2025-04-01T02:00:00Z,3600,,
SHFE.FU2605,2025-04-01T02:00:10Z,2803,2802,2804
SHFE.FU2605,2025-04-01T02:00:30Z,2799,,
`;

/** The seeded reference data (server/features/reference/seed.ts); no database. */
const reference = seededReference('2025-04-01');

function context(env: Record<string, string>, serves = (_feed: string, product: string) => product === 'SHFE.FU') {
  const bus = fakeBus();
  const ctx: FeedContext = {
    config: loadFeedsConfig({ REPLAY_FILE: 'inline.csv', ...env }),
    now: () => Date.now(),
    bus: () => bus,
    reference: () => reference,
    bars: () => null,
    serves,
    log: { info: () => undefined, warn: () => undefined } as unknown as FeedContext['log'],
  };
  return { ctx, bus };
}

const times = (ticks: Tick[], start: number) => ticks.map((t) => [t.instrument, t.ts - start, t.last]);

describe('replay feed', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 5, 1, 0, 0) });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('replays at REPLAY_SPEED times the recorded pace, only the products assigned to it', () => {
    const { ctx, bus } = context({ REPLAY_SPEED: '10' });
    const start = Date.now();
    const feed = new ReplayFeed(ctx, TICKS);
    feed.start();
    expect(times(bus.published, start)).toEqual([['SHFE.FU2605', 0, 2800]]);
    jest.advanceTimersByTime(999);
    expect(bus.published).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(times(bus.published, start)).toEqual([
      ['SHFE.FU2605', 0, 2800],
      ['SHFE.FU2605', 1000, 2803],
    ]);
    jest.advanceTimersByTime(2000);
    expect(times(bus.published, start)[2]).toEqual(['SHFE.FU2605', 3000, 2799]);
    expect(bus.published.every((t) => t.feed === 'replay' && t.demo === false)).toBe(true);
    expect(feed.state()).toMatchObject({ connected: false, instruments: 1, normalGapMs: 1500 });
    jest.advanceTimersByTime(60_000);
    expect(bus.published).toHaveLength(3);
    feed.stop();
  });

  it('loops when REPLAY_LOOP is set, and stops on stop()', () => {
    const { ctx, bus } = context({ REPLAY_SPEED: '30', REPLAY_LOOP: 'true' });
    const feed = new ReplayFeed(ctx, TICKS);
    feed.start();
    jest.advanceTimersByTime(3000);
    expect(bus.published.length).toBeGreaterThanOrEqual(6);
    expect(feed.state().connected).toBe(true);
    feed.stop();
    const count = bus.published.length;
    jest.advanceTimersByTime(10_000);
    expect(bus.published).toHaveLength(count);
    expect(feed.state().connected).toBe(false);
  });
});

describe('replay file', () => {
  it('reads bars as their close, epoch-ms times, sorts by time and lists unreadable rows', () => {
    const file = parseReplayCsv(`instrument,ts,open,high,low,close,volume,oi
ICE.BRENT2606,1743472860000,74.1,74.5,74.0,74.32,100,
ICE.BRENT2606,1743472800000,74.0,74.2,73.9,74.1,,
ICE.BRENT2606,yesterday,1,1,1,1,,
,1743472800000,1,1,1,1,,
ICE.BRENT2606,1743472920000,1,1,1,,,
`);
    expect(file.rows.map((r) => [r.ts, r.last, r.volume])).toEqual([
      [1743472800000, 74.1, null],
      [1743472860000, 74.32, 100],
    ]);
    expect(file.skipped).toEqual(['line 4: ts "yesterday" is not epoch ms or an ISO date-time', 'line 5: no instrument', 'line 6: no last or close price']);
  });
});
