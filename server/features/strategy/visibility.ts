/**
 * Who may read and who may change a strategy (docs/market-data/strategy.md, "Visibility"): readable when its
 * visibility allows it (the shared model of docs/visibility.md: owner, everyone, or a listed role; administrators
 * see all) and every leg is readable: instruments with the product access keys of docs/market-data.md, address legs as
 * the series resolver answers for the reader (legs.ts); changed by its owner or an administrator (seeded ones:
 * administrators).
 */
import type { AuthUser } from '../../infra/auth/authUser';
import { type AdminRule, canRead, type ItemVisibility, viewerOf } from '../../infra/visibility/audience';
import { canReadLegs, type LegReaders } from './legs';
import type { StrategyRecord } from './store';

/** Administrators read every strategy (they maintain the seeded ones and answer for what the desk shares). */
const ADMINS: AdminRule = 'seeAll';

/** A strategy's audience in the shared model: `private` is the owner's, `roles` the listed roles'. */
export function strategyVisibility(s: StrategyRecord): ItemVisibility {
  const audience: ItemVisibility['audience'] =
    s.visibility === 'everyone' ? { kind: 'everyone' } : s.visibility === 'roles' ? { kind: 'listed', userIds: [], roles: s.roles } : { kind: 'owner' };
  return { ownerId: s.ownerId, audience };
}

export const visibleTo = (user: AuthUser, s: StrategyRecord): boolean => canRead(viewerOf(user), strategyVisibility(s), ADMINS);

export const canReadStrategy = async (user: AuthUser, readers: LegReaders, s: StrategyRecord): Promise<boolean> =>
  visibleTo(user, s) && (await canReadLegs(user, readers, s.legs));

export const canEditStrategy = (user: AuthUser, s: StrategyRecord): boolean => user.isAdmin || (s.ownerId !== null && s.ownerId === user.id);
