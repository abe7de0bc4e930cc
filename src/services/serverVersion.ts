/**
 * The server's published version (setting/version) as one query for the whole app (`versionQuery`): the header's
 * version watch (src/hooks/useVersionWatch.tsx) polls it, pages (home, about, diagnostics) read the same cached
 * answer, so a page opened after the poll does not ask again (issue 8 item 25).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope } from '@common/contract/envelope';
import type { VersionInfo } from '@common/contract/setting';
import { POLL_TIMEOUT_MS, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { callOk } from './call';

export const VERSION_PATH = '/v1/setting/version';

/**
 * Key `[VERSION_PATH]`, 1 s time-out (the poll's, docs/spec-reference.md#9-business-constants-and-limits). An answer
 * without the envelope's `version` is a failed one: the query keeps the version it had.
 */
export function versionQuery() {
  return queryOptions({
    queryKey: [VERSION_PATH] as const,
    queryFn: async ({ signal }) => {
      const envelope = await callOk(VERSION_PATH, undefined, { timeout: POLL_TIMEOUT_MS, signal });
      if (typeof envelope.version !== 'string' || !envelope.version) throw new Error('version answer without a version');
      return envelope;
    },
  });
}

const versionOf = (envelope: ApiEnvelope<VersionInfo>): VersionInfo => ({
  version: envelope.data?.version || envelope.version,
  publishedAt: envelope.data?.publishedAt ?? null,
});

/** For a page: `data.version`, else the envelope's; the watch's answer while it is current (younger than its interval). */
export function useServerVersion() {
  return useQuery({ ...versionQuery(), staleTime: VERSION_POLL_INTERVAL_MS, select: versionOf });
}
