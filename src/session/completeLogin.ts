/**
 * After a successful login call: store the token, look the user up (POST /v1/user/user_info, the server's fresh
 * view of role and access list), put the user in state before navigating (flushSync; otherwise the layout's
 * page-change guard can run first in hash mode and bounce back to login), then go to the page the user came from.
 * A failed lookup gets the spec's start-up rule (docs/spec-reference.md#4-states-and-transitions,
 * #8-error-catalogue) here too: the token is removed, one notice shown, and the user stays on the login page.
 */
import { history } from '@umijs/max';
import { flushSync } from 'react-dom';
import type { CurrentUser, LoginResult } from '@common/contract/user';
import type { InitialState } from './initialState';
import { endFailedSession, lookUpCurrentUser } from './initialState';
import { setToken } from './token';

type SetInitialState = (updater: (state: InitialState | undefined) => InitialState) => unknown;

/** The signed-in user, or null when the lookup failed (the notice is shown; the caller shows nothing more). */
export async function completeLogin(result: LoginResult, setInitialState: SetInitialState, target: string): Promise<CurrentUser | null> {
  setToken(result.token);
  const lookup = await lookUpCurrentUser();
  if (!('user' in lookup)) {
    endFailedSession(lookup.failure);
    return null;
  }
  const currentUser = lookup.user;
  flushSync(() => {
    setInitialState((state) => ({ ...state, currentUser }));
  });
  history.replace(target);
  return currentUser;
}
