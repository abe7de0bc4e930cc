/**
 * The options page's cross-section and import tabs (issue 21) through the page harness: the chain of the first
 * underlying is asked for and drawn (smile, term structure, open interest by strike, skew history), its expiry's
 * figures (ATM IV, 25-delta risk reversal, put/call ratios computed from the rows) and chain table shown, a demo
 * chain marked DEMO and an imported one not, a day without a chain said so, in the three languages; the import
 * previews, lists row errors and blocks the commit, and commits a clean file; non-administrators read why not.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAIN, COMMIT, CSV, PREVIEW, PRODUCTS, SKEW, preview } from './fixtures';
import FutOptCrossSectionData from '@/pages/Tool/Calculator/FutOptCrossSectionData';
import { answer, bodiesSentTo, makeAdmin, makeUser, ok, renderPage, sentTo } from '../harness';

const mockChartMade = jest.fn();
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => {
    mockChartMade();
    return { setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined };
  },
}));

const PAGE = '/tool/calculator/futOptCrossSectionData';
const USER = makeUser({ paths: [PAGE, '/tool/trade/realtime/oilOtc'] });

function answerReads(chain = CHAIN) {
  answer('/v2/futOptCrossSectionData/products', ok(PRODUCTS));
  answer('/v2/futOptCrossSectionData/chain', ok(chain));
  answer('/v2/futOptCrossSectionData/skewHistory', ok(SKEW));
}

const figure = (label: string) =>
  within(screen.getByTestId('expiry-figures')).getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling as HTMLElement;

test('the demo chain: DEMO, the front expiry figures, the chain table, another expiry chosen', async () => {
  answerReads();
  renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'en-US' });
  expect(await screen.findByText('Demo option chains of 2025-04-01 (seeded simulator, not market data)')).toBeInTheDocument();
  expect(within(screen.getByTestId('chain-source')).getByTestId('demo-badge')).toBeInTheDocument();
  expect(bodiesSentTo('/v2/futOptCrossSectionData/chain')).toEqual([{ product: 'INE.SC' }]);
  await waitFor(() => expect(bodiesSentTo('/v2/futOptCrossSectionData/skewHistory')).toEqual([{ product: 'INE.SC', to: '2025-04-01' }]));
  expect(figure('ATM implied volatility')).toHaveTextContent('31.00%');
  expect(figure('25-delta risk reversal')).toHaveTextContent('-2.50%');
  // Puts' OI 140+130+120+110+100 = 600 against calls' 5 x 50 = 250: 2.40; volume 150 / 50 = 3.00.
  expect(figure('Put/call open-interest ratio')).toHaveTextContent('2.40');
  expect(figure('Put/call volume ratio')).toHaveTextContent('3.00');
  const table = screen.getByRole('table', { name: 'Option chain' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(within(table).getAllByText('32.00%').length).toBeGreaterThan(0);
  await waitFor(() => expect(mockChartMade).toHaveBeenCalled());
  expect(screen.getByText('Call and put Open interest by strike')).toBeInTheDocument();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Expiry' }));
  fireEvent.click(await screen.findByText('INE.SC2506 · 2025-05-26', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(figure('ATM implied volatility')).toHaveTextContent('29.00%'));
  expect(figure('Days to expiry')).toHaveTextContent('55');
});

test('an imported chain has no DEMO badge; a day without settlements says so (Chinese)', async () => {
  answerReads({ ...CHAIN, demo: false, source: 'import:sc.csv' });
  const first = renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'zh-CN' });
  expect(await screen.findByText('2025-04-01 的导入结算价（import:sc.csv）')).toBeInTheDocument();
  expect(within(screen.getByTestId('chain-source')).queryByTestId('demo-badge')).toBeNull();
  expect(screen.getByRole('table', { name: '期权链' })).toBeInTheDocument();
  first.unmount();

  answerReads({ ...CHAIN, demo: false, source: '', date: '2025-04-02', expiries: [] });
  renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'zh-CN' });
  expect(await screen.findByText('2025-04-02 没有期权结算数据：请导入该日的期权结算文件。')).toBeInTheDocument();
});

test('Arabic: the tabs and figures in the reader language', async () => {
  answerReads();
  renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'ar-EG' });
  expect(await screen.findByRole('tab', { name: 'المقطع العرضي' })).toBeInTheDocument();
  expect(await screen.findByText('انعكاس المخاطرة 25 دلتا', { selector: '.ant-descriptions-item-label' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'حاسبة خيار واحد' })).toBeInTheDocument();
});

async function openImportAndPreview(container: HTMLElement) {
  fireEvent.click(await screen.findByRole('tab', { name: 'Import settlements' }));
  const input = (await waitFor(() => container.querySelector('input[type=file]'))) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([CSV], 'sc.csv', { type: 'text/csv' })] } });
  });
  expect(await screen.findByText('sc.csv')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  });
  await waitFor(() => expect(sentTo(PREVIEW)).toHaveLength(1));
}

test('import: row errors are listed with their row and block the commit', async () => {
  answerReads();
  answer(PREVIEW, ok(preview({ errors: [{ row: 3, column: 'contract', code: 'badContract', message: 'Not an option code (e.g. SC2601C550): SC2506X1' }] })));
  const { container } = renderPage(<FutOptCrossSectionData />, { user: makeAdmin([PAGE, '/tool/trade/realtime/oilOtc']), locale: 'en-US' });
  await openImportAndPreview(container);
  expect(bodiesSentTo(PREVIEW)[0]).toEqual({ fileName: 'sc.csv', format: 'csv', content: Buffer.from(CSV).toString('base64') });
  const errors = await screen.findByRole('table', { name: 'Row errors' });
  expect(within(errors).getByText('Not an option code')).toBeInTheDocument();
  expect(within(errors).getByText('3')).toBeInTheDocument();
  expect(screen.getByText('1 rows to store, 1 errors, 0 stored settlements replaced')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('import: a clean preview commits the same body; non-administrators read why not', async () => {
  answerReads();
  answer(PREVIEW, ok(preview()));
  answer(COMMIT, ok({ written: 1, dates: ['2025-04-01'], products: ['INE.SC'] }));
  const admin = renderPage(<FutOptCrossSectionData />, { user: makeAdmin([PAGE, '/tool/trade/realtime/oilOtc']), locale: 'en-US' });
  await openImportAndPreview(admin.container);
  const rows = await screen.findByRole('table', { name: 'Rows to import' });
  expect(within(rows).getByText('INE.SC2506')).toBeInTheDocument();
  const store = screen.getByRole('button', { name: 'Import' });
  await waitFor(() => expect(store).toBeEnabled());
  await act(async () => {
    fireEvent.click(store);
  });
  expect(await screen.findByText('Stored 1 rows (2025-04-01)')).toBeInTheDocument();
  expect(bodiesSentTo(COMMIT)).toEqual(bodiesSentTo(PREVIEW));
  admin.unmount();

  answerReads();
  renderPage(<FutOptCrossSectionData />, { user: USER, locale: 'en-US' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Import settlements' }));
  expect(await screen.findByText('Option settlements are market data every user reads; only administrators import them.')).toBeInTheDocument();
});
