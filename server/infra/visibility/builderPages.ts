/**
 * Who reads a builder page (docs/visibility.md, "Builder pages"): its owner's until shared, then every holder of
 * `/list/page`; administrators read every page. The builder's own rule (server/features/builder/visibility.ts) is
 * this one, and data sets use it to name the pages that read a set ("used by"): infrastructure, because a feature
 * does not import another's files.
 */
import type { AuthUser } from '../auth/authUser';
import { type AdminRule, canRead, ownerUntilShared, viewerOf } from './audience';

/**
 * Administrators read every page and every report: they maintain the console's pages and publish them for others,
 * and a builder page is configuration, not private notes (unlike a restricted meeting's minutes).
 */
export const BUILDER_ADMINS: AdminRule = 'seeAll';

/** A builder page as the rule reads it (`shared` already a boolean, whatever the database stored). */
export interface BuilderPageAudience {
  ownerId: string | null;
  shared: boolean;
}

export const canReadBuilderPage = (user: AuthUser, page: BuilderPageAudience): boolean =>
  canRead(viewerOf(user), ownerUntilShared(page.ownerId, page.shared), BUILDER_ADMINS);
