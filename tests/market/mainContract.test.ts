/** The `@main` roll rule (server/features/marketData/mainContract.ts; docs/market-data/marketData.md): worked small cases. */
import type { Bar } from '../../common/contract/marketData';
import { parseInstrument } from '../../common/market/address';
import { mainContractPath } from '../../server/features/marketData/mainContract';

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
