/** Chart layout (issue 18): the legend row and the unit above each y-axis do not overlap. */
import { buildOption } from '@/components/Chart/buildOption';
import { TEST_THEME } from './testTheme';

const points = [
  [0, 1],
  [60_000, 2],
] as const;

test('the legend row ends above the y-axis unit (issue 18: legends on top of the unit)', () => {
  const option = buildOption({ series: [{ name: 'FU', unit: 'CNY/t', points: points }], theme: TEST_THEME, direction: 'ltr' });
  const legend = option.legend as { top: number; itemHeight: number; padding: number };
  const grid = option.grid as { top: number };
  const axis = (option.yAxis as { name: string; nameGap: number }[])[0];
  expect(axis.name).toBe('CNY/t');
  const legendBottom = legend.top + legend.itemHeight + 2 * legend.padding;
  const unitTextHeight = 14; // one line of 12 px text
  expect(grid.top - axis.nameGap - unitTextHeight).toBeGreaterThan(legendBottom);
});
