/**
 * Who may read and who may change a strategy (docs/market-data/strategy.md, "Visibility"): readable when its
 * visibility allows it (owner, everyone, or a listed role; administrators see all) and every leg is readable with
 * the product access keys of docs/market-data.md; changed by its owner or an administrator (seeded ones: administrators).
 */
import type { AuthUser } from '../../infra/auth/authUser';
import type { ReferenceData } from '../../infra/market/ports';
import { canReadLegs } from './legs';
import type { StrategyRecord } from './store';

export function visibleTo(user: AuthUser, s: StrategyRecord): boolean {
  if (user.isAdmin || s.visibility === 'everyone') return true;
  if (s.ownerId === user.id) return true;
  return s.visibility === 'roles' && s.roles.includes(user.role);
}

export const canReadStrategy = (user: AuthUser, reference: ReferenceData, s: StrategyRecord): boolean =>
  visibleTo(user, s) && canReadLegs(user, reference, s.legs);

export const canEditStrategy = (user: AuthUser, s: StrategyRecord): boolean => user.isAdmin || (s.ownerId !== null && s.ownerId === user.id);
