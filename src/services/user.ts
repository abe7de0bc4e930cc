/** User, session, permission and audit calls (ENDPOINTS under /v1/user/). */
import type { Static } from '@sinclair/typebox';
import type { Nothing, PageResult } from '@common/contract/envelope';
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
} from '@common/contract/user';
import { call, withPaging, type CallOptions } from './call';

type None = Static<typeof Nothing>;
type Revoked = Static<typeof SessionRevokeResult>;
type AuditQueryBody = Static<typeof AuditQuery>;


export const passwordLogin = (body: PasswordLoginBody) => call('/v1/user/password_login', body);
export const sendCaptcha = (body: CaptchaSendBody) => call('/v1/user/captcha/send', body);
export const phoneCaptchaLogin = (body: PhoneCaptchaLoginBody) => call('/v1/user/phone_captcha_login', body);
export const register = (body: RegisterBody) => call('/v1/user/register', body);
export const logout = (options?: CallOptions) => call('/v1/user/logout', undefined, options);
export const fetchCurrentUser = (options?: CallOptions) => call('/v1/user/user_info', undefined, options);
export const editPassword = (body: EditPasswordBody) => call('/v1/user/edit/password', body);
export const deregisterUser = (body: UserIdBody) => call('/v1/user/deregister/admin', body);
export const searchUserOptions = (body?: UserSearchBody) => call('/v1/user/search/userOption', withPaging(body));
export const listSessions = () => call('/v1/user/session/list');
export const revokeOtherSessions = () => call('/v1/user/session/revokeOthers');
export const adminListUsers = (body?: UserSearchBody) => call('/v1/user/admin/list', withPaging(body));
export const adminCreateUser = (body: AdminCreateUserBody) => call('/v1/user/admin/create', body);
export const adminUpdateUser = (body: AdminUpdateUserBody) => call('/v1/user/admin/update', body);
export const adminResetPassword = (body: AdminResetPasswordBody) => call('/v1/user/admin/resetPassword', body);
export const getUserAccess = (body: UserIdBody) => call('/v1/user/access/get', body);
export const setUserAccess = (body: AccessSetBody) => call('/v1/user/access/set', body);
export const copyUserAccess = (body: AccessCopyBody) => call('/v1/user/access/copy', body);
export const listAudit = (body?: AuditQueryBody) => call('/v1/user/audit/list', withPaging(body));
