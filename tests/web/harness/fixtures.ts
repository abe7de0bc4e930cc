/** Typed fixtures of the page tests: users whose access list the shared access code builds from config/routes.ts. */
import routes from '../../../config/routes';
import { toAccessEntries, withAncestors } from '@common/access/routeAccess';
import { QA_TRADER_PATHS } from '@common/contract/qaAccounts';
import type { CurrentUser } from '@common/contract/user';

/** The documented QA trader's pages. */
export const TRADER_PATHS: readonly string[] = [...QA_TRADER_PATHS];

/** A user whose access list holds `paths` (and the groups above them), as the server would store it. */
export function makeUser({ paths = [], ...rest }: Partial<CurrentUser> & { paths?: readonly string[] } = {}): CurrentUser {
  return {
    id: 'u-1',
    username: 'trader',
    name: 'Trader',
    phone: '13800000001',
    role: 'trader',
    access: toAccessEntries(routes, withAncestors(routes, [...paths])),
    createdAt: Date.parse('2025-01-02T03:04:05Z'),
    lastLoginAt: Date.parse('2025-04-01T08:00:00Z'),
    ...rest,
  };
}

/** An administrator (role `admin`) holding `paths`. */
export const makeAdmin = (paths: readonly string[] = [], extra: Partial<CurrentUser> = {}) =>
  makeUser({ id: 'u-admin', username: 'admin', name: 'Admin', role: 'admin', paths, ...extra });
