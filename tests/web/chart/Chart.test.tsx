/**
 * `<Chart>`: loads ECharts lazily and draws the props, shows loading / empty / error states, exports PNG and CSV,
 * shows "DEMO DATA", puts the legend at the reading start in Arabic. ECharts itself is faked at the module `<Chart>`
 * imports dynamically (echartsCore.ts): jsdom has no canvas; the drawing is checked in buildOption.unit.test.ts.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Chart from '@/components/Chart';
// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type ChartSeries = import('@/components/Chart/types').ChartSeries;
import { renderPage } from '../harness';

type Option = { series: { name: string; data: unknown }[]; legend: Record<string, unknown> };
type ClickParams = { componentType?: string; seriesId?: string; dataIndex?: number };
type MockClickHandler = (params: ClickParams) => void;
const mockInstances: { element: HTMLElement; options: Option[]; disposed: boolean; finished?: () => void; click?: MockClickHandler }[] = [];
let mockFailLoad = false;
let mockFailDraw = false;

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: (element: HTMLElement) => {
    if (mockFailLoad) throw new Error('chunk failed');
    const instance = {
      element,
      options: [] as Option[],
      disposed: false,
      finished: undefined as undefined | (() => void),
      click: undefined as undefined | MockClickHandler,
    };
    mockInstances.push(instance);
    return {
      setOption: (option: Option) => {
        if (mockFailDraw) throw new TypeError("Cannot read properties of undefined (reading 'group')");
        instance.options.push(option);
        instance.finished?.();
      },
      resize: () => undefined,
      getDataURL: () => 'data:image/png;base64,AAAA',
      dispose: () => {
        instance.disposed = true;
      },
      on: (event: string, handler: MockClickHandler) => {
        if (event === 'finished') instance.finished = handler as unknown as () => void;
        if (event === 'click') instance.click = handler;
      },
    };
  },
}));

const series: ChartSeries[] = [
  { name: 'FU inner', unit: 'USD/t', points: [[Date.parse('2026-01-05T01:00:00Z'), 1.82]] },
  { name: 'Sing380', unit: 'USD/t', points: [[Date.parse('2026-01-05T01:00:00Z'), 392.55]] },
];
const lastOption = () => mockInstances[mockInstances.length - 1].options.at(-1) as Option;

beforeEach(() => {
  mockInstances.length = 0;
  mockFailLoad = false;
  mockFailDraw = false;
});

it('loads ECharts, draws the series, and disposes the instance on unmount', async () => {
  const onRendered = jest.fn();
  const view = renderPage(<Chart series={series} title="FU" onRendered={onRendered} />);
  await waitFor(() => expect(mockInstances).toHaveLength(1));
  await waitFor(() => expect(lastOption().series.map((s) => s.name)).toEqual(['FU inner', 'Sing380']));
  expect(onRendered).toHaveBeenCalled();
  expect(screen.getByRole('img', { name: 'FU' })).toBe(mockInstances[0].element);
  view.unmount();
  expect(mockInstances[0].disposed).toBe(true);
});

it('shows loading, empty and error states (with retry)', async () => {
  const onRetry = jest.fn();
  const view = renderPage(<Chart series={series} loading />);
  expect(await screen.findByLabelText('Loading chart')).toBeInTheDocument();
  view.unmount();

  const empty = renderPage(<Chart series={[{ name: 'x', unit: 'USD/t', points: [] }]} />);
  expect(await screen.findByText('No data in this range')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export data (CSV)' })).toBeDisabled();
  empty.unmount();

  renderPage(<Chart series={series} error="The series could not be read" onRetry={onRetry} />);
  expect(await screen.findByText('The series could not be read')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('says so when ECharts cannot be loaded, and loads again on retry', async () => {
  mockFailLoad = true;
  renderPage(<Chart series={series} />);
  expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
  mockFailLoad = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(mockInstances).toHaveLength(1));
  expect(screen.queryByText('The chart could not be loaded')).not.toBeInTheDocument();
});

it('says so when ECharts throws while drawing, keeps the page, and draws on a fresh instance on retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFailDraw = true;
  renderPage(
    <div>
      <p>Page around the chart</p>
      <Chart series={series} title="FU" />
    </div>,
  );
  expect(await screen.findByText('The chart could not be drawn')).toBeInTheDocument();
  expect(screen.getByText('Page around the chart')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export data (CSV)' })).toBeDisabled();
  expect(logged).toHaveBeenCalledWith('[chart] ECharts could not draw the chart', expect.any(TypeError));
  logged.mockRestore();
  mockFailDraw = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(mockInstances).toHaveLength(2));
  await waitFor(() => expect(lastOption().series.map((s) => s.name)).toEqual(['FU inner', 'Sing380']));
  expect(mockInstances[0].disposed).toBe(true);
  expect(screen.queryByText('The chart could not be drawn')).not.toBeInTheDocument();
});

it('exports PNG through ECharts and CSV of the points', async () => {
  const clicked: { href: string; download: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  const blobs: Blob[] = [];
  const createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  };
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  try {
    renderPage(<Chart series={series} title="FU inner / Sing380" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as PNG' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    expect(clicked[0]).toEqual({ href: 'data:image/png;base64,AAAA', download: 'FU-inner-Sing380.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Export data (CSV)' }));
    expect(clicked[1].download).toBe('FU-inner-Sing380.csv');
    // jsdom's Blob has no text(): read it as the browser would.
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('FU inner (USD/t),Sing380 (USD/t)');
    expect(text).toContain(',1.82,392.55');
  } finally {
    click.mockRestore();
  }
});

it('shows DEMO DATA only when asked', async () => {
  const view = renderPage(<Chart series={series} demo />);
  expect(await screen.findByText('DEMO DATA')).toBeInTheDocument();
  await waitFor(() => expect(mockInstances).toHaveLength(1));
  view.unmount();
  renderPage(<Chart series={series} />);
  await waitFor(() => expect(mockInstances).toHaveLength(2));
  expect(screen.queryByText('DEMO DATA')).not.toBeInTheDocument();
});

it('puts the legend on the right in Arabic', async () => {
  renderPage(<Chart series={series} />, { locale: 'ar-EG' });
  await waitFor(() => expect(mockInstances[0]?.options.length).toBeGreaterThan(0));
  expect(lastOption().legend).toMatchObject({ right: 8, align: 'right' });
});

it('keeps ECharts out of every bundle but its own chunk: only echartsCore.ts imports it, and only dynamically', () => {
  const dir = join(__dirname, '../../../src/components/Chart');
  const index = readFileSync(join(dir, 'index.tsx'), 'utf8');
  expect(index).toMatch(/import\('\.\/echartsCore'\)/);
  expect(index).not.toMatch(/^import (?!type)[^;]*from '(echarts|\.\/echartsCore)/m);
  for (const file of ['buildOption.ts', 'chartCsv.ts', 'types.ts', 'useChartTheme.ts', 'download.ts']) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from 'echarts/);
  }
});

it('draws a band on a category axis and exports its edges under the axis categories', async () => {
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    clicked.push('csv');
  });
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    },
    revokeObjectURL: () => undefined,
  });
  const band: ChartSeries[] = [
    {
      kind: 'band',
      name: 'P10-P90',
      unit: '%',
      lower: [
        [0, -1],
        [1, -2],
      ],
      upper: [
        [0, 3],
        [1, 4],
      ],
    },
  ];
  const xAxis = { type: 'category', categories: ['Jan', 'Feb'] } as const;
  try {
    renderPage(<Chart series={band} xAxis={xAxis} title="band" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export data (CSV)' })).toBeEnabled());
    const option = lastOption() as unknown as { xAxis: unknown; series: { stack?: string }[] };
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Jan', 'Feb'] });
    expect(option.series.map((s) => s.stack)).toEqual(['band-0', 'band-0']);
    fireEvent.click(screen.getByRole('button', { name: 'Export data (CSV)' }));
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('X,P10-P90 lower (%),P10-P90 upper (%)');
    expect(text).toContain('Feb,-2,4');
  } finally {
    click.mockRestore();
  }
});

it('draws annotations as mark lines of their own series and calls onAnnotationClick with the clicked one only', async () => {
  const onAnnotationClick = jest.fn();
  const annotations = [
    { at: Date.parse('2026-01-05T00:00:00Z'), label: 'Methodology change for Singapore HSFO (Methodology change)', id: 'd1' },
    { at: Date.parse('2026-01-06T00:00:00Z'), label: 'Short (Report)', id: 'd2' },
  ];
  renderPage(<Chart series={series} title="FU" annotations={annotations} onAnnotationClick={onAnnotationClick} />);
  await waitFor(() => expect(lastOption().series).toHaveLength(3));
  const marks = lastOption().series[2] as unknown as { id: string; markLine: { data: { xAxis: number; name: string }[] } };
  expect(marks.id).toBe('chart-annotations');
  expect(marks.markLine.data.map((d) => [d.xAxis, d.name])).toEqual(annotations.map((a) => [a.at, a.label]));
  // The legend keeps the data series only.
  expect(lastOption().legend.data).toEqual(['FU inner', 'Sing380']);
  const click = mockInstances[0].click as MockClickHandler;
  click({ componentType: 'series', seriesId: 'x', dataIndex: 0 });
  click({ componentType: 'markLine', seriesId: 'other', dataIndex: 0 });
  expect(onAnnotationClick).not.toHaveBeenCalled();
  click({ componentType: 'markLine', seriesId: 'chart-annotations', dataIndex: 1 });
  expect(onAnnotationClick).toHaveBeenCalledWith(annotations[1]);
});
