/**
 * The mock's scenario accounts: one per row of the error catalogue (docs/spec-reference.md#8-error-catalogue) or transition
 * (docs/spec-reference.md#4-states-and-transitions) that QA has to reproduce (mock/README.md). They exist only on the QA server the mock builds, never on a production start.
 */
import { QA_TRADER_PATHS } from '../../common/contract/qaAccounts';

const SCENARIOS = ['expired', 'noperm', 'healthfail', 'newversion', 'badinfo'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const isScenario = (username: unknown): username is Scenario => SCENARIOS.includes(username as Scenario);

export interface ScenarioAccount {
  username: Scenario;
  password: string;
  name: string;
  role: string;
  phone: string;
  /** Granted pages; null keeps what a new account gets (noperm: its menu shows more, see NOPERM_MENU_EXTRA_PATHS). */
  paths: readonly string[] | null;
}

export const SCENARIO_ACCOUNTS: readonly ScenarioAccount[] = [
  { username: 'expired', password: 'Expired@12345', name: 'Expired session (mock)', role: 'trader', phone: '13800000011', paths: QA_TRADER_PATHS },
  { username: 'noperm', password: 'Noperm@12345', name: 'Revoked grant (mock)', role: 'trader', phone: '13800000012', paths: null },
  { username: 'healthfail', password: 'Healthfail@12345', name: 'Health check fails (mock)', role: 'trader', phone: '13800000013', paths: QA_TRADER_PATHS },
  { username: 'newversion', password: 'Newversion@12345', name: 'New version (mock)', role: 'trader', phone: '13800000014', paths: QA_TRADER_PATHS },
  { username: 'badinfo', password: 'Badinfo@12345', name: 'Broken user info (mock)', role: 'trader', phone: '13800000015', paths: QA_TRADER_PATHS },
];

/**
 * Pages `noperm` sees in its menu beyond a new account's own: the server granted them, then revoked the grant, and
 * the access list its answers show is the one from before the revocation. Their calls answer 401 with msg.
 */
export const NOPERM_MENU_EXTRA_PATHS: readonly string[] = ['/user/fileUpload', '/list/datasource', '/tool/calculator/spotTradeRecord', '/test'];

/** The version every answer of a `newversion` session carries (a different major than the build's). */
export const SCENARIO_NEW_VERSION = '20991231.1';

/** The login code QA types for any phone the server sent a code to (the real, random code is never shown). */
export const MOCK_CAPTCHA = '123456';
