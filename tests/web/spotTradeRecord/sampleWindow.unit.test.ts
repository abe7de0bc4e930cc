/**
 * The sample window file the page offers (components/sampleWindow.ts): labelled SAMPLE on every row and firm, in the
 * import's columns, for the day asked, and holding one Dubai convergence by the counter's own rule (the e2e test
 * imports the downloaded file through the server).
 */
import { DUBAI_CONVERGENCE_RULES } from '@common/contract/spotTradeRecord';
import { dubaiConvergences, type WindowRecord } from '@common/domain/mocWindow';
import { SAMPLE_COLUMNS, sampleCsv, sampleRows } from '@/pages/Tool/Calculator/SpotTradeRecord/components/sampleWindow';

test('every row is labelled SAMPLE, dated the day asked, in the import columns', () => {
  const lines = sampleCsv('2025-11-20').trim().split('\r\n');
  expect(lines[0]).toBe(SAMPLE_COLUMNS.join(','));
  expect(lines).toHaveLength(26);
  const rows = sampleRows('2025-11-20');
  expect(rows.every((r) => r.state === 'SAMPLE' && r.date === '2025-11-20')).toBe(true);
  expect(rows.every((r) => [r.buyer, r.seller].every((firm) => firm === '' || String(firm).startsWith('Sample firm')))).toBe(true);
});

test('its Dubai partials converge once, for the loading month two months ahead (across a year end too)', () => {
  const records: WindowRecord[] = sampleRows('2025-11-20').map((r, i) => ({
    id: String(i),
    date: String(r.date),
    product: String(r.product),
    instrument: r.instrument as WindowRecord['instrument'],
    side: r.side as WindowRecord['side'],
    buyer: String(r.buyer),
    seller: String(r.seller),
    volume: Number(r.volume),
    loadingWindow: String(r.laycan),
    time: String(r.time),
  }));
  const out = dubaiConvergences(records, DUBAI_CONVERGENCE_RULES);
  expect(out.convergences).toEqual([expect.objectContaining({ loadingMonth: '2026-01', seller: 'Sample firm C', buyer: 'Sample firm A', partials: 20 })]);
  expect(out.open).toEqual([]);
  expect(sampleRows('2025-03-02').find((r) => r.product === 'Dubai')?.laycan).toBe('2025-05');
});
