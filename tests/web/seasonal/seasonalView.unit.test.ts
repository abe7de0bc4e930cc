/**
 * The seasonality page's pure view (src/pages/Tool/Calculator/Seasonal/seasonalView.ts): date labels of the merged
 * calendar, percentile pairing into bands, the chart's series and the table rows with the current year's position.
 */
import { dayLabel, pairPercentiles, positionOf, seasonalChartSeries, seasonalRows, xLabel } from '@/components/Analytics/seasonalView';
import { seasonalAnswer } from './fixtures';

const labels = {
  minMax: 'Min–max',
  band: (lower: string, upper: string) => `P${lower}–P${upper}`,
  percentile: (p: string) => `P${p}`,
  year: (y: string) => y,
  unit: 'USD/bbl',
};

describe('labels', () => {
  it('names days on a common year (day 59 = Feb 28, 60 = Mar 1, 365 = Dec 31) and weeks as Wn', () => {
    expect([1, 59, 60, 365].map(dayLabel)).toEqual(['01-01', '02-28', '03-01', '12-31']);
    expect(xLabel(7, 'weekOfYear')).toBe('W7');
  });
});

describe('pairPercentiles', () => {
  it('pairs from the outside in and leaves an odd middle one as a line', () => {
    expect(pairPercentiles(['10', '25', '50', '75', '90'])).toEqual({
      pairs: [
        ['10', '90'],
        ['25', '75'],
      ],
      middle: '50',
    });
    expect(pairPercentiles(['5', '95'])).toEqual({ pairs: [['5', '95']], middle: null });
    expect(pairPercentiles([])).toEqual({ pairs: [], middle: null });
  });
});

describe('seasonalChartSeries', () => {
  it('draws min-max, P10-P90, P25-P75 bands, the median line and the current year last', () => {
    const series = seasonalChartSeries(seasonalAnswer(), labels, false);
    expect(series.map((s) => [s.kind, s.name])).toEqual([
      ['band', 'Min–max'],
      ['band', 'P10–P90'],
      ['band', 'P25–P75'],
      ['line', 'P50'],
      ['line', '2025'],
    ]);
    const minMax = series[0];
    if (minMax.kind !== 'band') throw new Error('not a band');
    // Gaps stay null, paired with their x.
    expect(minMax.lower).toEqual([
      [1, 69],
      [2, 70],
      [3, null],
    ]);
    expect(minMax.upper[1]).toEqual([2, 83]);
  });

  it('adds each band year before the current year when asked', () => {
    const names = seasonalChartSeries(seasonalAnswer(), labels, true).map((s) => s.name);
    expect(names.slice(-3)).toEqual(['2023', '2024', '2025']);
  });

  it('draws no current line when the current year has no data', () => {
    const data = seasonalAnswer({ years: { '2023': [1, 2, 3] } });
    expect(seasonalChartSeries(data, labels, false).map((s) => s.name)).not.toContain('2025');
  });
});

describe('seasonalRows and positionOf', () => {
  it('gives one row per x with the bands, the current value and its position against min/max and P10/P90', () => {
    const rows = seasonalRows(seasonalAnswer(), 'dayOfYear');
    expect(rows).toHaveLength(3);
    // Day 1: current 90 > max 82 -> aboveMax. Day 2: 72 within [70, 83], above P10 (71), below P90 (81) -> middle.
    expect(rows[0]).toMatchObject({ x: 1, label: '01-01', min: 69, max: 82, current: 90, position: 'aboveMax' });
    expect(rows[0].bands).toEqual({ '10': 70, '25': 72, '50': 75, '75': 78, '90': 80 });
    expect(rows[1].position).toBe('middle');
    expect(rows[2]).toMatchObject({ current: null, position: 'none' });
  });

  it('places values in the tails between the outermost percentiles and min/max', () => {
    const row = { min: 0, max: 100 };
    expect(positionOf(95, row, [10, 90])).toBe('upper');
    expect(positionOf(5, row, [10, 90])).toBe('lower');
    expect(positionOf(-1, row, [10, 90])).toBe('belowMin');
    expect(positionOf(50, row, [null, null])).toBe('middle');
    expect(positionOf(50, { min: null, max: null }, [10, 90])).toBe('none');
  });
});
