/** User, session, permission and audit payloads (docs/spec-reference.md#7-the-calls-it-makes, "User"). */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope';
import {
  CAPTCHA_LENGTH,
  DISPLAY_NAME_MAX,
  LOGIN_PASSWORD_MAX,
  LOGIN_USERNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './formats';

export {
  CAPTCHA_COOLDOWN_SECONDS,
  CAPTCHA_EXPIRES_SECONDS,
  CAPTCHA_LENGTH,
  CAPTCHA_MAX_ATTEMPTS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
} from './formats';

/** An access-list entry: `[accessKey, routeName, routePath]`; the third element is the route path (docs/spec-reference.md#3-entities-and-their-fields). */
export type AccessEntry = [key: string, name: string, path: string];
export const AccessEntrySchema = Type.Tuple([Type.String(), Type.String(), Type.String()]);

export const Username = Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN });
export const Phone = Type.String({ pattern: PHONE_PATTERN });
export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const Captcha = Type.String({ pattern: `^\\d{${CAPTCHA_LENGTH}}$` });

export const CurrentUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  access: Type.Array(AccessEntrySchema),
  createdAt: Type.Integer(),
  lastLoginAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const PasswordLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: LOGIN_USERNAME_MAX }),
  password: Type.String({ minLength: 1, maxLength: LOGIN_PASSWORD_MAX }),
});
export type PasswordLoginBody = Static<typeof PasswordLoginBody>;

/** `register`: a code to prove a new account's phone, sent only when no account has the number; default `login`: only when one has. */
export const CaptchaPurpose = Type.Union([Type.Literal('login'), Type.Literal('register')]);
export const CaptchaSendBody = Type.Object({ phone: Phone, purpose: Type.Optional(CaptchaPurpose) });
export type CaptchaSendBody = Static<typeof CaptchaSendBody>;
export const CaptchaSendResult = Type.Object({ cooldownSeconds: Type.Integer(), expiresInSeconds: Type.Integer() });
export type CaptchaSendResult = Static<typeof CaptchaSendResult>;

export const PhoneCaptchaLoginBody = Type.Object({ phone: Phone, captcha: Captcha });
export type PhoneCaptchaLoginBody = Static<typeof PhoneCaptchaLoginBody>;

export const LoginResult = Type.Object({ token: Type.String(), expiresAt: Type.Integer(), user: CurrentUser });
export type LoginResult = Static<typeof LoginResult>;

export const RegisterBody = Type.Object({
  username: Username,
  password: Password,
  name: Type.Optional(Type.String({ maxLength: DISPLAY_NAME_MAX })),
  phone: Type.Optional(Phone),
  /** The code sent to `phone` (captcha/send with purpose `register`); required with a phone. */
  captcha: Type.Optional(Captcha),
});
export type RegisterBody = Static<typeof RegisterBody>;
/** `pending`: the account waits for an administrator's approval before it can sign in (REGISTRATION_MODE=approval). */
export const RegisterResult = Type.Object({ id: Type.String(), username: Type.String(), pending: Type.Boolean() });
export type RegisterResult = Static<typeof RegisterResult>;

export const RegistrationModeSchema = Type.Union([Type.Literal('open'), Type.Literal('approval'), Type.Literal('closed')]);
export const RegisterOptions = Type.Object({ mode: RegistrationModeSchema });
export type RegisterOptions = Static<typeof RegisterOptions>;

export const EditPasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: Password });
export type EditPasswordBody = Static<typeof EditPasswordBody>;
export const EditPasswordResult = Type.Object({ revokedSessions: Type.Integer() });
export type EditPasswordResult = Static<typeof EditPasswordResult>;

export const UserIdBody = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
export type UserIdBody = Static<typeof UserIdBody>;

/** What a user picker shows (search/userOption): the id and the display name, nothing an attacker could map accounts with. */
export const UserOption = Type.Object({ id: Type.String(), name: Type.String() });
export type UserOption = Static<typeof UserOption>;
export const UserSearchBody = Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 64 })) })]);
export type UserSearchBody = Static<typeof UserSearchBody>;
export const UserOptionPage = Page(UserOption);

