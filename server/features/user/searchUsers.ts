/** Paged user search (keyword over username and name), shared by search/userOption and admin/list. */
import type { Kysely } from 'kysely';
import type { UserSearchBody } from '../../../common/contract/user';
import { containsIgnoreCase, pageWindow } from '../../infra/db/paging';
import type { Database } from '../../schema';
import type { UserRow } from './userRecords';

export async function searchUsers(db: Kysely<Database>, query: UserSearchBody) {
  const window = pageWindow(query);
  const keyword = query.keyword?.trim() ?? '';
  let base = db.selectFrom('users');
  if (keyword) base = base.where((eb) => eb.or([containsIgnoreCase('username', keyword), containsIgnoreCase('name', keyword)]));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows: UserRow[] = window.reachable
    ? await base.selectAll().orderBy('username_key').orderBy('id').limit(window.pageSize).offset(window.offset).execute()
    : [];
  return { rows, total: Number(total), current: window.current, pageSize: window.pageSize };
}
