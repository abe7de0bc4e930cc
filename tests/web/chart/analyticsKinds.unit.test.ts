/**
 * The chart kinds added for the analytics pages (issue 10): x-axes other than time, gaps, bands, bars, heat maps
 * and level lines. Checked on the option (pure) and drawn by the real ECharts where the drawing is the point (the
 * band's stack trick, the heat map): its SSR SVG renderer works in jsdom.
 */
import { buildOption, isEmptyChart, LARGE_SERIES } from '@/components/Chart/buildOption';
import { chartCsv } from '@/components/Chart/chartCsv';
import { heatmapScale } from '@/components/Chart/heatmapOption';
import type { BandSeries, ChartSeries, HeatmapSeries } from '@/components/Chart/types';
import { toCsv } from '@/utils/csvExport';
import { TEST_THEME } from './testTheme';

const theme = TEST_THEME;
const labels = { time: 'Time', open: 'open', close: 'close', low: 'low', high: 'high', lower: 'lower', upper: 'upper', x: 'X' };

type AnySeries = Record<string, unknown> & { type: string; name: string; data: unknown[] };
const seriesOf = (option: Record<string, unknown>) => option.series as AnySeries[];

/** The real ECharts (CommonJS build) with an SSR SVG renderer; `use` gets the instance while it lives. */
function withEcharts(option: Record<string, unknown>, use: (chart: import('echarts').ECharts) => void): void {
  const echarts = require('echarts') as typeof import('echarts');
  echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  try {
    chart.setOption(option);
    use(chart);
  } finally {
    chart.dispose();
  }
}

const band: BandSeries = {
  kind: 'band',
  name: 'P10–P90',
  unit: 'CNY/t',
  lower: [
    [1, 10],
    [2, 12],
    [3, null],
    [4, 11],
  ],
  upper: [
    [1, 15],
    [2, 20],
    [3, 18],
    // no upper at x = 4: a gap
  ],
};

describe('x-axis', () => {
  const line: ChartSeries = { name: 'A', unit: 'CNY/t', points: [[1, 5]] };
  it('is time unless told otherwise', () => {
    expect(buildOption({ series: [line], theme, direction: 'ltr' }).xAxis).toMatchObject({ type: 'time' });
  });
  it('takes a value axis with its name and bounds', () => {
    const option = buildOption({ series: [line], theme, direction: 'rtl', xAxis: { type: 'value', name: 'Day of year', min: 1, max: 366 } });
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Day of year', min: 1, max: 366 });
    expect(option.xAxis).not.toHaveProperty('inverse');
    const inverted = buildOption({ series: [line], theme, direction: 'ltr', xAxis: { type: 'value', min: 0, inverse: true } });
    expect(inverted.xAxis).toMatchObject({ type: 'value', min: 0, inverse: true });
  });
  it('takes categories (points give the index), with a boundary gap only under bars', () => {
    const categories = ['Jan', 'Feb', 'Mar'];
    const lines = buildOption({ series: [line], theme, direction: 'ltr', xAxis: { type: 'category', categories } });
    expect(lines.xAxis).toMatchObject({ type: 'category', data: categories, boundaryGap: false });
    const bars = buildOption({
      series: [{ kind: 'bar', name: 'B', unit: '%', points: [[0, 1]] }],
      theme,
      direction: 'ltr',
      xAxis: { type: 'category', categories },
    });
    expect(bars.xAxis).toMatchObject({ boundaryGap: true });
  });
});

describe('gaps (null values)', () => {
  it('passes nulls through to ECharts, which breaks the line there, also when sampling a large series', () => {
    const points = Array.from({ length: LARGE_SERIES + 10 }, (_, i) => [i, i % 100 === 0 ? null : i] as const);
    const [drawn] = seriesOf(buildOption({ series: [{ name: 'A', unit: 'x', points }], theme, direction: 'ltr', xAxis: { type: 'value' } }));
    expect(drawn).toMatchObject({ sampling: 'lttb' });
    expect(drawn.data[100]).toEqual([100, null]);
    // ECharts' LTTB skips NaN (its parsed null) and keeps a gap in each bucket that has one.
    withEcharts(buildOption({ series: [{ name: 'A', unit: 'x', points }], theme, direction: 'ltr', xAxis: { type: 'value' } }), (chart) => {
      expect(chart.renderToSVGString()).toContain('<path');
    });
  });
  it('breaks the line at a null unless the series asks to connect across them (days without trading)', () => {
    const points = [
      [1, 10],
      [2, null],
      [3, 12],
    ] as const;
    const [broken] = seriesOf(buildOption({ series: [{ name: 'A', unit: 'x', points }], theme, direction: 'ltr', xAxis: { type: 'value' } }));
    expect(broken.connectNulls).toBe(false);
    const [joined] = seriesOf(
      buildOption({ series: [{ name: 'A', unit: 'x', points, connectNulls: true }], theme, direction: 'ltr', xAxis: { type: 'value' } }),
    );
    expect(joined.connectNulls).toBe(true);
    expect(joined.data[1]).toEqual([2, null]);
  });
  it('leaves a blank CSV cell for a null', () => {
    const { rows, columns } = chartCsv(
      [
        {
          name: 'A',
          unit: 'x',
          points: [
            [1, 2],
            [2, null],
          ],
        },
      ],
      labels,
      { type: 'value', name: 'Day' },
    );
    expect(toCsv(rows, columns)).toBe('Day,A (x)\r\n1,2\r\n2,\r\n');
  });
  it('names categories in the CSV x column', () => {
    const { rows, columns } = chartCsv([{ kind: 'bar', name: 'R', unit: '%', points: [[1, -2]] }], labels, { type: 'category', categories: ['Jan', 'Feb'] });
    expect(toCsv(rows, columns)).toBe('X,R (%)\r\nFeb,-2\r\n');
  });
});

