/**
 * The bar import tab (Config/Contract/components/BarsImport.tsx) through the page harness: the picked file goes to
 * preview as base64 with the instrument and interval; row errors are listed with their localised problem and block
 * the commit; a clean preview commits the same body; non-administrators get the explanation only.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BarsImportPreview } from '@common/contract/marketData';
import BarsImport from '@/pages/Tool/Trade/Reference/components/BarsImport';
import { answer, bodiesSentTo, makeAdmin, makeUser, ok, renderPage, sentTo } from '../harness';

const PREVIEW = '/v2/marketData/bars/import/preview';
const COMMIT = '/v2/marketData/bars/import/commit';
const PAGES = ['/tool/trade/realtime', '/tool/trade/realtime/config/contract'];
const CSV = 'date,open,high,low,close\n2025-03-03,3000,3010,2990,3005\n2025-03-04,3000.5,3010,2990,3005\n';
const ROW = { row: 2, ts: Date.UTC(2025, 2, 3), open: 3000, high: 3010, low: 2990, close: 3005, settle: null, volume: null, oi: null };
const preview = (extra: Partial<BarsImportPreview> = {}): BarsImportPreview => ({
  instrument: 'SHFE.FU2609',
  unit: 'CNY/t',
  tick: 1,
  rows: [ROW],
  errors: [],
  replaces: 0,
  ...extra,
});

async function pickAndPreview(container: HTMLElement) {
  fireEvent.change(screen.getByLabelText('Instrument'), { target: { value: 'SHFE.FU2609' } });
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([CSV], 'fu.csv', { type: 'text/csv' })] } });
  });
  expect(await screen.findByText('fu.csv')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  });
  await waitFor(() => expect(sentTo(PREVIEW)).toHaveLength(1));
}

test('row errors are listed with their problem and block the import', async () => {
  answer(PREVIEW, ok(preview({ errors: [{ row: 3, column: 'open', code: 'offTickGrid', message: 'open 3000.5 is not a multiple of the tick 1' }] })));
  const { container } = renderPage(<BarsImport />, { user: makeAdmin(PAGES), locale: 'en-US' });
  await pickAndPreview(container);
  // The app's chosen language goes with every API call (catalogue names follow it; src/services/localeHeader.ts).
  expect(sentTo(PREVIEW)[0].headers['Accept-Language']).toBe('en-US');
  expect(bodiesSentTo(PREVIEW)[0]).toEqual({
    instrument: 'SHFE.FU2609',
    interval: '1d',
    fileName: 'fu.csv',
    format: 'csv',
    content: Buffer.from(CSV).toString('base64'),
  });
  const errors = await screen.findByRole('table', { name: 'Row errors' });
  expect(within(errors).getByText('Off the tick grid')).toBeInTheDocument();
  expect(within(errors).getByText('open 3000.5 is not a multiple of the tick 1')).toBeInTheDocument();
  expect(screen.getByText('1 rows ready, 1 errors, 0 stored bars would be replaced (unit CNY/t)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('a clean preview commits the same body and says how many bars were stored', async () => {
  answer(PREVIEW, ok(preview()));
  answer(COMMIT, ok({ written: 1, instrument: 'SHFE.FU2609', source: 'import:fu.csv' }));
  const { container } = renderPage(<BarsImport />, { user: makeAdmin(PAGES), locale: 'en-US' });
  await pickAndPreview(container);
  const rows = await screen.findByRole('table', { name: 'Rows to import' });
  expect(within(rows).getByText('2025-03-03')).toBeInTheDocument();
  const importButton = screen.getByRole('button', { name: 'Import' });
  await waitFor(() => expect(importButton).toBeEnabled());
  await act(async () => {
    fireEvent.click(importButton);
  });
  expect(await screen.findByText('1 bars of SHFE.FU2609 stored')).toBeInTheDocument();
  expect(bodiesSentTo(COMMIT)).toEqual(bodiesSentTo(PREVIEW));
});

test('a file of another type is refused before any call; non-administrators only read why', async () => {
  const { container, unmount } = renderPage(<BarsImport />, { user: makeAdmin(PAGES), locale: 'en-US' });
  fireEvent.change(screen.getByLabelText('Instrument'), { target: { value: 'SHFE.FU2609' } });
  await act(async () => {
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['x'], 'fu.pdf')] } });
  });
  expect(await screen.findByText('Only CSV (.csv, .txt) and Excel (.xlsx) files can be imported.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  unmount();
  renderPage(<BarsImport />, { user: makeUser({ paths: PAGES }), locale: 'zh-CN' });
  expect(await screen.findByText('只有管理员可以导入K线：K线是所有用户共享的行情数据。')).toBeInTheDocument();
  expect(sentTo(PREVIEW)).toHaveLength(0);
});
