/**
 * Issue 18: the picker marks a contract the catalogue flags `expired` (server/features/marketData/catalog.ts) and keeps
 * the catalogue's order (continuous first, active contracts nearest first, expired after them).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogEntry } from '@common/contract/marketData';
import SeriesPicker from '@/components/market/SeriesPicker';
import { answer, makeUser, ok, renderPage } from '../harness';

afterEach(() => cleanup());

const entry = (address: string, name: string, expired?: boolean): CatalogEntry => ({
  address,
  kind: 'md' as const,
  name,
  unit: 'CNY/t',
  source: 'demo',
  first: null,
  last: null,
  demo: true,
  ...(expired ? { expired } : {}),
});

test('an expired contract is listed after the active ones and marked expired', async () => {
  answer('/v2/marketData/catalog', () =>
    ok({
      list: [entry('md:SHFE.FU@main', '燃料油 主力连续'), entry('md:SHFE.FU2601', '燃料油 2601'), entry('md:SHFE.FU2309', '燃料油 2309', true)],
      total: 3,
      current: 1,
      pageSize: 50,
    }),
  );
  renderPage(<SeriesPicker label="Series" value={null} onChange={() => undefined} namesOnly />, { user: makeUser({ paths: ['/tool/trade/realtime'] }) });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Series' }));
  const labels = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((l) => l.textContent);
  await waitFor(() => expect(labels()).toHaveLength(3));
  // The harness renders en-US texts.
  expect(labels()).toEqual(['燃料油 主力连续 (CNY/t)', '燃料油 2601 (CNY/t)', '燃料油 2309 (CNY/t) (expired)']);
});

test("a seeded strategy is named in the reader's language, as on the strategy page (issue 18)", async () => {
  answer('/v2/marketData/catalog', () =>
    ok({
      list: [{ ...entry('spread:hi5_singapore', 'Hi-5 (Singapore)'), kind: 'spread' as const, unit: 'USD/t', seedKey: 'hi5_singapore' }],
      total: 1,
      current: 1,
      pageSize: 50,
    }),
  );
  renderPage(<SeriesPicker label="Series" value={null} onChange={() => undefined} namesOnly />, {
    user: makeUser({ paths: ['/tool/trade/realtime'] }),
    locale: 'zh-CN',
  });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Series' }));
  const labels = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((l) => l.textContent);
  await waitFor(() => expect(labels()).toEqual(['高低硫价差 Hi-5（新加坡） (USD/t)']));
});
