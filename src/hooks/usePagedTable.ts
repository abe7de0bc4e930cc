/**
 * A ProTable backed by one paged call, through the query client: the table keeps its own paging, search and
 * sort, and its `request` fetches `[path, body]` with the client's `fetchQuery` (shared cache, cancelled
 * with the page). What the table needs besides:
 * - the rows on screen, for a CSV export of exactly what is shown;
 * - the last failure as a message for an Alert above the table;
 * - page 1 of 10 unless the table says otherwise (`withPaging`, `pagination`);
 * - a reload whenever a mutation that names this path in `meta.invalidates` succeeds (services/query.ts),
 *   so a change anywhere in the app refreshes the table without passing refs around.
 */
import type { ActionType } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BodyOf, DataOf, EndpointPath } from '@common/contract/endpoints';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '@common/contract/envelope';
import { withPaging } from '@/services/call';
import { apiQuery, type BodyArgs } from '@/services/query';
import { failureMessage } from '@/utils/apiError';

/** Calls answering a page (`list` and `total`) for a paged body. */
export type PagedPath = {
  [P in EndpointPath]: DataOf<P> extends { list: unknown[]; total: number } ? (BodyOf<P> extends PageQuery ? P : never) : never;
}[EndpointPath];
export type RowOf<P extends PagedPath> = DataOf<P> extends { list: (infer R)[] } ? R : never;

/** What ProTable's `request` answers. */
export interface TablePage<T> {
  data: T[];
  total: number;
  success: boolean;
}

export function usePagedTable<P extends PagedPath>(path: P) {
  const client = useQueryClient();
  const actionRef = useRef<ActionType>();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<RowOf<P>[]>([]);

  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.mutation.meta?.invalidates?.includes(path)) {
          void actionRef.current?.reload();
        }
      }),
    [client, path],
  );

  const load = useCallback(
    async (body: BodyOf<P>): Promise<TablePage<RowOf<P>>> => {
      try {
        const envelope = await client.fetchQuery(apiQuery(path, ...([withPaging(body as PageQuery)] as BodyArgs<P>)));
        const { list, total } = envelope.data as unknown as { list: RowOf<P>[]; total: number };
        setError(null);
        setShown(list);
        return { data: list, total, success: true };
      } catch (e) {
        setError(failureMessage(e));
        setShown([]);
        return { data: [], total: 0, success: false };
      }
    },
    [client, path],
  );

  return { actionRef, error, shown, load, pagination: { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true } };
}
