import routes from '../config/routes';
import { accessFlags } from '@common/access/routeAccess';
import type { CurrentUser } from '@common/contract/user';

/** One flag per access key of `config/routes.ts`, plus `isAdmin` (docs/spec-reference.md#6-roles-and-permissions). */
export default function access(initialState: { currentUser?: CurrentUser } | undefined) {
  return accessFlags(routes, initialState?.currentUser);
}
