/**
 * Who reads a builder page and who reads a published report, on the one visibility model (docs/visibility.md).
 * The endpoint's access key (`auth_list_page`, `auth_list_route`, `auth_report`) is checked before any of this.
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { canRead, viewerOf, type AdminRule, type ItemVisibility } from '../../infra/visibility/audience';
import type { StoredRoute } from './store';
import type { BuilderPagesTable } from './tables';

/**
 * Administrators read every page and every report: they maintain the console's pages and publish them for others,
 * and a builder page is configuration, not private notes (unlike a restricted meeting's minutes).
 */
export const BUILDER_ADMINS: AdminRule = 'seeAll';

/** A page: its owner's, or every holder of `/list/page` once shared. */
export const pageVisibility = (page: BuilderPagesTable): ItemVisibility => ({
  ownerId: page.owner_id,
  audience: Number(page.shared) === 1 ? { kind: 'everyone' } : { kind: 'owner' },
});

export const canReadPage = (user: AuthUser, page: BuilderPagesTable): boolean => canRead(viewerOf(user), pageVisibility(page), BUILDER_ADMINS);

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
