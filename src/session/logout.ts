/**
 * Logging out: tell the server (POST /v1/user/logout), then clear the token, the cached server answers and
 * the user whatever the server said, and go to the login page. The user leaves state before navigating
 * (flushSync) so the layout's page-change guard sees a signed-out app.
 */
import { history } from '@umijs/max';
import { flushSync } from 'react-dom';
import { LOGIN_PATH } from '@/constants';
import { call } from '@/services/call';
import { forgetServerState } from './forgetServerState';
import type { InitialState } from './initialState';
import { runSessionEndHooks } from './sessionEnd';
import { removeToken } from './token';

type SetInitialState = (updater: (state: InitialState | undefined) => InitialState) => unknown;

export async function logoutAndLeave(setInitialState: SetInitialState): Promise<void> {
  runSessionEndHooks();
  try {
    await call('/v1/user/logout', undefined, { skipErrorHandler: true });
  } catch (error) {
    console.error('[logout]', error); // the session ends locally anyway
  }
  removeToken();
  forgetServerState();
  flushSync(() => {
    setInitialState((state) => ({ ...state, currentUser: undefined }));
  });
  history.replace(LOGIN_PATH);
}
