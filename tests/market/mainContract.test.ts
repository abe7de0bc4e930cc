/** The `@main` roll rule (server/features/marketData/mainContract.ts; docs/market-data/marketData.md): worked small cases. */
import type { Bar } from '../../common/contract/marketData';
import { parseInstrument } from '../../common/market/address';
import { continueMainRoll, mainContractPath } from '../../server/features/marketData/mainContract';

const DAY = 86_400_000;
const monthOf = (i: string) => parseInstrument(i)?.month ?? null;
const bar = (instrument: string, day: number, oi: number | null): Bar => ({
  instrument,
  interval: '1d',
  ts: day * DAY,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  settle: null,
  volume: null,
  oi,
  demo: false,
  source: 't',
});

test("the first day has no previous day: its own open interest decides; later days use the previous day's", () => {
  const path = mainContractPath([bar('SHFE.FU2601', 0, 20), bar('SHFE.FU2605', 0, 10), bar('SHFE.FU2601', 1, 5), bar('SHFE.FU2605', 1, 30)], monthOf);
  // Day 0 by its own open interest (FU2601 20 > 10); day 1 by day 0's (still FU2601), not by its own (FU2605 30 > 5).
  expect(path.days.map((d) => d.instrument)).toEqual(['SHFE.FU2601', 'SHFE.FU2601']);
  // The trading day after the last bar rolls by day 1's open interest.
  expect(path.next).toEqual({ instrument: 'SHFE.FU2605', month: '2026-05' });
});

test('ties keep the held contract, else the nearer month; missing open interest counts as 0; expiry rolls forward', () => {
  const path = mainContractPath(
    [
      bar('SHFE.FU2605', 0, 7),
      bar('SHFE.FU2601', 0, 7),
      bar('SHFE.FU2601', 1, 7),
      bar('SHFE.FU2605', 1, 7),
      bar('SHFE.FU2605', 2, null),
      bar('SHFE.FU2609', 2, null),
    ],
    monthOf,
  );
  // Day 0 tie: nearer month FU2601. Day 1 tie: held FU2601. Day 2: FU2601 has no bar (expired); FU2605 read 7 on
  // day 1, FU2609 nothing (0).
  expect(path.days.map((d) => d.instrument)).toEqual(['SHFE.FU2601', 'SHFE.FU2601', 'SHFE.FU2605']);
});

test('undated or unparsable instruments are never held', () => {
  expect(mainContractPath([bar('FX.USDCNY', 0, 100)], monthOf)).toEqual({ days: [], next: null });
});

describe('continuing a roll with later bars (the @main cache across writes, server/features/marketData/schemes/mdScheme.ts)', () => {
  const contracts = ['SHFE.FU2601', 'SHFE.FU2605', 'SHFE.FU2609', 'SHFE.FU2701'];
  /** Daily bars of days [0, days): each contract listed from a day to a day, its open interest a seeded walk. */
  function history(days: number, seed: number): Bar[] {
    let s = seed;
    const random = () => {
      s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
      return s / 2_147_483_648;
    };
    const out: Bar[] = [];
    for (let day = 0; day < days; day++) {
      contracts.forEach((instrument, i) => {
        if (day >= i * 8 && day < i * 8 + 20 && random() > 0.1) out.push(bar(instrument, day, random() > 0.1 ? Math.floor(random() * 100) : null));
      });
    }
    return out;
  }
  const from = (bars: readonly Bar[], day: number) => bars.filter((b) => b.ts >= day * DAY);

  test('continued from each day on, with the last day rewritten, it equals the rule over all bars at once', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const all = history(40, seed);
      const whole = mainContractPath(all, monthOf);
      // The roll must actually change contract in the continued part for some split.
      expect(new Set(whole.days.map((d) => d.instrument)).size).toBeGreaterThan(1);
      for (let split = 1; split < 40; split++) {
        const before = all.filter((b) => b.ts < split * DAY);
        // The last stored day as first written (other open interest), then rewritten with the rest of the days.
        const lastDay = Math.max(...before.map((b) => b.ts));
        const early = before.map((b) => (b.ts === lastDay ? { ...b, oi: (b.oi ?? 0) + 1000 } : b));
        const roll = continueMainRoll(null, early, monthOf);
        const continued = continueMainRoll(roll, from(all, lastDay / DAY), monthOf);
        expect(continued.path).toEqual(whole);
        // Continuing again with nothing new changes nothing; continuing twice is the same as once.
        expect(continueMainRoll(continued, from(all, (continued.lastDay ?? 0) / DAY), monthOf).path).toEqual(whole);
      }
    }
  });

  test('a roll in the new bars, and a contract first listed in them', () => {
    const old = [bar('SHFE.FU2601', 0, 50), bar('SHFE.FU2605', 0, 10), bar('SHFE.FU2601', 1, 40), bar('SHFE.FU2605', 1, 20)];
    const roll = continueMainRoll(null, old, monthOf);
    expect(roll.path.days.map((d) => d.instrument)).toEqual(['SHFE.FU2601', 'SHFE.FU2601']);
    const added = [bar('SHFE.FU2601', 2, 10), bar('SHFE.FU2605', 2, 60), bar('SHFE.FU2609', 2, 70), bar('SHFE.FU2605', 3, 5), bar('SHFE.FU2609', 3, 80)];
    const continued = continueMainRoll(roll, [...old.filter((b) => b.ts >= DAY), ...added], monthOf);
    expect(continued.path).toEqual(mainContractPath([...old, ...added], monthOf));
    // Day 2 by day 1's open interest: FU2601 (40 > 20); day 3 by day 2's: FU2609 (70), a month not stored before.
    expect(continued.path.days.map((d) => d.instrument)).toEqual(['SHFE.FU2601', 'SHFE.FU2601', 'SHFE.FU2601', 'SHFE.FU2609']);
    expect(continued.path.next).toEqual({ instrument: 'SHFE.FU2609', month: '2026-09' });
  });
});
