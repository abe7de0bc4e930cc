/**
 * The QA accounts shared by the mock, the contract suite and the server tests (exact names, passwords, roles,
 * phones and paths). The server seeds them only when asked: tests, or SEED_QA_ACCOUNTS=true on a QA instance.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { createUser } from './users/createUser';
import { findUserByUsername } from './users/userRecords';

export interface QaAccount {
  username: string;
  password: string;
  role: string;
  phone: string | null;
  paths: readonly string[];
}

export const QA_ACCOUNTS: readonly QaAccount[] = [
  { username: 'admin', password: 'Admin@12345', role: 'admin', phone: '13800000000', paths: [] },
  {
    username: 'trader',
    password: 'Trader@12345',
    role: 'trader',
    phone: '13800000001',
    paths: [
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
    ],
  },
  { username: 'viewer', password: 'Viewer@12345', role: 'viewer', phone: null, paths: [] },
];

/** Creates whichever QA accounts are missing; answers the usernames created. */
export async function seedQaAccounts(db: Kysely<Database>, now: number): Promise<string[]> {
  const created: string[] = [];
  for (const a of QA_ACCOUNTS) {
    if (await findUserByUsername(db, a.username)) continue;
    await createUser(db, now, { username: a.username, password: a.password, role: a.role, phone: a.phone, name: a.username, paths: a.paths });
    created.push(a.username);
  }
  return created;
}
