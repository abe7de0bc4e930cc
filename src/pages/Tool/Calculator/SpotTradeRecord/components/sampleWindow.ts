/**
 * The sample window file the page offers for download: a constructed day (not market data), labelled SAMPLE in its
 * file name, its firms ("Sample firm A") and its `state` column, in the import's column layout
 * (server/features/spotTradeRecord/windowImport.ts). It holds a gasoil cargo's bids, offers and trade before the
 * 16:30:00 close and 20 Dubai partials between the same two firms for one loading month, so importing it shows every
 * view, a convergence included.
 */
import { type CsvColumn, downloadCsv, toCsv } from '@/utils/csvExport';

export const SAMPLE_COLUMNS = [
  'date',
  'time',
  'product',
  'instrument',
  'side',
  'buyer',
  'seller',
  'priceBasis',
  'price',
  'volume',
  'laycan',
  'loadPoint',
  'state',
] as const;
type SampleRow = Record<(typeof SAMPLE_COLUMNS)[number], string | number>;

const A = 'Sample firm A';
const B = 'Sample firm B';
const C = 'Sample firm C';

/** The sample day's rows; `date` is the day the user is looking at, so the import lands where they look. */
export function sampleRows(date: string): SampleRow[] {
  const row = (over: Partial<SampleRow>): SampleRow => ({
    date,
    time: '16:00:00',
    product: 'Gasoil 10ppm',
    instrument: 'cargo',
    side: 'bid',
    buyer: '',
    seller: '',
    priceBasis: 'floating',
    price: 0,
    volume: 150_000,
    laycan: '15-19 days forward',
    loadPoint: 'Singapore',
    state: 'SAMPLE',
    ...over,
  });
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) + (month + 2 > 12 ? 1 : 0);
  const loading = `${year}-${String(((month + 1) % 12) + 1).padStart(2, '0')}`;
  return [
    row({ time: '16:05:10', side: 'bid', buyer: A, price: -0.3 }),
    row({ time: '16:07:40', side: 'offer', seller: B, price: 0.2 }),
    row({ time: '16:15:00', side: 'bid', buyer: C, price: -0.1 }),
    row({ time: '16:21:30', side: 'offer', seller: B, price: 0.05 }),
    row({ time: '16:29:45', side: 'trade', buyer: C, seller: B, price: 0 }),
    ...Array.from({ length: 20 }, (_, i) =>
      row({
        time: `16:${String(10 + i).padStart(2, '0')}:00`,
        product: 'Dubai',
        instrument: 'partial',
        side: 'trade',
        buyer: A,
        seller: C,
        priceBasis: 'fixed',
        price: 72 + i / 100,
        volume: 25_000,
        laycan: loading,
        loadPoint: 'Fateh',
      }),
    ),
  ];
}

const columns: CsvColumn<SampleRow>[] = SAMPLE_COLUMNS.map((name) => ({ title: name, value: (r) => r[name] }));

export const sampleCsv = (date: string): string => toCsv(sampleRows(date), columns);
export const downloadSample = (date: string) => downloadCsv(`spot-trade-window-SAMPLE-${date}`, sampleCsv(date));
