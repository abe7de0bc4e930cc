/** Paging and keyword helpers shared by every list call (page size default DEFAULT_PAGE_SIZE, as the web app's request layer sends). */
import { sql, type Expression, type SqlBool } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../../common/contract/envelope';

export interface PageWindow {
  current: number;
  pageSize: number;
  offset: number;
  /** False when the page lies beyond anything a table could hold (e.g. current = 1e300): answer an empty list. */
  reachable: boolean;
}

/** Pages past this offset are answered empty without a query (SQL engines reject offsets beyond int64). */
const MAX_OFFSET = 1_000_000_000;

export function pageWindow(q: { current?: number; pageSize?: number }): PageWindow {
  const current = q.current && q.current >= 1 ? Math.floor(q.current) : 1;
  const pageSize = q.pageSize && q.pageSize >= 1 ? Math.floor(q.pageSize) : DEFAULT_PAGE_SIZE;
  const offset = (current - 1) * pageSize;
  return { current, pageSize, offset, reachable: offset <= MAX_OFFSET };
}

/** `lower(column) LIKE %keyword%` with LIKE wildcards in the keyword taken literally; same result on SQLite and PostgreSQL. */
export function containsIgnoreCase(column: string, keyword: string): Expression<SqlBool> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}
