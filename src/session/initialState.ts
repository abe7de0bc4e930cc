/**
 * The start-up user lookup (docs/spec-reference.md#2-screens-and-routes, #4-states-and-transitions,
 * #8-error-catalogue), Umi's getInitialState:
 * - on the login and register pages nothing is looked up (and nobody is sent away from register);
 * - without a token: error notice "no valid account" and off to login;
 * - with a token: POST /v1/user/user_info; code 200 gives the user, anything else or an exception
 *   removes the token, shows a notice and goes to login. The notice is "login expired" when the server
 *   answered 401 without `msg` (the session ended: logout elsewhere, password change, revocation, expiry),
 *   as for every other call (#8's 401 row is the more specific one); otherwise "login info invalid".
 * The lookup skips the request layer's 401 handling so exactly one notice appears.
 */
import type { ReportMenuItem } from '@/utils/reportMenu';
import { history } from '@umijs/max';
import { notification } from 'antd';
import { SUCCESS_CODE } from '@common/contract/envelope';
import { API_ERRORS } from '@common/contract/errors';
import type { CurrentUser } from '@common/contract/user';
import { call } from '@/services/call';
import { failureOf } from '@/utils/apiError';
import { t } from '@/utils/i18n';
import { goToLogin, isPublicPath } from './redirect';
import { getToken, removeToken } from './token';

export interface InitialState {
  currentUser?: CurrentUser;
  /** The published reports the user may read, for the menu (components/ReportMenu.tsx, utils/reportMenu.ts). */
  reportMenu?: ReportMenuItem[];
}

/** Why a lookup gave no user: the session ended on the server (401 without msg), or anything else went wrong. */
export type LookupFailure = 'expired' | 'invalid';

export type UserLookup = { user: CurrentUser } | { failure: LookupFailure };

/** The signed-in user per the server, or why there is none. */
export async function lookUpCurrentUser(): Promise<UserLookup> {
  try {
    const envelope = await call('/v1/user/user_info', undefined, { skipErrorHandler: true });
    return envelope?.code === SUCCESS_CODE && envelope.data ? { user: envelope.data } : { failure: 'invalid' };
  } catch (error) {
    const failure = failureOf(error);
    const ended = failure?.code === API_ERRORS.unauthorized.status && !failure.msg;
    return { failure: ended ? 'expired' : 'invalid' };
  }
}

/** The spec's rule for a failed lookup, at start-up and right after sign-in: token removed and one notice. */
export function endFailedSession(failure: LookupFailure): void {
  removeToken();
  if (failure === 'expired') notification.info({ key: 'session', message: t('request.loginExpired') });
  else notification.error({ key: 'session', message: t('session.invalid') });
}

export async function resolveInitialState(): Promise<InitialState> {
  if (isPublicPath(history.location.pathname)) return {};
  if (!getToken()) {
    notification.error({ key: 'session', message: t('session.noAccount') });
    goToLogin();
    return {};
  }
  const lookup = await lookUpCurrentUser();
  if ('user' in lookup) return { currentUser: lookup.user };
  endFailedSession(lookup.failure);
  goToLogin();
  return {};
}
