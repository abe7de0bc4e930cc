/**
 * The one visibility model of user-made items (docs/visibility.md): who may read an item, described the same way
 * by every feature (strategies, meetings, saved backtests; the report builder next) and decided by one pure
 * function. A feature maps its row onto `ItemVisibility`, names its administrator rule once, and composes its own
 * extra conditions (a strategy's legs readable, a meeting's action-item owners) around `canRead`.
 */
import type { AuthUser } from '../auth/authUser';

/** Who an item is for, besides its owner and the people who always see it. */
export type Audience =
  /** Nobody else: private to the owner. */
  | { kind: 'owner' }
  /** Everyone who holds the page's key (the endpoint's access check already ran). */
  | { kind: 'everyone' }
  /** The users listed by id and every user whose role is listed. */
  | { kind: 'listed'; userIds: readonly string[]; roles: readonly string[] };

export interface ItemVisibility {
  /** The item's owner (author); null for items nobody owns, such as seeded ones. */
  ownerId: string | null;
  audience: Audience;
  /** People who see the item whatever its audience (a meeting's attendees). */
  alwaysSee?: readonly string[];
}

export interface Viewer {
  id: string;
  role: string;
  isAdmin: boolean;
}

/**
 * What an administrator may read, chosen per feature and stated where the feature calls `canRead`:
 * `seeAll` reads every item; `noBypass` reads exactly what the same person without the administrator role would.
 */
export type AdminRule = 'seeAll' | 'noBypass';

/**
 * An item private to its owner until shared, then for every holder of the page's key: the audience of builder pages
 * and components and of data sets, stated once.
 */
export const ownerUntilShared = (ownerId: string | null, shared: boolean): ItemVisibility => ({
  ownerId,
  audience: shared ? { kind: 'everyone' } : { kind: 'owner' },
});

export const viewerOf = (user: AuthUser): Viewer => ({ id: user.id, role: user.role, isAdmin: user.isAdmin });

/** Whether `viewer` may read the item: the model's whole rule, with no database and no feature knowledge. */
export function canRead(viewer: Viewer, item: ItemVisibility, admins: AdminRule): boolean {
  if (admins === 'seeAll' && viewer.isAdmin) return true;
  if (item.ownerId !== null && item.ownerId === viewer.id) return true;
  if (item.alwaysSee?.includes(viewer.id)) return true;
  switch (item.audience.kind) {
    case 'everyone':
      return true;
    case 'owner':
      return false;
    case 'listed':
      return item.audience.userIds.includes(viewer.id) || item.audience.roles.includes(viewer.role);
  }
}
