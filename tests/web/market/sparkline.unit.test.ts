/**
 * The board's sparkline redraws a tick from what it kept of the session (src/components/market/Sparkline.tsx
 * liveSparklinePath): the text must be the one drawn from the whole session with the live value folded in.
 */
import { liveSparklinePath, sparklinePath } from '@/components/market/Sparkline';
import { withLive } from '@/services/market/liveFigures';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 5, 1, 0);

/** A deterministic session: `n` 1-minute points (not minute-aligned when `offset` > 0) around 100. */
const session = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => [T0 + offset + i * MINUTE, 100 + Math.sin(i / 7) * 2] as const);

describe('live sparkline path', () => {
  it('equals the whole-session path for live values inside and outside the range, in, after and before the last minute', () => {
    // 3,000 points: the last kept point and the live one share the last pixel column.
    for (const points of [session(240), session(240, 12_345), session(600), session(3_000), session(3), session(1), []]) {
      const last = points.at(-1)?.[0] ?? T0;
      for (const ts of [last + 5_000, last + MINUTE + 1, last + 3 * MINUTE, last - 2 * MINUTE, T0 - MINUTE])
        for (const value of [100, 101.9, 97.5, 103, 100.000001]) {
          const live = { ts, value };
          expect(liveSparklinePath(points, live, 96, 24)).toBe(sparklinePath(withLive(points, live), 96, 24));
        }
      expect(liveSparklinePath(points, undefined, 96, 24)).toBe(sparklinePath(points, 96, 24));
    }
  });

  it('keeps equal over a stream of ticks on one session (what it kept is reused and replaced)', () => {
    const points = session(240, 7_000);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let ts = (points.at(-1)?.[0] ?? T0) + 1_000;
    for (let i = 0; i < 500; i += 1) {
      ts += Math.floor(random() * 2_000);
      const live = { ts, value: 100 + (random() - 0.5) * 6 };
      for (const height of [24, 30]) expect(liveSparklinePath(points, live, 96, height)).toBe(sparklinePath(withLive(points, live), 96, height));
    }
  });
});
