/**
 * Accounts built into the mock. The first three are the QA accounts shared with the server tests
 * and the contract suite; the others exist only in the mock, one per error-catalogue row or
 * spec section-4 transition QA has to reproduce (see mock/README.md).
 */
import { DEFAULT_USER_PATHS, QA_ACCOUNTS, QA_TRADER_PATHS } from '../../common/contract/qaAccounts';

/** Behaviour a scenario account triggers (no scenario = a normal account). */
export type Scenario = 'expired' | 'noperm' | 'healthfail' | 'newversion' | 'badinfo';

export interface SeedAccount {
  username: string;
  password: string;
  name: string;
  role: string;
  phone: string | null;
  /** Granted route paths (administrators hold every gated path whatever is listed). */
  paths: string[];
  scenario?: Scenario;
}

const TRADER_PATHS = [...QA_TRADER_PATHS];

/** Pages whose calls the `noperm` account sees in its menu but the mock refuses (a revoked grant). */
const NOPERM_PATHS = [
  ...DEFAULT_USER_PATHS,
  '/user/fileUpload',
  '/list',
  '/list/datasource',
  '/tool',
  '/tool/calculator',
  '/tool/calculator/spotTradeRecord',
  '/test',
];

/** The version every answer of a `newversion` session carries (a different major than the build). */
export const SCENARIO_NEW_VERSION = '20991231.1';

export const SEED_ACCOUNTS: SeedAccount[] = [
  ...Object.values(QA_ACCOUNTS).map((a) => ({ ...a, paths: [...a.paths] })),
  { username: 'expired', password: 'Expired@12345', name: 'Expired session (mock)', role: 'trader', phone: '13800000011', paths: TRADER_PATHS, scenario: 'expired' },
  { username: 'noperm', password: 'Noperm@12345', name: 'Revoked grant (mock)', role: 'trader', phone: '13800000012', paths: NOPERM_PATHS, scenario: 'noperm' },
  { username: 'healthfail', password: 'Healthfail@12345', name: 'Health check fails (mock)', role: 'trader', phone: '13800000013', paths: TRADER_PATHS, scenario: 'healthfail' },
  { username: 'newversion', password: 'Newversion@12345', name: 'New version (mock)', role: 'trader', phone: '13800000014', paths: TRADER_PATHS, scenario: 'newversion' },
  { username: 'badinfo', password: 'Badinfo@12345', name: 'Broken user info (mock)', role: 'trader', phone: '13800000015', paths: TRADER_PATHS, scenario: 'badinfo' },
];

/** The captcha the mock accepts for every phone (documented in mock/README.md). */
export const MOCK_CAPTCHA = '123456';
export const CAPTCHA_COOLDOWN_SECONDS = 60;
export const CAPTCHA_EXPIRES_SECONDS = 300;

/** Failed password logins in a row that lock an account (as on the server). */
export const LOCKOUT_FAILURES = 5;
/** Wrong codes a sent captcha survives (as on the server). */
export const CAPTCHA_MAX_ATTEMPTS = 5;
