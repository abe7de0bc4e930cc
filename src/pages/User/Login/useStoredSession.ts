/**
 * Is someone already signed in on this browser? The login page skips the start-up lookup (spec 2), so with a
 * stored token it asks the server itself (POST /v1/user/user_info, loaded on demand to keep the contract registry
 * off the login page's first load). A token the server no longer accepts is dropped quietly: the form is what
 * the user came for.
 */
import type { CurrentUser } from '@common/contract/user';
import { useEffect, useState } from 'react';
import { getToken, removeToken } from '@/session/token';

export type StoredSession = { state: 'none' } | { state: 'checking' } | { state: 'signedIn'; user: CurrentUser };

export function useStoredSession(): [StoredSession, () => void] {
  const [session, setSession] = useState<StoredSession>(() => (getToken() ? { state: 'checking' } : { state: 'none' }));
  useEffect(() => {
    if (session.state !== 'checking') return;
    let live = true;
    void import('@/session/initialState')
      .then(({ lookUpCurrentUser }) => lookUpCurrentUser())
      .then((lookup) => {
        if (!live) return;
        if ('user' in lookup) setSession({ state: 'signedIn', user: lookup.user });
        else {
          removeToken();
          setSession({ state: 'none' });
        }
      });
    return () => {
      live = false;
    };
  }, [session.state]);
  return [session, () => setSession({ state: 'none' })];
}
