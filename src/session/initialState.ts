/**
 * The start-up user lookup (docs/spec-reference.md#2-screens-and-routes, #4-states-and-transitions,
 * #8-error-catalogue), Umi's getInitialState:
 * - on the login and register pages nothing is looked up (and nobody is sent away from register);
 * - without a token: error notice "no valid account" and off to login;
 * - with a token: POST /v1/user/user_info; code 200 gives the user, anything else or an exception
 *   removes the token, shows "login info invalid" and goes to login.
 * The lookup skips the request layer's 401 handling so exactly one notice appears.
 */
import { history } from '@umijs/max';
import { notification } from 'antd';
import { SUCCESS_CODE } from '@common/contract/envelope';
import type { CurrentUser } from '@common/contract/user';
import { call } from '@/services/call';
import { t } from '@/utils/i18n';
import { goToLogin, isPublicPath } from './redirect';
import { getToken, removeToken } from './token';

export interface InitialState {
  currentUser?: CurrentUser;
}

/** The signed-in user per the server, or null (token invalid, server unreachable, non-200 answer). */
export async function lookUpCurrentUser(): Promise<CurrentUser | null> {
  try {
    const envelope = await call('/v1/user/user_info', undefined, { skipErrorHandler: true });
    return envelope?.code === SUCCESS_CODE && envelope.data ? envelope.data : null;
  } catch {
    return null;
  }
}

export async function resolveInitialState(): Promise<InitialState> {
  if (isPublicPath(history.location.pathname)) return {};
  if (!getToken()) {
    notification.error({ key: 'session', message: t('session.noAccount') });
    goToLogin();
    return {};
  }
  const currentUser = await lookUpCurrentUser();
  if (currentUser) return { currentUser };
  removeToken();
  notification.error({ key: 'session', message: t('session.invalid') });
  goToLogin();
  return {};
}
