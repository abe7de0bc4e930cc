/**
 * Signs that stay in front in Arabic (issue 18: "1.46+" and "1.2-" beside an intl-formatted "-0.48"). The one number
 * text (src/utils/numberText.ts) isolates the number left to right, so the bidi algorithm keeps sign, digits and %
 * in reading order inside right-to-left text, with Latin digits in every language.
 */
import { getIntl } from '@umijs/max';
import { formatNumberText, LRI, ltr, PDI } from '@/utils/numberText';
import { toCsv } from '@/utils/csvExport';
import { switchLocale } from '../harness';

const inLocale = (locale: 'ar-EG' | 'en-US' | 'zh-CN') => {
  switchLocale(locale);
  return getIntl(locale);
};

test('in Arabic the sign comes first, inside one left-to-right isolate, Latin digits, no stray marks', () => {
  const intl = inLocale('ar-EG');
  expect(formatNumberText(intl, 1.46, { signed: true })).toBe(`${LRI}+1.46${PDI}`);
  expect(formatNumberText(intl, -1.2, { digits: 1 })).toBe(`${LRI}-1.2${PDI}`);
  expect(formatNumberText(intl, -0.48)).toBe(`${LRI}-0.48${PDI}`);
  expect(formatNumberText(intl, 0.0123, { percent: true, signed: true })).toBe(`${LRI}+1.23%${PDI}`);
  expect(formatNumberText(intl, 0, { signed: true })).toBe(`${LRI}0.00${PDI}`);
});

test('the same text in English and Chinese; none is a dash; trailing zeros dropped with maxDigits', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const intl = inLocale(locale);
    expect(formatNumberText(intl, 1.46, { signed: true })).toBe(ltr('+1.46'));
    expect(formatNumberText(intl, -2954.5, { maxDigits: 4 })).toBe(ltr('-2,954.5'));
    expect(formatNumberText(intl, null)).toBe('–');
    expect(formatNumberText(intl, Number.NaN, { none: '—' })).toBe('—');
  }
});

test('exports hold the bare number text, without the isolates', () => {
  expect(toCsv([{ v: ltr('+1.46') }], [{ title: 'Change', value: (r) => r.v }])).toBe("Change\r\n'+1.46\r\n");
});
