/** User, session, permission and audit calls (ENDPOINTS under /v1/user/). */
import type { Static } from '@sinclair/typebox';
import type { Nothing, PageResult } from '@/contract/envelope';
import type {
  AccessCopyBody,
  AccessSetBody,
  AdminCreateUserBody,
  AdminResetPasswordBody,
  AdminUpdateUserBody,
  AdminUser,
  AuditEntry,
  AuditQuery,
  CaptchaSendBody,
  CaptchaSendResult,
  CurrentUser,
  EditPasswordBody,
  EditPasswordResult,
  LoginResult,
  PasswordLoginBody,
  PhoneCaptchaLoginBody,
  RegisterBody,
  RegisterResult,
  SessionInfo,
  SessionRevokeResult,
  UserAccess,
  UserIdBody,
  UserOption,
  UserSearchBody,
} from '@/contract/user';
import { call, service, withPaging, type CallOptions } from './call';

type None = Static<typeof Nothing>;
type Revoked = Static<typeof SessionRevokeResult>;
type AuditQueryBody = Static<typeof AuditQuery>;

// Public calls handle their own errors: a 401 there means bad credentials, not an expired session.
const PUBLIC: CallOptions = { skipErrorHandler: true };

export const passwordLogin = service('/v1/user/password_login', (ep) => (body: PasswordLoginBody) => call<LoginResult>(ep, body, PUBLIC));
export const sendCaptcha = service('/v1/user/captcha/send', (ep) => (body: CaptchaSendBody) => call<CaptchaSendResult>(ep, body, PUBLIC));
export const phoneCaptchaLogin = service('/v1/user/phone_captcha_login', (ep) => (body: PhoneCaptchaLoginBody) => call<LoginResult>(ep, body, PUBLIC));
export const register = service('/v1/user/register', (ep) => (body: RegisterBody) => call<RegisterResult>(ep, body, PUBLIC));
export const logout = service('/v1/user/logout', (ep) => (options?: CallOptions) => call<None>(ep, undefined, options));
export const fetchCurrentUser = service('/v1/user/user_info', (ep) => (options?: CallOptions) => call<CurrentUser>(ep, undefined, options));
export const editPassword = service('/v1/user/edit/password', (ep) => (body: EditPasswordBody) => call<EditPasswordResult>(ep, body));
export const deregisterUser = service('/v1/user/deregister/admin', (ep) => (body: UserIdBody) => call<None>(ep, body));
export const searchUserOptions = service('/v1/user/search/userOption', (ep) => (body?: UserSearchBody) => call<PageResult<UserOption>>(ep, withPaging(body)));
export const listSessions = service('/v1/user/session/list', (ep) => () => call<SessionInfo[]>(ep));
export const revokeOtherSessions = service('/v1/user/session/revokeOthers', (ep) => () => call<Revoked>(ep));
export const adminListUsers = service('/v1/user/admin/list', (ep) => (body?: UserSearchBody) => call<PageResult<AdminUser>>(ep, withPaging(body)));
export const adminCreateUser = service('/v1/user/admin/create', (ep) => (body: AdminCreateUserBody) => call<AdminUser>(ep, body));
export const adminUpdateUser = service('/v1/user/admin/update', (ep) => (body: AdminUpdateUserBody) => call<AdminUser>(ep, body));
export const adminResetPassword = service('/v1/user/admin/resetPassword', (ep) => (body: AdminResetPasswordBody) => call<Revoked>(ep, body));
export const getUserAccess = service('/v1/user/access/get', (ep) => (body: UserIdBody) => call<UserAccess>(ep, body));
export const setUserAccess = service('/v1/user/access/set', (ep) => (body: AccessSetBody) => call<UserAccess>(ep, body));
export const copyUserAccess = service('/v1/user/access/copy', (ep) => (body: AccessCopyBody) => call<UserAccess[]>(ep, body));
export const listAudit = service('/v1/user/audit/list', (ep) => (body?: AuditQueryBody) => call<PageResult<AuditEntry>>(ep, withPaging(body)));
