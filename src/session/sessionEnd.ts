/**
 * Things that must stop when the session ends (logout, expired session) and live in code the login page does not
 * load: they register here, and the session code runs them without importing them. The stream socket
 * (src/services/streamConnection.ts) closes itself this way before the logout call, so the server's 4401 for the
 * revoked session is not mistaken for an expired one.
 */
const hooks = new Set<() => void>();

export function onSessionEnd(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function runSessionEndHooks(): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      console.error('[session end]', error);
    }
  }
}
