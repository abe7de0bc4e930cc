/**
 * The QA accounts every target has (project common rules): the mock builds them in, the server
 * tests seed them. Copied here as the expectation, so the suite checks what the targets answer.
 */

export const QA = {
  admin: { username: 'admin', password: 'Admin@12345', role: 'admin', phone: '13800000000' },
  trader: { username: 'trader', password: 'Trader@12345', role: 'trader', phone: '13800000001' },
  viewer: { username: 'viewer', password: 'Viewer@12345', role: 'viewer', phone: null },
} as const;

export type QaName = keyof typeof QA;

export const QA_TRADER_PATHS = [
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

/** Paths a self-registered account starts with (server brief; docs/api.md). */
export const QA_REGISTERED_PATHS = ['/home', '/user', '/user/account', '/user/about', '/user/introduction/*'];
