/**
 * A stand-in for '@umijs/max' in page tests: useIntl/getIntl built from the real locale files (a missing
 * key throws, so a page asking for an undefined message fails its test), useAccess from `umiState`.
 * Use: jest.mock('@umijs/max', () => jest.requireActual('../files/umiMock').umiMock());
 * and set the language with setRealLocale() (messages of failed calls come from Umi's real intl).
 */
import IntlMessageFormat from 'intl-messageformat';
import arEG from '@/locales/ar-EG';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

const LOCALES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEG };

export const umiState: { locale: string; access: Record<string, boolean> } = { locale: 'en-US', access: { isAdmin: false } };

function intl() {
  const locale = umiState.locale;
  const messages = LOCALES[locale];
  return {
    locale,
    messages,
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => {
      const message = messages[id];
      if (message === undefined) throw new Error(`missing locale key ${id} in ${locale}`);
      return new IntlMessageFormat(message, locale).format(values as never) as string;
    },
    formatDate: (value: number, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(value),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
  };
}

export function umiMock() {
  return {
    useIntl: intl,
    getIntl: intl,
    getLocale: () => umiState.locale,
    useAccess: () => umiState.access,
  };
}

/**
 * Umi's real locale, for code that translates outside components (src/utils/i18n.ts via apiError's
 * failureMessage): the test set-up loads those modules before any mock, so they keep Umi's real intl.
 */
export function setRealLocale(locale: string): void {
  umiState.locale = locale;
  jest.requireActual('@umijs/max').setLocale(locale, false);
}
