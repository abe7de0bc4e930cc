/**
 * The language button (issue 8 item 26): the menu loads on the first click and names every language in itself;
 * choosing one loads its messages (src/locales/load.ts), then switches without a reload, <html dir> included.
 */
import { getAllLocales, getIntl, getLocale, setLocale } from '@umijs/max';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18nProvider } from '@@/plugin-locale/runtime';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import arEG from '@/locales/ar-EG';
import { loadLanguage, supportedLanguage } from '@/locales/load';
import { syncDocumentDirection } from '@/utils/direction';

afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

test('no menu until the button is clicked; then every language, named in itself; choosing one switches', async () => {
  const stop = syncDocumentDirection();
  render(i18nProvider((<LanguageSwitcher />) as unknown as Element) as unknown as JSX.Element);
  const button = screen.getByRole('button', { name: '语言' });
  expect(button).toHaveTextContent('简体中文');
  expect(document.querySelector('.ant-dropdown')).toBeNull();

  fireEvent.click(button);
  const arabic = await screen.findByText('العربية');
  expect(screen.getByRole('menu')).toHaveTextContent(/简体中文.*English.*العربية/);
  expect(getAllLocales().sort()).toEqual(['ar-EG', 'en-US', 'zh-CN']);

  await act(async () => {
    fireEvent.click(arabic);
  });
  await screen.findByRole('button', { name: 'اللغة' });
  expect(getLocale()).toBe('ar-EG');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  stop();
});

test('loading a language registers its messages with Umi; an unknown language loads the default', async () => {
  await loadLanguage('ar-EG');
  expect(getIntl('ar-EG').messages).toMatchObject(arEG);
  expect(supportedLanguage('fr-FR')).toBe('zh-CN');
  expect(supportedLanguage(null)).toBe('zh-CN');
  await expect(loadLanguage('fr-FR')).resolves.toBeUndefined();
});
