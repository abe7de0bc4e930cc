/**
 * The `request` of a ProTable backed by one paged API call: answers ProTable's result shape, keeps the rows
 * on screen (for CSV export of exactly what is shown) and the last failure as a message for an Alert.
 */
import { useCallback, useState } from 'react';
import type { PageResult } from '@common/contract/envelope';
import { failureMessage } from '@/utils/apiError';

export function usePagedTable<T>() {
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<T[]>([]);
  const load = useCallback(async (fetchPage: () => Promise<{ data: PageResult<T> }>) => {
    try {
      const { data } = await fetchPage();
      setError(null);
      setShown(data.list);
      return { data: data.list, total: data.total, success: true };
    } catch (e) {
      setError(failureMessage(e));
      setShown([]);
      return { data: [] as T[], total: 0, success: false };
    }
  }, []);
  return { error, setError, shown, load };
}