describe('band', () => {
  const option = buildOption({ series: [band], theme, direction: 'ltr', precision: 1 });
  const [lower, range] = seriesOf(option);

  it('is an invisible lower line and a filled (upper - lower) area stacked on it, both under the band name', () => {
    expect(lower).toMatchObject({ type: 'line', name: 'P10–P90', stack: 'band-0', lineStyle: { opacity: 0 }, tooltip: { show: false } });
    expect(lower.areaStyle).toBeUndefined();
    expect(range).toMatchObject({ type: 'line', name: 'P10–P90', stack: 'band-0', lineStyle: { opacity: 0 } });
    expect(range.areaStyle).toBeTruthy();
    expect(lower.data).toEqual([
      [1, 10],
      [2, 12],
      [3, null],
      [4, 11],
    ]);
    // 15 - 10, 20 - 12; a null lower (x = 3) and a missing upper (x = 4) are gaps.
    expect(range.data).toEqual([
      [1, 5],
      [2, 8],
      [3, null],
      [4, null],
    ]);
    expect(range.sampling).toBeUndefined();
  });

  it('has one legend entry and a tooltip that reads lower – upper', () => {
    expect((option.legend as { data: unknown[] }).data).toEqual([{ name: 'P10–P90', icon: 'roundRect' }]);
    const formatter = (range.tooltip as { valueFormatter: (value: unknown, index: number) => string }).valueFormatter;
    expect(formatter(8, 1)).toBe('12.0 – 20.0');
    expect(formatter(null, 3)).toBe('–');
  });

  it('stacks to the upper edge when ECharts draws it', () => {
    withEcharts(option, (chart) => {
      // Reaching into ECharts' model: the stacked result of the range part is where the area's top is drawn.
      const model = (chart as unknown as { getModel(): { getSeriesByIndex(i: number): { getData(): StackData } } }).getModel();
      const data = model.getSeriesByIndex(1).getData();
      const top = data.getCalculationInfo('stackResultDimension');
      expect([0, 1].map((i) => data.get(top, i))).toEqual([15, 20]);
      expect(chart.renderToSVGString()).toContain('P10–P90');
    });
  });

  it('writes both edges to the CSV', () => {
    const { rows, columns } = chartCsv([band], labels, { type: 'value' });
    expect(toCsv(rows, columns)).toBe('X,P10–P90 lower (CNY/t),P10–P90 upper (CNY/t)\r\n1,10,15\r\n2,12,20\r\n3,,18\r\n4,11,\r\n');
  });
});
type StackData = { getCalculationInfo(key: string): string; get(dim: string, i: number): number };

describe('bar', () => {
  const points = [
    [0, 2],
    [1, -3],
    [2, 0],
  ] as const;
  it('colours by sign when asked, and reads from zero', () => {
    const option = buildOption({ series: [{ kind: 'bar', name: 'R', unit: '%', points, signColours: true }], theme, direction: 'ltr' });
    const [bar] = seriesOf(option);
    expect(bar.type).toBe('bar');
    const color = (bar.itemStyle as { color: (p: { value: unknown }) => string }).color;
    expect(points.map((p) => color({ value: p }))).toEqual([theme.rise, theme.fall, theme.rise]);
    expect((option.yAxis as { scale: boolean }[])[0].scale).toBe(false);
  });
  it('keeps the series colour without signColours', () => {
    const [bar] = seriesOf(buildOption({ series: [{ kind: 'bar', name: 'R', unit: '%', points }], theme, direction: 'ltr' }));
    expect(bar.itemStyle).toBeUndefined();
    expect(bar.color).toBe(theme.palette[0]);
  });
});

