/**
 * Lines break across non-trading time (issue 18: 1-minute charts drew lines across 15:00-21:00 and 23:00-09:00).
 * An SHFE fuel-oil trading day in minute bars (Asia/Shanghai, UTC+8): night 21:00-23:00, day 09:00-10:15,
 * 10:30-11:30, 13:30-15:00 (the published SHFE trading hours for FU).
 */
import { buildOption } from '@/components/Chart/buildOption';
import { breakGaps, typicalStep } from '@/components/Chart/breakGaps';
import { MAX_DRAWN_POINTS } from '@/components/Chart/sampleForDrawing';
import type { ChartPoint } from '@/components/Chart/types';
import { TEST_THEME } from './testTheme';

const MIN = 60_000;
/** Minute bars from `from` to `to` (Shanghai wall time on 2025-03-03/04, as UTC ms). */
const minutes = (day: number, from: string, to: string): ChartPoint[] => {
  const at = (hhmm: string) => Date.UTC(2025, 2, day, Number(hhmm.slice(0, 2)) - 8, Number(hhmm.slice(3)));
  const out: ChartPoint[] = [];
  for (let t = at(from); t < at(to); t += MIN) out.push([t, 3000 + out.length]);
  return out;
};
const session = [
  ...minutes(3, '21:00', '23:00'),
  ...minutes(4, '09:00', '10:15'),
  ...minutes(4, '10:30', '11:30'),
  ...minutes(4, '13:30', '15:00'),
  ...minutes(4, '21:00', '21:30'),
];
const nullsIn = (points: readonly ChartPoint[]) => points.filter((p) => p[1] === null).map((p) => p[0]);

test('minute bars break at the night close, lunch, the afternoon close; not at the 15-minute morning pause', () => {
  expect(typicalStep(session)).toBe(MIN);
  const broken = breakGaps(session);
  // 23:00 -> 09:00, 11:30 -> 13:30, 15:00 -> 21:00: three breaks; 10:15 -> 10:30 (15 min) stays joined.
  expect(nullsIn(broken)).toHaveLength(3);
  expect(broken.length).toBe(session.length + 3);
  // Each break sits inside its closure.
  const [night, lunch, afternoon] = nullsIn(broken);
  expect(night).toBeGreaterThan(Date.UTC(2025, 2, 3, 23 - 8, 0));
  expect(night).toBeLessThan(Date.UTC(2025, 2, 4, 9 - 8, 0));
  expect(lunch).toBeGreaterThan(Date.UTC(2025, 2, 4, 11 - 8, 30));
  expect(afternoon).toBeGreaterThan(Date.UTC(2025, 2, 4, 15 - 8, 0));
});

test('daily bars keep weekends joined; a series without gaps is handed over as it is', () => {
  const DAY = 86_400_000;
  const weekdays: ChartPoint[] = [];
  for (let d = 0; d < 60; d += 1) if (new Date(Date.UTC(2025, 0, 6) + d * DAY).getUTCDay() % 6 !== 0) weekdays.push([Date.UTC(2025, 0, 6) + d * DAY, d]);
  expect(breakGaps(weekdays)).toBe(weekdays);
});

test('the chart draws the break; a connectNulls series (seasonal days) is not broken', () => {
  const option = buildOption({ series: [{ name: 'FU', unit: 'CNY/t', points: session }], theme: TEST_THEME, direction: 'ltr' });
  const data = (option.series as { data: readonly ChartPoint[] }[])[0].data;
  expect(nullsIn(data)).toHaveLength(3);
  const joined = buildOption({ series: [{ name: 'FU', unit: 'CNY/t', points: session, connectNulls: true }], theme: TEST_THEME, direction: 'ltr' });
  expect(nullsIn((joined.series as { data: readonly ChartPoint[] }[])[0].data)).toHaveLength(0);
});

test('a series long enough to be sampled for drawing still breaks at every closure, with the raw series step', () => {
  // 70 trading days of FU minute bars: 26,250 points, above MAX_DRAWN_POINTS, so the chart samples them first.
  const days: ChartPoint[] = [];
  for (let day = 0; day < 70; day += 1) {
    const shift = day * 86_400_000;
    for (const [x, y] of session.slice(0, -30)) days.push([x + shift, y]);
  }
  expect(days.length).toBeGreaterThan(MAX_DRAWN_POINTS);
  const option = buildOption({ series: [{ name: 'FU', unit: 'CNY/t', points: days }], theme: TEST_THEME, direction: 'ltr' });
  const data = (option.series as { data: readonly ChartPoint[] }[])[0].data;
  expect(data.length).toBeLessThanOrEqual(MAX_DRAWN_POINTS + nullsIn(data).length);
  // Inside each day the night close and lunch, and the afternoon close before each next night: 2 x 70 + 69 breaks,
  // every one kept through the sampling, as on the raw series.
  expect(nullsIn(data)).toHaveLength(nullsIn(breakGaps(days)).length);
  expect(nullsIn(data).length).toBe(2 * 70 + 69);
});
