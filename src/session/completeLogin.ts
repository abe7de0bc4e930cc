/**
 * After a successful login call: store the token, put the user in state before navigating (flushSync;
 * otherwise the layout's page-change guard can run first in hash mode and bounce back to login), then
 * go to the page the user came from.
 */
import { history } from '@umijs/max';
import { flushSync } from 'react-dom';
import type { CurrentUser, LoginResult } from '@common/contract/user';
import type { InitialState } from './initialState';
import { lookUpCurrentUser } from './initialState';
import { setToken } from './token';

type SetInitialState = (updater: (state: InitialState | undefined) => InitialState) => unknown;

export async function completeLogin(result: LoginResult, setInitialState: SetInitialState, target: string): Promise<CurrentUser> {
  setToken(result.token);
  // The server's fresh view of the user (role and access list); the login answer's copy if that lookup fails.
  const currentUser = (await lookUpCurrentUser()) ?? result.user;
  flushSync(() => {
    setInitialState((state) => ({ ...state, currentUser }));
  });
  history.replace(target);
  return currentUser;
}
