/** The CSV layouts of the import connectors (server/features/datasource/csvFormats.ts), including malformed lines. */
import { CsvFormatError, parseKplerCsv, parseSeriesCsv } from '../../server/features/datasource/csvFormats';

function failure(fn: () => unknown): CsvFormatError {
  try {
    fn();
  } catch (err) {
    if (err instanceof CsvFormatError) return err;
    throw err;
  }
  throw new Error('expected a CsvFormatError');
}

describe('series layout: series,date,value[,unit]', () => {
  it('parses rows, header in any order and case, BOM, CRLF, quoted fields', () => {
    const text = '\ufeffValue,SERIES,date,unit\r\n70.5,"Brent, ICE",2024-01-02,USD/bbl\r\n1e3,WTI,2024-01-02T08:00:00+08:00,\r\n';
    expect(parseSeriesCsv(text, 'a.csv')).toEqual({
      rows: [
        { seriesId: 'Brent, ICE', ts: Date.UTC(2024, 0, 2), value: 70.5, unit: 'USD/bbl' },
        { seriesId: 'WTI', ts: Date.UTC(2024, 0, 2, 0, 0, 0), value: 1000, unit: '' },
      ],
      blankValues: 0,
    });
  });

  it('skips and counts rows with an empty value; a header-only file has no rows', () => {
    expect(parseSeriesCsv('series,date,value\nA,2024-01-01,\nA,2024-01-02,2\n', 'a.csv')).toEqual({
      rows: [{ seriesId: 'A', ts: Date.UTC(2024, 0, 2), value: 2, unit: '' }],
      blankValues: 1,
    });
    expect(parseSeriesCsv('series,date,value\n', 'a.csv')).toEqual({ rows: [], blankValues: 0 });
  });

  it.each([
    ['', 1, 'empty'],
    ['a,b\n', 1, 'unknown column'],
    ['series,date\nA,2024-01-01\n', 1, 'missing column(s) value'],
    ['series,date,value,value\n', 1, 'appears twice'],
    ['series,date,value\nA,2024-01-01,1\nA,2024-01-02,abc\n', 3, 'value "abc" is not a number'],
    ['series,date,value\nA,2024-02-30,1\n', 2, 'date "2024-02-30"'],
    ['series,date,value\nA,2024-01-01 08:00,1\n', 2, 'date "2024-01-01 08:00"'],
    ['series,date,value\n\nA,2024-01-01,1,extra\n', 3, 'expected 3 fields, found 4'],
    ['series,date,value\n,2024-01-01,1\n', 2, 'series is empty'],
    ['series,date,value\nA,2024-01-01,"1\n', 2, 'Quote Not Closed'],
    ['series,date,value\nA,2024-01-01,1.2.3\n', 2, 'not a number'],
  ])('malformed input %j fails at line %d (%s)', (text, line, detail) => {
    const err = failure(() => parseSeriesCsv(text, 'bad.csv'));
    expect(err.line).toBe(line);
    expect(err.file).toBe('bad.csv');
    expect(err.message).toContain(`bad.csv line ${line}:`);
    expect(err.message).toContain(detail);
  });
});

describe('kpler layout: date,location,product,volume[,kind]', () => {
  it('parses rows; kind defaults to "location"', () => {
    expect(parseKplerCsv('date,location,product,volume,kind\n2024-03-01,Ningbo,Crude,1200.5,port\n2024-03-01,China,Crude,10,\n', 'k.csv').rows).toEqual([
      { day: '2024-03-01', location: 'Ningbo', locationKind: 'port', product: 'Crude', volume: 1200.5 },
      { day: '2024-03-01', location: 'China', locationKind: 'location', product: 'Crude', volume: 10 },
    ]);
  });

  it.each([
    ['date,location,product,volume\n2024-03-01T00:00:00Z,Ningbo,Crude,1\n', 2, 'not a YYYY-MM-DD day'],
    ['date,location,product,volume\n2024-03-01,Ningbo,Crude,-1\n', 2, 'non-negative'],
    ['date,location,product,volume\n2024-03-01,,Crude,1\n', 2, 'location is empty'],
    ['series,date,value\n', 1, 'unknown column'],
  ])('malformed %j fails at line %d', (text, line, detail) => {
    const err = failure(() => parseKplerCsv(text, 'k.csv'));
    expect(err.line).toBe(line);
    expect(err.message).toContain(detail);
  });
});
