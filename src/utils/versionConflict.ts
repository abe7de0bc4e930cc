/**
 * The builder's stale-save answer: 409 `builderVersionConflict` with `data: { currentVersion }` (docs/builder.md,
 * "Versions"; the one error answer whose `data` is not null). The editors offer the newest version or to keep editing.
 */
import type { VersionConflictData } from '@common/contract/builder';
import { API_ERRORS } from '@common/contract/errors';
import { failureOf } from './apiError';

/** The version the server is at, from a failed save; null for any other failure. */
export function conflictVersion(error: unknown): number | null {
  const failure = failureOf(error) as { msgKey?: string; data?: VersionConflictData | null } | null;
  return failure?.msgKey === API_ERRORS.builderVersionConflict.msgKey ? (failure.data?.currentVersion ?? null) : null;
}
