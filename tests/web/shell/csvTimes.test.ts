/**
 * Exported moments (issue 8 item 23): the CSV holds the time the table shows (local time, the user's
 * language), not UTC ISO text, and the header names the zone it is in.
 */
import { getIntl } from '@umijs/max';
import { type CsvColumn, exportCsv, timeZoneLabel, toCsv, withShownTimes } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';
import { switchLocale } from '../harness';

interface Row {
  name: string;
  at: number | null;
}

const AT = Date.UTC(2025, 3, 1, 8, 5); // 08:05 UTC = 16:05 in Shanghai
const columns: CsvColumn<Row>[] = [
  { title: 'Name', value: (r) => r.name },
  { title: 'Created', value: (r) => r.at, time: DATE_TIME },
];
const rows: Row[] = [
  { name: 'a', at: AT },
  { name: 'b', at: null },
];

// The viewer is in Shanghai (jest's process zone cannot be changed once it runs).
beforeEach(() => {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: 'Asia/Shanghai' };
  });
});
afterEach(() => jest.restoreAllMocks());

test('the zone label names the viewer zone and its offset', () => {
  expect(timeZoneLabel(AT)).toBe('Asia/Shanghai, UTC+08:00');
});

test('time columns hold the local time as the table formats it; the header carries the zone; no time stays empty', () => {
  const format = jest.fn((at: number, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Shanghai' }).format(at),
  );
  const csv = toCsv(rows, withShownTimes(columns, format, 'Asia/Shanghai, UTC+08:00'));
  expect(csv).toBe('Name,"Created (Asia/Shanghai, UTC+08:00)"\r\na,"04/01/2025, 04:05 PM"\r\nb,\r\n');
  expect(format).toHaveBeenCalledWith(AT, DATE_TIME);
  expect(csv).not.toContain('2025-04-01T08:05');
});

test('exportCsv downloads what the table shows, in the user language', async () => {
  switchLocale('zh-CN');
  let saved: Blob | undefined;
  const createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:csv';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  exportCsv('times', rows, columns);
  click.mockRestore();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved as Blob);
  });
  const shown = getIntl().formatDate(AT, DATE_TIME);
  expect(shown).toMatch(/^2025\/04\/01 \d\d:05$/);
  expect(text).toContain(`a,${shown}`);
  expect(text).not.toContain('2025-04-01T');
  expect(text).toContain('Created (Asia/Shanghai, UTC+08:00)');
});
