/**
 * Who reads a builder page and who reads a published report, on the one visibility model (docs/visibility.md).
 * The endpoint's access key (`auth_list_page`, `auth_list_route`, `auth_report`) is checked before any of this.
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { canRead, viewerOf, type ItemVisibility } from '../../infra/visibility/audience';
import { BUILDER_ADMINS, canReadBuilderPage } from '../../infra/visibility/builderPages';
import type { StoredRoute } from './store';
import type { BuilderPagesTable } from './tables';

/** A page: the rule in infra (data sets name the pages using a set by it), its owner's, or every holder of `/list/page` once shared (SQLite and PostgreSQL store `shared` as 0 / 1). */
export const canReadPage = (user: AuthUser, page: BuilderPagesTable): boolean =>
  canReadBuilderPage(user, { ownerId: page.owner_id, shared: Number(page.shared) === 1 });

/** Who changes a page (saves, shares, removes): its owner or an administrator. */
export const canChangePage = (user: AuthUser, page: BuilderPagesTable): boolean => user.isAdmin || page.owner_id === user.id;

/** A report: the users and roles its route lists, and the one who published it. */
export const reportVisibility = (route: StoredRoute): ItemVisibility => ({
  ownerId: route.ownerId,
  audience: { kind: 'listed', userIds: route.users, roles: route.roles },
});

export const canReadReport = (user: AuthUser, route: StoredRoute): boolean => canRead(viewerOf(user), reportVisibility(route), BUILDER_ADMINS);

/** Who changes or removes a route: the one who published it or an administrator. */
export const canChangeRoute = (user: AuthUser, route: StoredRoute): boolean => user.isAdmin || route.ownerId === user.id;
