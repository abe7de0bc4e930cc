/**
 * The QA accounts: the server seeds them (server/qaAccounts.ts) for its tests, for the QA mock (which is the
 * server, mock/README.md) and on a QA instance with SEED_QA_ACCOUNTS=true; the contract suite and the page tests
 * sign in with them. One definition, so no test and no QA server can disagree on who exists and what they may open.
 */

/** The trader's granted paths: the realtime spreads, the seasonal calculator, files and the own-account pages. */
export const QA_TRADER_PATHS: readonly string[] = [
  '/home',
  '/tool',
  '/tool/trade/realtime',
  '/tool/trade/realtime/fu',
  '/tool/trade/realtime/lu',
  '/tool/calculator',
  '/tool/calculator/seasonal',
  '/user',
  '/user/account',
  '/user/about',
  '/user/introduction/*',
  '/user/fileUpload',
];

export interface QaAccount {
  username: string;
  password: string;
  name: string;
  role: string;
  phone: string | null;
  /** Granted route paths (administrators hold every gated path whatever is listed). */
  paths: readonly string[];
}

export const QA_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@12345', name: 'Administrator', role: 'admin', phone: '13800000000', paths: [] },
  trader: { username: 'trader', password: 'Trader@12345', name: 'Trader', role: 'trader', phone: '13800000001', paths: QA_TRADER_PATHS },
  viewer: { username: 'viewer', password: 'Viewer@12345', name: 'Viewer', role: 'viewer', phone: null, paths: [] },
} as const satisfies Record<string, QaAccount>;

export type QaName = keyof typeof QA_ACCOUNTS;
