/**
 * Issue 18: seasonality bands of a series that goes negative (FU inner/outer, week 1: table min -2.67 / max 2.04)
 * were drawn from 0 upwards (chart band 0 to +4.7, P50 outside the P25-P75 band): ECharts' default stack strategy
 * ('samesign') stacks a positive width only on a positive base, so a band whose lower edge is negative was stacked
 * on 0. The page is rendered with a negative-valued answer, the option the page hands to ECharts is captured and
 * drawn by the real ECharts (SSR SVG renderer), and the drawn edges of every band are read back from ECharts' model
 * and compared with the numbers the table shows.
 */
import { screen, within } from '@testing-library/react';
import Seasonal from '@/pages/Tool/Calculator/Seasonal';
import { answer, makeUser, ok, renderPage } from '../harness';
import { seasonalAnswer } from './fixtures';

const mockOptions: Record<string, unknown>[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: Record<string, unknown>) => mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => '',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

/** Week 1 of FU inner/outer as the user saw it, and a second week wholly below zero. */
const negative = seasonalAnswer({
  x: [1, 2],
  min: [-2.67, -9.5],
  max: [2.04, -1.25],
  bands: { '10': [-2.1, -8.75], '25': [-1.35, -6.5], '50': [-0.42, -4.1], '75': [0.88, -2.8], '90': [1.72, -1.6] },
  years: { '2023': [-2.67, -9.5], '2024': [2.04, -1.25], '2025': [-0.3, -5] },
  address: 'spread:fu_inner_outer',
  unit: 'CNY/t',
});

interface StackData {
  count(): number;
  get(dim: string, i: number): number;
  getCalculationInfo(key: 'stackResultDimension' | 'stackedOverDimension'): string;
}
interface Model {
  getSeriesByIndex(i: number): { name: string; id: string; getData(): StackData };
  getSeriesCount(): number;
}

/** Each band's drawn edges per x: the bottom of its filled area and its top, as ECharts computed them. */
function drawnBands(option: Record<string, unknown>): Map<string, { lower: number; upper: number }[]> {
  const echarts = require('echarts') as typeof import('echarts');
  echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  try {
    chart.setOption(option);
    const model = (chart as unknown as { getModel(): Model }).getModel();
    const bands = new Map<string, { lower: number; upper: number }[]>();
    for (let s = 0; s < model.getSeriesCount(); s++) {
      const series = model.getSeriesByIndex(s);
      if (!series.id.endsWith('-range')) continue;
      const data = series.getData();
      const top = data.getCalculationInfo('stackResultDimension');
      const base = data.getCalculationInfo('stackedOverDimension');
      bands.set(
        series.name,
        Array.from({ length: data.count() }, (_, i) => ({ lower: data.get(base, i), upper: data.get(top, i) })),
      );
    }
    return bands;
  } finally {
    chart.dispose();
  }
}

test('bands below zero are drawn between the quantiles the table shows', async () => {
  answer('/v2/analytics/seasonality', ok(negative));
  renderPage(<Seasonal />, { user: makeUser({ paths: ['/tool/calculator/seasonal'] }), locale: 'en-US' });
  const table = await screen.findByRole('table');
  const option = mockOptions.at(-1);
  expect(option).toBeDefined();
  const bands = drawnBands(option as Record<string, unknown>);
  expect([...bands.keys()]).toEqual(['Min–max', 'P10–P90', 'P25–P75']);

  // The table's cells, in column order: Min, P10, P25, P50, P75, P90, Max.
  const rows = within(table).getAllByRole('row').slice(1);
  const cells = rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
  const numbers = cells.map((row) => row.slice(2, 9).map((text) => Number(text.replace('−', '-'))));
  expect(numbers[0]).toEqual([-2.67, -2.1, -1.35, -0.42, 0.88, 1.72, 2.04]);

  const round = (v: number) => Math.round(v * 100) / 100;
  const drawn = (name: string) => (bands.get(name) ?? []).map((edge) => [round(edge.lower), round(edge.upper)]);
  expect(drawn('Min–max')).toEqual(numbers.map((row) => [row[0], row[6]]));
  expect(drawn('P10–P90')).toEqual(numbers.map((row) => [row[1], row[5]]));
  expect(drawn('P25–P75')).toEqual(numbers.map((row) => [row[2], row[4]]));
  // The median lies inside the inner band it was outside of.
  for (const row of numbers) {
    const [lower, upper] = [row[2], row[4]];
    expect(row[3]).toBeGreaterThanOrEqual(lower);
    expect(row[3]).toBeLessThanOrEqual(upper);
  }
});
