/**
 * The seasonality page through the page harness: the first request (EIA Brent, 5 years, day of year, level, the
 * default percentiles), the source and band years named, the table of the numbers behind the chart (10 rows a page,
 * positions), each control sending its field, DEMO DATA for demo series, the server's refusal shown, Excel export,
 * the usage panel in Arabic.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Seasonal from '@/pages/Tool/Calculator/Seasonal';
import { exportXlsx } from '@/utils/xlsxExport';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';
import { seasonalAnswer } from './fixtures';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));
jest.mock('@/utils/xlsxExport', () => ({
  ...jest.requireActual('@/utils/xlsxExport'),
  exportXlsx: jest.fn(async () => undefined),
}));

const PATHS = ['/tool/calculator/seasonal', '/tool/trade/realtime'];
const open = (locale: 'en-US' | 'zh-CN' | 'ar-EG' = 'en-US') => renderPage(<Seasonal />, { user: makeUser({ paths: PATHS }), locale });

/** 365 days: the current year above max on odd days. */
function fullYear() {
  const n = 365;
  const line = (f: (i: number) => number | null) => Array.from({ length: n }, (_, i) => f(i));
  return seasonalAnswer({
    x: line((i) => i + 1) as number[],
    min: line(() => 10),
    max: line(() => 20),
    bands: { '10': line(() => 11), '25': line(() => 12), '50': line(() => 15), '75': line(() => 18), '90': line(() => 19) },
    years: { '2023': line(() => 10), '2024': line(() => 20), '2025': line((i) => (i < 100 ? (i % 2 === 0 ? 25 : 15) : null)) },
  });
}

describe('seasonality page', () => {
  test('opens on EIA Brent with the defaults, names the source and band years, and tabulates the numbers', async () => {
    answer('/v2/analytics/seasonality', ok(fullYear()));
    open();
    expect(await screen.findByText('Source: U.S. EIA, public domain')).toBeTruthy();
    expect(screen.getByText('Bands over 2023–2024 (2 years); 2025 overlaid')).toBeTruthy();
    expect(bodiesSentTo('/v2/analytics/seasonality')[0]).toEqual({
      address: 'ds:eia:RBRTE',
      years: 5,
      x: 'dayOfYear',
      mode: 'level',
      percentiles: [10, 25, 50, 75, 90],
    });
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    const table = screen.getByRole('table');
    // 10 rows a page; day 1 (01-01): current 25 above max 20; day 2: 15 inside.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText('01-01')).toBeTruthy();
    expect(within(rows[0]).getByText('Above max')).toBeTruthy();
    expect(within(rows[1]).getByText('Inside')).toBeTruthy();
    expect(within(rows[0]).getByText('25.00')).toBeTruthy();
    expect(screen.getByText('365 rows')).toBeTruthy();
  });

  test('each control sends its field', async () => {
    answer('/v2/analytics/seasonality', (request) => ok(request.body.x === 'weekOfYear' ? seasonalAnswer({ x: [1, 2, 3] }) : seasonalAnswer()));
    open();
    await screen.findByText('Source: U.S. EIA, public domain');
    fireEvent.click(screen.getByRole('radio', { name: 'Week of year' }));
    await waitFor(() => expect(bodiesSentTo('/v2/analytics/seasonality').at(-1)).toMatchObject({ x: 'weekOfYear' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Rebased to 100' }));
    await waitFor(() => expect(bodiesSentTo('/v2/analytics/seasonality').at(-1)).toMatchObject({ x: 'weekOfYear', mode: 'rebased' }));
    fireEvent.click(screen.getByRole('radio', { name: '10 years' }));
    await waitFor(() => expect(bodiesSentTo('/v2/analytics/seasonality').at(-1)).toMatchObject({ years: 10 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const count = screen.getByRole('spinbutton', { name: 'Number of years (1-30)' });
    fireEvent.change(count, { target: { value: '20' } });
    await waitFor(() => expect(bodiesSentTo('/v2/analytics/seasonality').at(-1)).toMatchObject({ years: 20, x: 'weekOfYear', mode: 'rebased' }));
  });

  test('a demo series shows DEMO DATA', async () => {
    answer('/v2/analytics/seasonality', ok(seasonalAnswer({ demo: true, source: 'demo', address: 'md:SHFE.FU@main' })));
    open();
    await screen.findByText('Source: demo');
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('an address the user may not read shows the refusal instead of a chart or table', async () => {
    answer('/v2/analytics/seasonality', failWith('forbidden'));
    open();
    await waitFor(() => expect(screen.getByTestId('chart-state').textContent).not.toBe(''));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  test('Excel exports the rows the table shows, with the same columns as the CSV', async () => {
    answer('/v2/analytics/seasonality', ok(seasonalAnswer()));
    open();
    await screen.findByText('Source: U.S. EIA, public domain');
    fireEvent.click(screen.getByRole('button', { name: /Export Excel/ }));
    const call = jest.mocked(exportXlsx).mock.calls.at(-1);
    if (!call) throw new Error('no export');
    const [name, sheet, rows, columns] = call;
    expect(sheet).toBe(name);
    expect(name).toBe('seasonality-ds_eia_RBRTE');
    expect(rows).toHaveLength(3);
    expect(columns.map((c) => c.title)).toEqual(['x', 'Date / week', 'Min', 'P10', 'P25', 'P50', 'P75', 'P90', 'Max', '2025', 'Current year vs bands']);
  });

  test('Arabic: the usage panel and labels in the page language', async () => {
    answer('/v2/analytics/seasonality', ok(seasonalAnswer()));
    open('ar-EG');
    expect(await screen.findByText('المصدر: U.S. EIA, public domain')).toBeTruthy();
    expect(screen.getByText('طريقة الاستخدام')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'أسبوع السنة' })).toBeTruthy();
  });
});
