/**
 * Who reads and who changes a library component, on the one visibility model (docs/visibility.md), as for pages: its
 * owner's until shared, then every holder of `/list/comp`. The endpoint's key (`auth_list_comp`) is checked first.
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { canRead, ownerUntilShared, viewerOf, type ItemVisibility } from '../../infra/visibility/audience';
import { BUILDER_ADMINS } from '../../infra/visibility/builderPages';
import type { BuilderComponentsTable } from './compTables';

export const componentVisibility = (c: BuilderComponentsTable): ItemVisibility => ownerUntilShared(c.owner_id, Number(c.shared) === 1);

/**
 * Administrators read every component (`seeAll`, the builder's rule): they maintain the console's pages, and a
 * component placed on a page they publish must be one they can open.
 */
export const canReadComponent = (user: AuthUser, c: BuilderComponentsTable): boolean => canRead(viewerOf(user), componentVisibility(c), BUILDER_ADMINS);

/** Who saves, shares and removes a component: its owner or an administrator. */
export const canChangeComponent = (user: AuthUser, c: BuilderComponentsTable): boolean => user.isAdmin || c.owner_id === user.id;
