/**
 * The CSV layout a file-import connector reads, as the page explains it: the columns of the header the
 * server reports (`csvHeader` of source/update/status, e.g. `series,date,value[,unit]`; brackets mark an
 * optional column) and one example row per layout. The example rows are illustrations written here, not
 * data of any source; the page labels them "example".
 */
export interface CsvColumnSpec {
  name: string;
  optional: boolean;
}

/** `series,date,value[,unit]` -> series, date, value, unit (optional): each `[,name]` is an optional column. */
export function columnsOf(header: string): CsvColumnSpec[] {
  const [required = '', ...rest] = header.split('[');
  const names = (text: string, optional: boolean) =>
    text
      .split(',')
      .map((n) => n.replace(/]/g, '').trim())
      .filter(Boolean)
      .map((name) => ({ name, optional }));
  return [...names(required, false), ...rest.flatMap((part) => names(part, true))];
}

/** Example values per column name (docs/datasources.md, "CSV import"). */
const EXAMPLE_VALUES: Record<string, string> = {
  series: 'EXAMPLE.SERIES',
  date: '2025-04-01',
  value: '101.5',
  unit: 'USD/t',
  location: 'Example Port',
  product: 'LPG',
  volume: '12000',
  kind: 'port',
};

/** The example data line for `header`, in its column order. */
export const exampleRowOf = (header: string): string =>
  columnsOf(header)
    .map((c) => EXAMPLE_VALUES[c.name] ?? '')
    .join(',');
