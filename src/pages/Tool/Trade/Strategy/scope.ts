/** Which list a strategy belongs to for the caller: seeded (owner system), mine (owner), or shared with me. */
import type { Scope, Strategy } from './data';

export function inScope(s: Strategy, scope: Scope, userId: string | undefined): boolean {
  if (scope === 'all') return true;
  if (scope === 'seeded') return s.seeded;
  if (scope === 'mine') return !s.seeded && s.ownerId === userId;
  return !s.seeded && s.ownerId !== userId;
}