describe('levels', () => {
  const points = [
    [1, 3],
    [2, 5],
  ] as const;
  it('draws each level as a labelled dashed line and stretches the axis to a level outside the data', () => {
    const option = buildOption({
      series: [
        {
          name: 'A',
          unit: '%',
          points,
          levels: [
            { value: 0, label: 'zero' },
            { value: 4, label: 'today P62' },
          ],
        },
      ],
      theme,
      direction: 'ltr',
    });
    const [line] = seriesOf(option);
    expect(line.markLine).toMatchObject({
      symbol: 'none',
      lineStyle: { type: 'dashed' },
      data: [
        { yAxis: 0, label: { formatter: 'zero' } },
        { yAxis: 4, label: { formatter: 'today P62' } },
      ],
    });
    expect((option.yAxis as { min?: number; max?: number }[])[0]).toMatchObject({ min: 0, max: undefined });
    withEcharts(option, (chart) => expect(chart.renderToSVGString()).toContain('today P62'));
  });
  it('leaves the axis alone when every level lies inside the data', () => {
    const option = buildOption({ series: [{ name: 'A', unit: '%', points, levels: [{ value: 4, label: 'x' }] }], theme, direction: 'ltr' });
    expect((option.yAxis as { min?: number }[])[0].min).toBeUndefined();
    expect(seriesOf(buildOption({ series: [{ name: 'A', unit: '%', points }], theme, direction: 'ltr' }))[0].markLine).toBeUndefined();
  });
});

describe('heat map', () => {
  const heat: HeatmapSeries = {
    kind: 'heatmap',
    name: 'Monthly return',
    unit: '%',
    xCategories: ['Jan', 'Feb', 'Mar'],
    yCategories: ['2024', '2025'],
    cells: [
      [0, 0, 1.5],
      [1, 0, -4],
      [2, 0, null],
      [0, 1, 2],
    ],
    precision: 1,
  };

  it('holds its one series on its own category axes, nulls left empty, values in the cells', () => {
    const option = buildOption({ series: [heat], theme, direction: 'rtl', xAxis: { type: 'time' } });
    expect(option.xAxis).toMatchObject({ type: 'category', data: heat.xCategories });
    expect(option.yAxis).toMatchObject({ type: 'category', data: heat.yCategories, position: 'right' });
    const [series] = seriesOf(option);
    expect(series.type).toBe('heatmap');
    expect(series.data).toEqual([
      [0, 0, 1.5],
      [1, 0, -4],
      [2, 0, '-'],
      [0, 1, 2],
    ]);
    const label = series.label as { show: boolean; formatter: (p: { value: unknown }) => string };
    expect(label.show).toBe(true);
    expect(label.formatter({ value: [1, 0, -4] })).toBe('-4.0');
    const tooltip = (option.tooltip as { formatter: (p: { value: unknown }) => string }).formatter({ value: [1, 0, -4] });
    expect(tooltip).toBe('Monthly return<br/>2024 · Feb: <b>-4.0 %</b>');
    expect(option).not.toHaveProperty('legend');
    expect(isEmptyChart([heat])).toBe(false);
  });

  it('diverges symmetrically around 0 when values have both signs, runs one way otherwise', () => {
    expect(heatmapScale(heat, theme)).toEqual({ min: -4, max: 4, colors: [theme.fall, theme.background, theme.rise], diverging: true });
    const positive = { ...heat, cells: [[0, 0, 2] as const, [1, 0, 5] as const] };
    expect(heatmapScale(positive, theme)).toEqual({ min: 2, max: 5, colors: [theme.background, theme.palette[0]], diverging: false });
    const empty = { ...heat, cells: [[0, 0, null] as const] };
    expect(heatmapScale(empty, theme)).toMatchObject({ min: 0, max: 1 });
    const option = buildOption({ series: [heat], theme, direction: 'ltr' });
    expect(option.visualMap).toMatchObject({ min: -4, max: 4, inRange: { color: [theme.fall, theme.background, theme.rise] } });
  });

  it('is drawn by ECharts with its categories and cell values', () => {
    withEcharts(buildOption({ series: [heat], theme, direction: 'ltr' }), (chart) => {
      const svg = chart.renderToSVGString();
      for (const text of ['Jan', 'Mar', '2024', '2025', '1.5', '-4.0']) expect(svg).toContain(text);
    });
  });

  it('exports years as rows and months as columns', () => {
    const { rows, columns } = chartCsv([heat], labels);
    expect(toCsv(rows, columns)).toBe('Monthly return (%),Jan,Feb,Mar\r\n2024,1.5,-4,\r\n2025,2,,\r\n');
  });
});
