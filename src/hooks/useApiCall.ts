/**
 * Loading one API call for a page: `data` of a code-200 answer, or `error` (the failed envelope or the
 * request error, for failureMessage()), with `loading` and `reload`. A newer load wins over an older
 * one still on its way, so a quick second reload never shows stale data.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_CODE, type ApiEnvelope } from '@common/contract/envelope';

export interface ApiCallState<T> {
  data?: T;
  /** The whole answer of the last successful load (its `version`, `status`). */
  envelope?: ApiEnvelope<T>;
  error?: unknown;
  loading: boolean;
}

export function useApiCall<T>(load: () => Promise<ApiEnvelope<T>>, deps: readonly unknown[], enabled = true): ApiCallState<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<ApiCallState<T>>({ loading: enabled });
  const latest = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    latest.current += 1;
    const mine = latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const envelope = await run();
      if (mine !== latest.current) return;
      if (envelope?.code === SUCCESS_CODE) setState({ loading: false, data: envelope.data, envelope });
      else setState({ loading: false, error: envelope ?? { code: 0 } });
    } catch (error) {
      if (mine === latest.current) setState({ loading: false, error });
    }
  }, [run]);
  useEffect(() => {
    if (enabled) void reload();
    else setState({ loading: false });
  }, [reload, enabled]);
  return { ...state, reload };
}
