/**
 * Logging out: tell the server (POST /v1/user/logout), then clear the token and the user whatever the
 * server said, and go to the login page. The user leaves state before navigating (flushSync) so the
 * layout's page-change guard sees a signed-out app.
 */
import { history } from '@umijs/max';
import { flushSync } from 'react-dom';
import { LOGIN_PATH } from '@/constants';
import { logout } from '@/services/user';
import type { InitialState } from './initialState';
import { removeToken } from './token';

type SetInitialState = (updater: (state: InitialState | undefined) => InitialState) => unknown;

export async function logoutAndLeave(setInitialState: SetInitialState): Promise<void> {
  try {
    await logout({ skipErrorHandler: true });
  } catch (error) {
    console.error('[logout]', error); // the session ends locally anyway
  }
  removeToken();
  flushSync(() => {
    setInitialState((state) => ({ ...state, currentUser: undefined }));
  });
  history.replace(LOGIN_PATH);
}
