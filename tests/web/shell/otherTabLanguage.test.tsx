/**
 * A language switch in one tab reaches the others (issue 18: a second tab showed `app.title` after the first switched
 * language). The other tab hears it as a `storage` event on `umi_locale` (the browser fires it only in the tabs
 * that did not write); here the first tab's write is the storage change plus that event.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { i18nProvider } from '@@/plugin-locale/runtime';
import { syncDocumentDirection } from '@/utils/direction';
import { followStoredLanguage, LOCALE_STORAGE_KEY } from '@/utils/followStoredLanguage';
import { t } from '@/utils/i18n';

function Title() {
  const intl = useIntl();
  return <h1>{intl.formatMessage({ id: 'app.title' })}</h1>;
}

afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

/** What the browser does in this tab when another tab stores `lang`. */
function otherTabChooses(lang: string) {
  const oldValue = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  window.localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, oldValue, newValue: lang }));
}

test('this tab takes the language another tab chose: React text, t(), <html dir>', async () => {
  act(() => setLocale('en-US', false));
  const stopDirection = syncDocumentDirection();
  const stop = followStoredLanguage();
  render(i18nProvider((<Title />) as unknown as Element) as unknown as JSX.Element);
  expect(screen.getByRole('heading')).toHaveTextContent('Commodity Console');

  await act(async () => otherTabChooses('ar-EG'));
  await waitFor(() => expect(screen.getByRole('heading')).not.toHaveTextContent('Commodity Console'));
  expect(screen.getByRole('heading').textContent).toMatch(/[\u0600-\u06FF]/);
  expect(t('app.title')).toBe(screen.getByRole('heading').textContent);
  expect(getLocale()).toBe('ar-EG');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');

  // After stop() a switch elsewhere is no longer followed.
  stop();
  await act(async () => otherTabChooses('en-US'));
  expect(screen.getByRole('heading').textContent).toMatch(/[\u0600-\u06FF]/);
  stopDirection();
});
