/**
 * One digit system per page (issue 8 item 18): Latin digits in every language, Arabic included, for dates and
 * numbers formatted through intl as for message arguments and antd's own numbers.
 */
import { getIntl } from '@umijs/max';
import { DATE_TIME } from '@/utils/dateTime';
import { withLatinDigits } from '@/utils/digits';
import { formatWait } from '@/utils/waitTime';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const AT = Date.UTC(2025, 3, 1, 8, 5);

test('locale tags: Latin digits asked for where the language defaults to others', () => {
  expect(withLatinDigits('ar-EG')).toBe('ar-EG-u-nu-latn');
  expect(withLatinDigits('zh-CN')).toBe('zh-CN');
  expect(withLatinDigits('en-US')).toBe('en-US');
  expect(withLatinDigits('ar-EG-u-nu-latn')).toBe('ar-EG-u-nu-latn');
});

test.each(['ar-EG', 'zh-CN', 'en-US'])('%s: dates and numbers of the app intl use Latin digits', (lang) => {
  const intl = getIntl(lang);
  const date = intl.formatDate(AT, DATE_TIME);
  const number = intl.formatNumber(1234.5);
  expect([date, ARABIC_INDIC.test(date)]).toEqual([date, false]);
  expect(date).toContain('2025');
  expect([number, ARABIC_INDIC.test(number)]).toEqual([number, false]);
});

test('waits the server gives ("try again in ...") use Latin digits in Arabic too', () => {
  expect(formatWait(180, 'ar-EG')).not.toMatch(ARABIC_INDIC);
  expect(formatWait(180, 'ar-EG')).toContain('3');
  expect(formatWait(45, 'en-US')).toBe('45 seconds');
});
