/** The server's published version for a page (home, about, diagnostics): `data.version`, else the envelope's. */
import { useQuery } from '@tanstack/react-query';
import type { ApiEnvelope } from '@common/contract/envelope';
import type { VersionInfo } from '@common/contract/setting';
import { apiQuery } from './query';

export const VERSION_PATH = '/v1/setting/version';

const versionOf = (envelope: ApiEnvelope<VersionInfo>): VersionInfo => ({
  version: envelope.data?.version || envelope.version,
  publishedAt: envelope.data?.publishedAt ?? null,
});

export function useServerVersion() {
  return useQuery({ ...apiQuery(VERSION_PATH), select: versionOf });
}
