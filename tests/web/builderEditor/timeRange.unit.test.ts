/** A page's time range, the `range` variable (common/builder/timeRange.ts): its tokens and the panels it reaches. */
import type { PanelSpec } from '@common/contract/pageSpec';
import { applyTimeRange, RANGE_CHOICES, rangeYears } from '@common/builder/timeRange';

const history = (over: object = {}) => ({ kind: 'history', id: 'p1', title: { text: 'FU' }, series: [{ address: 'md:SHFE.FU@main' }], ...over }) as PanelSpec;

test('range tokens are months (1-24) or years (1-30) back; anything else is not a range', () => {
  expect(RANGE_CHOICES.map(rangeYears)).toEqual([1 / 12, 0.25, 0.5, 1, 2, 3, 5, 10]);
  expect(rangeYears('24m')).toBe(2);
  expect(rangeYears('30y')).toBe(30);
  for (const bad of ['25m', '31y', '0y', '1d', '1Y', 'y', '', '01y', '1.5y']) expect(rangeYears(bad)).toBeNull();
});

test('the range reaches daily history panels without their own; others keep theirs', () => {
  expect(applyTimeRange(history(), { range: '6m' })).toEqual({ ...history(), range: { years: 0.5 } });
  expect(applyTimeRange(history({ interval: '1d' }), { range: '3y' })).toMatchObject({ range: { years: 3 } });
  const own = history({ range: { years: 5 } });
  expect(applyTimeRange(own, { range: '6m' })).toBe(own);
  const minutes = history({ interval: '1m' });
  expect(applyTimeRange(minutes, { range: '6m' })).toBe(minutes);
  const text = { kind: 'text', id: 'p2', body: { text: 'x' } } as unknown as PanelSpec;
  expect(applyTimeRange(text, { range: '6m' })).toBe(text);
  expect(applyTimeRange(history(), {})).toEqual(history());
  expect(applyTimeRange(history(), { range: 'soon' })).toEqual(history());
});
