/**
 * In-process notice that sessions were revoked (logout, password change, account disabled or reset), so holders of
 * long-lived connections (the `/v2/stream` socket) re-check at once instead of at their next periodic check.
 * A notice is a hint, not a verdict: listeners re-check the database (the revoking transaction may still roll back,
 * and several apps may share one process in tests). Other processes rely on their periodic check.
 */
export type SessionRevocation = { sessionId: string } | { userId: string; exceptSessionId?: string };

type Listener = (revocation: SessionRevocation) => void;

const listeners = new Set<Listener>();

export function onSessionsRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionsRevoked(revocation: SessionRevocation): void {
  for (const listener of listeners) {
    try {
      listener(revocation);
    } catch {
      /* a listener's failure must not fail the revocation that already happened */
    }
  }
}
