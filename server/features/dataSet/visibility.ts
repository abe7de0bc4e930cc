/**
 * Who reads and who changes a data set, on the one visibility model (docs/visibility.md, docs/dataSet.md "Who reads
 * a data set"). The calls of `/list/data` check `auth_list_data` before any of this; reading `set:<id>` as a series
 * adds the inputs' own rights (canReadSetAddress in scheme.ts).
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { type AdminRule, canRead, type ItemVisibility, ownerUntilShared, viewerOf } from '../../infra/visibility/audience';
import type { StoredDataSet } from './store';

/**
 * Administrators read every data set (they maintain what the desk's pages are built from, as builder pages and
 * strategies); they still need every input's rights to read its values, like anyone.
 */
export const DATA_SET_ADMINS: AdminRule = 'seeAll';

/**
 * A shared data set is for everyone: every user who may read its inputs reads it as `set:<id>` (a published report's
 * readers need not hold `/list/data`); a private one is its owner's.
 */
export const dataSetVisibility = (s: Pick<StoredDataSet, 'ownerId' | 'shared'>): ItemVisibility => ownerUntilShared(s.ownerId, s.shared);

export const isVisibleTo = (user: AuthUser, s: Pick<StoredDataSet, 'ownerId' | 'shared'>): boolean =>
  canRead(viewerOf(user), dataSetVisibility(s), DATA_SET_ADMINS);

/** Who changes a data set (saves, shares, removes): its owner or an administrator. */
export const canChangeDataSet = (user: AuthUser, s: Pick<StoredDataSet, 'ownerId'>): boolean => user.isAdmin || (s.ownerId !== null && s.ownerId === user.id);
