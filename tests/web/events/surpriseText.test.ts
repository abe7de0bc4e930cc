/**
 * The surprise cell without enough history (issue 18: the events page read "Surprise n/a (n=0)"): it says that
 * there is no history yet and what will appear, in every language; from 5 earlier releases (MIN_SURPRISE_HISTORY)
 * it gives z with the count used.
 */
import { getIntl } from '@umijs/max';
import { surpriseText } from '@/pages/Tool/Calendar/Events/components/surpriseText';
import { ltr } from '@/utils/numberText';
import { switchLocale } from '../harness';

const textIn = (locale: 'en-US' | 'zh-CN' | 'ar-EG', surprise: { raw: number; z: number | null; count: number } | null) => {
  switchLocale(locale);
  const intl = getIntl(locale);
  return surpriseText({ surprise }, (id, values) => intl.formatMessage({ id }, values), intl);
};

test('no history, some history, enough history', () => {
  expect(textIn('en-US', { raw: 0.1, z: null, count: 0 })).toBe(
    'No history yet: the surprise in σ appears once 5 earlier releases have an actual and a consensus',
  );
  expect(textIn('en-US', { raw: 0.1, z: null, count: 1 })).toMatch(/^Only 1 earlier release: /);
  expect(textIn('en-US', { raw: 0.1, z: 1.234, count: 6 })).toBe(`${ltr('+1.23')} σ (n=6)`);
  expect(textIn('ar-EG', { raw: -0.1, z: -1.2, count: 6 })).toBe(`${ltr('-1.20')} σ (n=6)`);
  expect(textIn('en-US', null)).toBe('—');
});

test('zh-CN and ar-EG say it in their language, with no "n/a" or "n=0"', () => {
  for (const locale of ['zh-CN', 'ar-EG'] as const) {
    const text = textIn(locale, { raw: 0.1, z: null, count: 0 });
    expect(text).not.toMatch(/n\/a|n=0|不适用|غير متاح/);
    expect(text).toContain('5');
  }
  expect(textIn('zh-CN', { raw: 0.1, z: null, count: 0 })).toMatch(/^暂无历史/);
});
