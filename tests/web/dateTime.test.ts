/**
 * Times of day survive Umi's react-intl: the app's DATE_TIME options keep hour and minute, where the
 * `dateStyle`/`timeStyle` options (dropped by react-intl 3) would show a bare date.
 */
// The react-intl copy Umi's locale plugin bundles (the one the app runs on), through Umi's generated locale module.
import { createIntl } from '@@/plugin-locale/localeExports';
import { DATE_TIME, DATE_TIME_SECONDS } from '@/utils/dateTime';

const at = Date.UTC(2026, 10, 21, 9, 5, 7);
const intl = createIntl({ locale: 'en-US', messages: {}, timeZone: 'UTC' });

test('DATE_TIME shows the date with hour and minute', () => {
  const text = intl.formatDate(at, DATE_TIME);
  expect(text).toContain('2026');
  expect(text).toMatch(/09:05/);
  expect(text).not.toMatch(/09:05:07/);
});

test('DATE_TIME_SECONDS adds the seconds', () => {
  expect(intl.formatDate(at, DATE_TIME_SECONDS)).toMatch(/09:05:07/);
});

test('the reason it exists: dateStyle/timeStyle lose the time in this react-intl', () => {
  const text = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);
  expect(text).not.toMatch(/09:05/);
});
