/** Paging of in-memory lists with the request layer's defaults (page 1, DEFAULT_PAGE_SIZE). */
import { DEFAULT_PAGE_SIZE, type PageResult } from '../../common/contract/envelope';

export function pageOf<T>(items: T[], query: { current?: number; pageSize?: number }): PageResult<T> {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = (current - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, current, pageSize };
}

/** Newest first by a timestamp, ties broken by insertion order (later first) so answers are stable. */
export function newestFirst<T>(items: T[], at: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => at(b.item) - at(a.item) || b.index - a.index)
    .map((x) => x.item);
}
