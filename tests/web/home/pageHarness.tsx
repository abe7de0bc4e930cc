/**
 * Shared by the user-area page tests (home, account, about, subscribe, test, access): a stand-in for
 * '@umijs/max' with the app's real locale files (a missing key throws), the real access derivation from
 * config/routes.ts for the harness user, the initial-state model and a recording history.
 *
 * Use in a test file:  jest.mock('@umijs/max', () => require('../home/pageHarness').umiMock());
 */
// Whole pages with antd tables render in seconds on a busy two-core machine.
jest.setTimeout(30_000);

import { QA_TRADER_PATHS } from '@common/contract/qaAccounts';

type ReactNode = import('react').ReactNode;
type CurrentUser = import('@common/contract/user').CurrentUser;

export const harness: {
  locale: string;
  user: CurrentUser | undefined;
  setInitialState: jest.Mock;
  navigations: string[];
} = { locale: 'en-US', user: undefined, setInitialState: jest.fn(), navigations: [] };

/** A user whose access list holds `paths` (entries built by the shared access code). */
export function makeUser(overrides: Partial<CurrentUser> & { paths?: string[] } = {}): CurrentUser {
  const routes = jest.requireActual('../../../config/routes').default;
  const { toAccessEntries, withAncestors } = jest.requireActual('@common/access/routeAccess');
  const { paths = [], ...rest } = overrides;
  return {
    id: 'u-1',
    username: 'trader',
    name: 'Trader',
    phone: '13800000001',
    role: 'trader',
    access: toAccessEntries(routes, withAncestors(routes, paths)),
    createdAt: Date.parse('2025-01-02T03:04:05Z'),
    lastLoginAt: Date.parse('2025-04-01T08:00:00Z'),
    ...rest,
  };
}

export const TRADER_PATHS = [...QA_TRADER_PATHS];

export function resetHarness(user: CurrentUser | undefined, locale = 'en-US'): void {
  harness.user = user;
  harness.locale = locale;
  harness.setInitialState = jest.fn();
  harness.navigations = [];
  // Modules loaded by the setup file before this mock existed (src/utils/i18n.ts, used by failureMessage)
  // keep the real Umi runtime: put its locale in step. setLocale only acts when the stored locale differs
  // (and the setup file clears storage after each test), so switch away first.
  const { setLocale } = jest.requireActual('@umijs/max');
  setLocale(locale === 'en-US' ? 'zh-CN' : 'en-US', false);
  setLocale(locale, false);
}

export function umiMock() {
  const IntlMessageFormat = jest.requireActual('intl-messageformat').default;
  const routes = jest.requireActual('../../../config/routes').default;
  const { accessFlags } = jest.requireActual('@common/access/routeAccess');
  const messages: Record<string, Record<string, string>> = {
    'zh-CN': jest.requireActual('@/locales/zh-CN').default,
    'en-US': jest.requireActual('@/locales/en-US').default,
    'ar-EG': jest.requireActual('@/locales/ar-EG').default,
  };
  const intl = () => {
    const locale = harness.locale;
    return {
      locale,
      messages: messages[locale],
      formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => {
        const message = messages[locale][id];
        if (message === undefined) throw new Error(`missing locale key ${id} in ${locale}`);
        return String(new IntlMessageFormat(message, locale).format(values));
      },
      formatDate: (value: number, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(value),
      formatTime: (value: number, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(value),
    };
  };
  const navigate = (path: string) => {
    harness.navigations.push(path);
  };
  return {
    useIntl: intl,
    getIntl: intl,
    getLocale: () => harness.locale,
    useAccess: () => accessFlags(routes, harness.user),
    useModel: () => ({ initialState: { currentUser: harness.user }, setInitialState: harness.setInitialState }),
    history: { push: navigate, replace: navigate, location: { pathname: '/', search: '' } },
    useLocation: () => ({ pathname: '/', search: '' }),
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
      <a {...rest} href={`#${to}`}>
        {children}
      </a>
    ),
  };
}

/** Success envelope as the server sends it. */
export const ok = <T,>(data: T, extra: Record<string, unknown> = {}) => ({ code: 200, status: 'success', version: '20250401.3', data, ...extra });
/** A rejected request carrying an error envelope (what the request layer throws for a non-2xx answer). */
export const rejected = (status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { code: status, status: 'fail', version: '20250401.3', data: null, ...extra } },
  });
