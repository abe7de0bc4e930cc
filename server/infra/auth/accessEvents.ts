/**
 * Notice that who may read something changed (docs/security.md, "Revocation"): a user's grants or role, a role's
 * name, or the audience of one topic (a strategy made private). Holders of long-lived reads act on it at once
 * instead of at their next periodic check: open stream subscriptions are re-checked and dropped when no longer
 * readable, alert rules are suspended or resumed.
 *
 * Raised in process by the feature that made the change, after its transaction committed; the stream feature
 * carries it over the tick bus (server/infra/stream/accessChanges.ts), so with REDIS_URL every process hears it.
 * A notice is a hint, not a verdict: listeners re-read the database.
 */
export type AccessChange =
  /** Everyone who holds this topic (`spread:<strategyId>`): its audience changed. */
  | { topic: string }
  /** This user's grants or role changed. */
  | { userId: string }
  /** Any user's access may have changed (a role renamed). */
  | { everyone: true };

type Listener = (change: AccessChange) => void;

const listeners = new Set<Listener>();

export function onAccessChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyAccessChanged(change: AccessChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      /* a listener's failure must not fail the change that already happened */
    }
  }
}

/** The change a bus message carries, or null for anything else (another process's message is not trusted blindly). */
export function parseAccessChange(data: unknown): AccessChange | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.topic === 'string') return { topic: d.topic };
  if (typeof d.userId === 'string') return { userId: d.userId };
  if (d.everyone === true) return { everyone: true };
  return null;
}
