/**
 * The downloadable import templates (docs/research/calendar.md, "CSV and Excel"): the documented columns in their
 * order and two example rows (a timed release in an IANA zone, a date-only one), built in the browser as CSV or as
 * an Excel workbook. Zones are IANA names: a cell starting with `+` would be defused as a formula by the CSV export.
 */
import { type CsvColumn, downloadCsv, toCsv } from '@/utils/csvExport';
import { exportXlsx } from '@/utils/xlsxExport';

export const TEMPLATE_COLUMNS = [
  'uid',
  'event_key',
  'date',
  'time',
  'timezone',
  'country',
  'currency',
  'event',
  'period',
  'importance',
  'status',
  'actual',
  'consensus',
  'previous',
  'revised',
  'unit',
  'source',
  'products',
] as const;

type TemplateRow = Partial<Record<(typeof TEMPLATE_COLUMNS)[number], string | number>>;

export const TEMPLATE_ROWS: TemplateRow[] = [
  {
    uid: 'us-cpi-2026-11',
    event_key: 'US.CPI.YOY',
    date: '2026-12-10',
    time: '08:30',
    timezone: 'America/New_York',
    country: 'US',
    currency: 'USD',
    event: 'CPI YoY',
    period: '2026-11',
    importance: 'high',
    status: 'official',
    consensus: 3.1,
    previous: 3.0,
    unit: '%',
    source: 'BLS',
    products: 'HSFO;PTA',
  },
  {
    uid: 'cn-pmi-2026-12',
    event_key: 'CN.PMI',
    date: '2026-12-31',
    country: 'CN',
    currency: 'CNY',
    event: 'Manufacturing PMI',
    period: '2026-12',
    importance: 'medium',
    status: 'official',
    consensus: 50.2,
    previous: 49.8,
    source: 'NBS',
    products: 'PX',
  },
];

const columns: CsvColumn<TemplateRow>[] = TEMPLATE_COLUMNS.map((name) => ({ title: name, value: (r) => r[name] ?? null }));

/** The CSV template's text (header and example rows). */
export const templateCsv = (): string => toCsv(TEMPLATE_ROWS, columns);

export const downloadCsvTemplate = () => downloadCsv('calendar-template', templateCsv());
export const downloadXlsxTemplate = () => exportXlsx('calendar-template', 'calendar', TEMPLATE_ROWS, columns);