/** Administration (issue 3/4; not in the spec's call list, documented in docs/api.md). */
/** Role names: a role containing 'admin' is an administrator (docs/spec-reference.md#3-entities-and-their-fields). */
export const ROLE_PATTERN = '^[A-Za-z0-9_-]+$';
export const ROLE_MAX = 32;
export const Role = Type.String({ minLength: 1, maxLength: ROLE_MAX, pattern: ROLE_PATTERN });
export const AdminUser = Type.Composite([
  UserOption,
  Type.Object({ username: Type.String(), role: Type.String(), disabled: Type.Boolean() }),
  Type.Object({ phone: Type.Union([Type.String(), Type.Null()]), createdAt: Type.Integer(), lastLoginAt: Type.Union([Type.Integer(), Type.Null()]) }),
  /** Self-registered, waiting for approval (admin/approve). */
  Type.Object({ pending: Type.Boolean() }),
]);
export type AdminUser = Static<typeof AdminUser>;
export const AdminCreateUserBody = Type.Object({
  username: Username,
  password: Password,
  name: Type.Optional(Type.String({ maxLength: 64 })),
  phone: Type.Optional(Phone),
  role: Type.Optional(Role),
});
export type AdminCreateUserBody = Static<typeof AdminCreateUserBody>;
export const AdminUpdateUserBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.Optional(Type.String({ maxLength: 64 })),
  /** A new phone (same format and uniqueness as at registration), or null to remove it. */
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  role: Type.Optional(Role),
  disabled: Type.Optional(Type.Boolean()),
});
export type AdminUpdateUserBody = Static<typeof AdminUpdateUserBody>;
export const AdminResetPasswordBody = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }), newPassword: Password });
export type AdminResetPasswordBody = Static<typeof AdminResetPasswordBody>;

/** The managed roles (role/* calls): admin/create and admin/update accept only these. */
export const RoleInfo = Type.Object({
  name: Type.String(),
  /** Accounts holding the role: a role in use cannot be deleted. */
  users: Type.Integer(),
  /** The administrator role: never renamed or deleted. */
  protected: Type.Boolean(),
});
export type RoleInfo = Static<typeof RoleInfo>;
export const RoleNameBody = Type.Object({ name: Role });
export type RoleNameBody = Static<typeof RoleNameBody>;
export const RoleRenameBody = Type.Object({ name: Role, newName: Role });
export type RoleRenameBody = Static<typeof RoleRenameBody>;

/** Permission entries of one user, as route paths. Granting a path grants its gated ancestors. */
/** `administrator`: the user's role makes them an administrator (every page whatever is stored). */
export const UserAccess = Type.Object({
  userId: Type.String(),
  administrator: Type.Boolean(),
  paths: Type.Array(Type.String()),
  access: Type.Array(AccessEntrySchema),
});
export type UserAccess = Static<typeof UserAccess>;
export const AccessSetBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  paths: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }),
});
export type AccessSetBody = Static<typeof AccessSetBody>;
export const AccessCopyBody = Type.Object({
  fromUserId: Type.String({ minLength: 1, maxLength: 64 }),
  toUserIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
});
export type AccessCopyBody = Static<typeof AccessCopyBody>;

export const SessionInfo = Type.Object({
  id: Type.String(),
  current: Type.Boolean(),
  createdAt: Type.Integer(),
  lastSeenAt: Type.Integer(),
  expiresAt: Type.Integer(),
  userAgent: Type.String(),
  ip: Type.String(),
});
export type SessionInfo = Static<typeof SessionInfo>;
export const SessionRevokeResult = Type.Object({ revokedSessions: Type.Integer() });

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.Integer(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.String(),
  action: Type.String(),
  targetId: Type.Union([Type.String(), Type.Null()]),
  targetName: Type.String(),
  detail: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditQuery = Type.Composite([
  PageQuery,
  Type.Object({ action: Type.Optional(Type.String({ maxLength: 64 })), keyword: Type.Optional(Type.String({ maxLength: 64 })) }),
]);
export const AuditPage = Page(AuditEntry);
