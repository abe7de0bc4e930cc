/**
 * Right-to-left languages (docs/spec-reference.md#4-states-and-transitions): he, ar, fa, ku. antd's ConfigProvider
 * and <html dir> switch together, at start-up and on setLocale(lang, false) without a reload.
 */
import { getLocale, setLocale } from '@umijs/max';
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { i18nProvider } from '@@/plugin-locale/runtime';
import { changeLanguage } from '@/components/LanguageSwitcher';
import { applyDocumentDirection, directionOf, syncDocumentDirection } from '@/utils/direction';

function AntdDirection() {
  return <span data-testid="dir">{useContext(ConfigProvider.ConfigContext).direction ?? 'ltr'}</span>;
}

afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

test('directionOf: he, ar, fa, ku prefixes are right to left', () => {
  for (const lang of ['ar-EG', 'he-IL', 'fa-IR', 'ku-IQ', 'ar']) expect([lang, directionOf(lang)]).toEqual([lang, 'rtl']);
  for (const lang of ['zh-CN', 'en-US', 'fr-FR', 'hu-HU']) expect([lang, directionOf(lang)]).toEqual([lang, 'ltr']);
});

test('applyDocumentDirection sets <html dir> and lang', () => {
  applyDocumentDirection('ar-EG');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar-EG');
  applyDocumentDirection('en-US');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test('setLocale(lang, false) switches antd and <html dir> without a reload, and back', async () => {
  const stop = syncDocumentDirection();
  render(i18nProvider((<AntdDirection />) as unknown as Element) as unknown as JSX.Element);
  expect(getLocale()).toBe('zh-CN');
  expect(screen.getByTestId('dir')).toHaveTextContent('ltr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');

  act(() => setLocale('ar-EG', false));
  expect(window.localStorage.getItem('umi_locale')).toBe('ar-EG');
  expect(screen.getByTestId('dir')).toHaveTextContent('rtl');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');

  await act(() => changeLanguage('en-US'));
  expect(screen.getByTestId('dir')).toHaveTextContent('ltr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(document.documentElement).toHaveAttribute('lang', 'en-US');
  stop();
});
