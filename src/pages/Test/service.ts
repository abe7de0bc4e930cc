/**
 * The diagnostics page's own calls: the server's health check and its diagnostics (the user the token
 * belongs to). The sources' states and the version are shared (src/services/sourceHealth.ts, serverVersion.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';

export function useServerHealthCheck() {
  return useQuery({ ...apiQuery('/v1/setting/healthyCheck'), select: dataOf });
}

export function useDiagnostics() {
  return useQuery({ ...apiQuery('/v1/setting/test'), select: dataOf });
}
