/**
 * The QA accounts every target has, as the contract suite names them: the one definition in
 * common/contract/qaAccounts.ts, which the server seeds (for the mock's QA server too).
 */
import { DEFAULT_USER_PATHS } from '../../common/contract/accountDefaults';
import { QA_ACCOUNTS, QA_TRADER_PATHS, type QaName } from '../../common/contract/qaAccounts';

export const QA = QA_ACCOUNTS;
export type { QaName };
export { QA_TRADER_PATHS };
/** Paths a self-registered account starts with. */
export const QA_REGISTERED_PATHS = DEFAULT_USER_PATHS;
