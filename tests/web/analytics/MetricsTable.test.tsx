/**
 * MetricsTable: every metric with its value in percent or as a ratio, a reason in words for each missing one, the
 * convention context always shown, paging at 10, CSV export; the compact grid; the reasons in Chinese and Arabic.
 * Input: empyrical's test vector (docs/domain.md, "Performance metrics"; tests/domain/metrics.test.ts): returns in
 * percent [NaN, 1, 10, -4, 2, 3, 2, 1, -10], P = 252, rf = 0: Sharpe 1.7238613961706866, max drawdown -0.1.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeMetrics } from '@common/domain/metrics';
import MetricsTable from '@/components/Analytics/MetricsTable';
import { renderPage } from '../harness';

const vector = [null, 1, 10, -4, 2, 3, 2, 1, -10].map((r) => (r === null ? null : r / 100));
const full = computeMetrics(vector, { periodsPerYear: 252, riskFree: 0.02, convention: 'empyrical' });
const short = computeMetrics([0.01], { periodsPerYear: 243, riskFree: 0, convention: 'quantstats' });

async function csvOfExport(click: () => void): Promise<string> {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    },
    revokeObjectURL: () => undefined,
  });
  const anchor = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    click();
    return await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blobs[0]);
    });
  } finally {
    anchor.mockRestore();
  }
}

it('shows each metric formatted, the context line, ten rows a page, and exports all of them', async () => {
  renderPage(<MetricsTable result={full} />);
  expect(screen.getByTestId('metrics-context')).toHaveTextContent(
    'Convention: empyrical (default) · 252 periods per year · risk-free rate 2.00% a year (0.0079% per period) · 9 periods, 8 returns',
  );
  const table = screen.getByRole('table');
  const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
  // Sharpe with rf = 2 % / 252 per period; max drawdown -10 % (empyrical's known answer).
  expect(row('Max drawdown')).toHaveTextContent('-10.00%');
  expect(row('Cumulative return')).toHaveTextContent('3.89%');
  expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
  fireEvent.click(screen.getByTitle('2'));
  expect(await within(table).findByText('Excess kurtosis')).toBeInTheDocument();
  expect(row('Excess kurtosis')).toHaveTextContent('1.651');

  const csv = await csvOfExport(() => fireEvent.click(screen.getByRole('button', { name: /Export CSV/ })));
  expect(csv.split('\r\n')[0]).toContain('Metric,Value,Unit,Definition or reason');
  expect(csv).toContain('\r\nMax drawdown,-10,%,Largest fall');
  expect(csv).toContain('\r\nSharpe ratio,');
  expect(csv.trim().split('\r\n')).toHaveLength(16); // header + 15 metrics, every page
});

it('shows the reason for a missing metric, naming it and the returns it needs', () => {
  renderPage(<MetricsTable result={short} />);
  expect(screen.getByTestId('metrics-context')).toHaveTextContent('Convention: QuantStats-compatible · 243 periods per year · risk-free rate 0.00% a year');
  const row = screen.getByText('Sharpe ratio').closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Sharpe ratio needs at least 2 returns; this range has 1.');
  const sortino = screen.getByText('Sortino ratio').closest('tr') as HTMLElement;
  expect(sortino).toHaveTextContent('Sortino ratio needs at least one period below the risk-free rate');
});

it('filters by kind and sorts by value', async () => {
  renderPage(<MetricsTable result={full} />);
  const table = screen.getByRole('table');
  const header = screen.getByRole('columnheader', { name: /Kind/ });
  fireEvent.click(header.querySelector('.ant-table-filter-trigger') as HTMLElement);
  fireEvent.click(await screen.findByRole('menuitem', { name: /Ratio/ }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6)); // header + the 5 ratios
  fireEvent.click(screen.getByRole('columnheader', { name: 'Value' }));
  // Ascending: skewness -0.455 (scipy's known answer, tests/domain/metrics.test.ts) comes first.
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Skewness'));
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-0.455');
});

it('lays the metrics out densely in compact mode, with the context and an export', async () => {
  renderPage(<MetricsTable result={short} compact />);
  const grid = screen.getByTestId('metrics-compact');
  expect(within(grid).getByTestId('metrics-context')).toHaveTextContent('243 periods per year');
  expect(grid).toHaveTextContent('Cumulative return1.00%');
  expect(grid).toHaveTextContent('Skewness needs at least 3 returns; this range has 1.');
  const csv = await csvOfExport(() => fireEvent.click(within(grid).getByRole('button', { name: 'Export CSV' })));
  expect(csv).toContain('\r\nCumulative return,1,%,');
  expect(csv).toContain('\r\nSharpe ratio,,,Sharpe ratio needs at least 2 returns');
});

it('gives the reasons in Chinese and Arabic', () => {
  const zh = renderPage(<MetricsTable result={short} compact />, { locale: 'zh-CN' });
  expect(screen.getByTestId('metrics-compact')).toHaveTextContent('夏普比率至少需要 2 个收益率，此区间只有 1 个。');
  zh.unmount();
  renderPage(<MetricsTable result={short} compact />, { locale: 'ar-EG' });
  expect(screen.getByTestId('metrics-compact')).toHaveTextContent('يحتاج نسبة شارب إلى 2 عوائد على الأقل');
});
