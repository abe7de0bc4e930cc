/**
 * MetricsSettings (convention, periods presets and custom, risk-free in percent), NavDrawdownChart (two connected
 * charts: net value with the rebased benchmark, drawdown in percent), MonthlyReturnsTable (hand-worked returns of
 * tests/domain/calendarReturns.test.ts, coloured by sign), HowToUse (collapsed, opens on click). ECharts is faked at
 * the module `<Chart>` imports dynamically (jsdom has no canvas; drawing is checked in tests/web/chart).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import HowToUse from '@/components/Analytics/HowToUse';
import MetricsSettings, { DEFAULT_METRICS_SETTINGS } from '@/components/Analytics/MetricsSettings';
import MonthlyReturnsTable from '@/components/Analytics/MonthlyReturnsTable';
import NavDrawdownChart from '@/components/Analytics/NavDrawdownChart';
import { renderPage } from '../harness';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type MetricsSettingsValue = import('@/components/Analytics/MetricsSettings').MetricsSettingsValue;

type Option = { series: { name: string; data: [number, number][] }[]; grid?: { top: number; bottom: number } };
const mockCharts: { group?: string; options: Option[]; element: HTMLElement }[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: (element: HTMLElement, _locale: string, group?: string) => {
    const chart = { group, options: [] as Option[], element };
    mockCharts.push(chart);
    return {
      setOption: (option: Option) => chart.options.push(option),
      resize: () => undefined,
      getDataURL: () => '',
      dispose: () => undefined,
      on: () => undefined,
    };
  },
}));
beforeEach(() => {
  mockCharts.length = 0;
});

const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('MetricsSettings', () => {
  function Harness({ onChange }: { onChange: (v: MetricsSettingsValue) => void }) {
    const [value, setValue] = useState(DEFAULT_METRICS_SETTINGS);
    return (
      <MetricsSettings
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('starts at empyrical, 252 and 0 %, and hands on a fraction, a preset or a custom number', async () => {
    expect(DEFAULT_METRICS_SETTINGS).toEqual({ convention: 'empyrical', periodsPerYear: 252, riskFree: 0 });
    const onChange = jest.fn();
    renderPage(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Risk-free rate (% a year)' }), { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ convention: 'empyrical', periodsPerYear: 252, riskFree: 0.025 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Periods per year' }));
    fireEvent.click(await screen.findByText('243 (Chinese futures, 2025)'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ periodsPerYear: 243 }));
    expect(screen.queryByRole('spinbutton', { name: 'Custom periods per year' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Periods per year' }));
    fireEvent.click(await screen.findByText('Custom'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Custom periods per year' }), { target: { value: '250' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ periodsPerYear: 250 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Convention' }));
    fireEvent.click(await screen.findByText('QuantStats-compatible'));
    expect(onChange).toHaveBeenLastCalledWith({ convention: 'quantstats', periodsPerYear: 250, riskFree: 0.025 });
  });
});

describe('NavDrawdownChart', () => {
  const nav: [number, number][] = [
    [1, 1],
    [2, 1.25],
    [3, 1],
  ];
  it('draws the net value with the rebased benchmark above and the drawdown below, in one connect group', async () => {
    renderPage(
      <NavDrawdownChart
        nav={nav}
        benchmark={{
          name: 'FU index',
          points: [
            [1, 200],
            [3, 220],
          ],
        }}
        demo
      />,
    );
    await waitFor(() => expect(mockCharts.every((c) => c.options.length > 0) && mockCharts.length === 2).toBe(true));
    const [top, bottom] = mockCharts;
    expect(top.group).toBeTruthy();
    expect(bottom.group).toBe(top.group);
    const topSeries = top.options.at(-1)?.series ?? [];
    expect(topSeries.map((s) => s.name)).toEqual(['Net value', 'FU index']);
    // 200 -> 1 (the net value at t = 1), 220 -> 1.1.
    expect(topSeries[1].data.map(([, v]) => Math.round(v * 1e9) / 1e9)).toEqual([1, 1.1]);
    const drawdown = bottom.options.at(-1)?.series[0].data ?? [];
    expect(drawdown.map(([, v]) => Math.round(v * 1e9) / 1e9)).toEqual([0, 0, -20]);
    expect(screen.getByText('DEMO DATA')).toBeInTheDocument();
  });

  it('leaves the drawdown a plot tall enough for its labels, even in a short pair (issue 18: a 30 px drawdown)', async () => {
    renderPage(<NavDrawdownChart nav={nav} height={300} />);
    await waitFor(() => expect(mockCharts.length === 2 && mockCharts.every((c) => c.options.length > 0)).toBe(true));
    for (const chart of mockCharts) {
      // The box ECharts draws in is the Chart's sized container: its height less the grid's top and bottom is the plot.
      const box = chart.element.parentElement;
      const grid = chart.options.at(-1)?.grid;
      if (!box || !grid) throw new Error('a sized chart box and a grid');
      expect(Number.parseFloat(box.style.blockSize) - grid.top - grid.bottom).toBeGreaterThanOrEqual(100);
    }
  });

  it('says which value stops the drawdown when one is not above zero', async () => {
    renderPage(
      <NavDrawdownChart
        nav={[
          [1, 1],
          [2, -0.5],
        ]}
      />,
    );
    expect(await screen.findByText('The drawdown needs net values above zero; value 2 is not.')).toBeInTheDocument();
    await waitFor(() => expect(mockCharts).toHaveLength(1));
  });
});

describe('MonthlyReturnsTable', () => {
  const nav: [number, number][] = [
    [at('2024-11-15'), 1.0],
    [at('2024-11-29'), 1.05],
    [at('2024-12-31'), 0.945],
    [at('2025-01-31'), 1.0395],
    [at('2025-03-31'), 1.14345],
  ];
  it('shows years by months and the whole year, coloured by sign (green up outside Chinese)', () => {
    renderPage(<MonthlyReturnsTable points={nav} />);
    const table = screen.getByRole('table', { name: 'Monthly returns' });
    const year = (y: string) => within(table).getByText(y).closest('tr') as HTMLElement;
    const cells = (y: string) =>
      within(year(y))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('2024')).toEqual(['2024', '', '', '', '', '', '', '', '', '', '', '5.00%', '-10.00%', '-5.50%']);
    expect(cells('2025')).toEqual(['2025', '10.00%', '', '10.00%', '', '', '', '', '', '', '', '', '', '21.00%']);
    const colourOf = (text: string) => (within(year('2024')).getByText(text) as HTMLElement).style.color;
    expect(colourOf('5.00%')).not.toBe(colourOf('-10.00%'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Whole year']);
  });

  it('explains an unusable net value instead of a table', () => {
    renderPage(
      <MonthlyReturnsTable
        points={[
          [at('2025-01-02'), 1],
          [at('2025-01-01'), 1],
        ]}
      />,
    );
    expect(screen.getByText('Monthly returns need net values above zero in time order; value 2 is not.')).toBeInTheDocument();
  });
});

describe('HowToUse', () => {
  it('is closed at first and shows the text when opened', async () => {
    renderPage(<HowToUse i18nKey="analytics.convention.empyrical.hint" />);
    const text = /Missing periods are left out of every statistic/;
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /How to use/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
