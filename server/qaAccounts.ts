/**
 * Seeds the QA accounts of common/contract/qaAccounts.ts (exact names, passwords, roles, phones and paths), which
 * the contract suite and the server tests sign in with. Only when asked (server/appFactory.ts): tests, the QA mock,
 * or SEED_QA_ACCOUNTS=true on a QA instance. The mock's scenario accounts are not here (mock/README.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { QA_ACCOUNTS, type QaAccount } from '../common/contract/qaAccounts';
import { createUser } from './features/user/createUser';
import { findUserByUsername } from './features/user/userRecords';

const QA_ACCOUNT_LIST: readonly QaAccount[] = Object.values(QA_ACCOUNTS);

/** Creates whichever QA accounts are missing; answers the usernames created. */
export async function seedQaAccounts(db: Kysely<Database>, now: number): Promise<string[]> {
  const created: string[] = [];
  for (const a of QA_ACCOUNT_LIST) {
    if (await findUserByUsername(db, a.username)) continue;
    await createUser(db, now, { username: a.username, password: a.password, role: a.role, phone: a.phone, name: a.name, paths: [...a.paths] });
    created.push(a.username);
  }
  return created;
}
