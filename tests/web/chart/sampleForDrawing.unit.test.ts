/**
 * What a long line series hands to ECharts (src/components/Chart/sampleForDrawing.ts): unchanged up to the cap; beyond
 * it at most the cap, LTTB-picked points of the series itself (ends kept, order kept), gaps kept as gaps.
 */
import { buildOption } from '@/components/Chart/buildOption';
import { MAX_DRAWN_POINTS, sampleForDrawing } from '@/components/Chart/sampleForDrawing';
import type { ChartPoint } from '@/components/Chart/types';
import { lttb } from '@common/domain/lttb';
import { TEST_THEME } from './testTheme';

const series = (n: number, gapEvery = 0): ChartPoint[] =>
  Array.from({ length: n }, (_, i) => [i * 60_000, gapEvery && i % gapEvery === gapEvery - 1 ? null : Math.sin(i / 40) * 10 + (i % 7)] as const);

test('a series up to the cap is handed over as it is (the same array)', () => {
  const points = series(MAX_DRAWN_POINTS);
  expect(sampleForDrawing(points)).toBe(points);
});

test('a longer series without gaps is the LTTB sample of the cap, ends kept', () => {
  const points = series(MAX_DRAWN_POINTS * 5);
  const drawn = sampleForDrawing(points);
  expect(drawn).toEqual(lttb(points as [number, number][], MAX_DRAWN_POINTS));
  expect(drawn[0]).toBe(points[0]);
  expect(drawn[drawn.length - 1]).toBe(points[points.length - 1]);
});

test('gaps stay gaps: every null of the series is kept in place, the runs between them are sampled in order', () => {
  const points = series(1_000, 100);
  const drawn = sampleForDrawing(points, 200);
  expect(drawn.length).toBeLessThanOrEqual(200 + 10);
  expect(drawn.filter((p) => p[1] === null)).toHaveLength(10);
  for (let i = 1; i < drawn.length; i += 1) expect(drawn[i][0]).toBeGreaterThan(drawn[i - 1][0]);
  const members = new Set(points);
  for (const p of drawn) expect(members.has(p)).toBe(true);
});

test('<Chart> hands ECharts at most the cap of a million-point line; the CSV reads the props, not this', () => {
  const points = series(1_000_000);
  const option = buildOption({ series: [{ name: 'm', unit: 'USD/t', points }], theme: TEST_THEME, direction: 'ltr' });
  const [line] = option.series as { data: ChartPoint[]; sampling?: string }[];
  expect(line.data.length).toBe(MAX_DRAWN_POINTS);
  expect(line.sampling).toBe('lttb');
});
