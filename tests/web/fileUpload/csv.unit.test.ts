/** The CSV reader of the preview and the shared CSV export. */
import { csvCell, toCsv } from '@/utils/csvExport';
import { parseCsv } from '@/utils/csvParse';

describe('parseCsv', () => {
  test('plain rows, LF and CRLF line ends, no trailing newline', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  test('quoted cells keep commas, doubled quotes and line breaks', () => {
    expect(parseCsv('name,note\n"Brent, ICE","say ""hi""\nthere"\n').rows).toEqual([
      ['name', 'note'],
      ['Brent, ICE', 'say "hi"\nthere'],
    ]);
  });
  test('empty cells, a BOM and a lone CR', () => {
    expect(parseCsv('\uFEFFx,,z\r,\r').rows).toEqual([
      ['x', '', 'z'],
      ['', ''],
    ]);
  });
  test('stops after maxRows and says more followed', () => {
    const text = Array.from({ length: 10 }, (_, i) => `r${i}`).join('\n');
    expect(parseCsv(text, 3)).toEqual({ rows: [['r0'], ['r1'], ['r2']], truncated: true });
    expect(parseCsv('a\nb\n', 2)).toEqual({ rows: [['a'], ['b']], truncated: false });
  });
  test('empty text has no rows', () => {
    expect(parseCsv('')).toEqual({ rows: [], truncated: false });
  });
});

describe('toCsv', () => {
  test('header, escaped cells and CRLF rows', () => {
    const csv = toCsv(
      [
        { name: 'a,b', size: 3 },
        { name: 'say "x"', size: null },
      ],
      [
        { title: 'Name', value: (r) => r.name },
        { title: 'Size', value: (r) => r.size },
      ],
    );
    expect(csv).toBe('Name,Size\r\n"a,b",3\r\n"say ""x""",\r\n');
    // What toCsv writes, parseCsv reads back.
    expect(parseCsv(csv).rows).toEqual([
      ['Name', 'Size'],
      ['a,b', '3'],
      ['say "x"', ''],
    ]);
  });
  test('text that a spreadsheet would run as a formula is defused; numbers are not', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(undefined)).toBe('');
  });
});
