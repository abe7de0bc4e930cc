/**
 * Mock of the user calls (/v1/user/*): logins, sessions, registration, administration of accounts
 * and permissions, audit. Behaviour and error codes follow the server; see mock/README.md.
 */
import { defineMock } from '@umijs/max';
import { isAdminRole } from '../common/access/routeAccess';
import type {
  AccessCopyBody,
  AccessSetBody,
  AdminCreateUserBody,
  AdminResetPasswordBody,
  AdminUpdateUserBody,
  CaptchaSendBody,
  EditPasswordBody,
  LoginResult,
  PasswordLoginBody,
  PhoneCaptchaLoginBody,
  RegisterBody,
  SessionInfo,
  UserIdBody,
  UserSearchBody,
} from '../common/contract/user';
import {
  CAPTCHA_COOLDOWN_SECONDS,
  CAPTCHA_EXPIRES_SECONDS,
  CAPTCHA_MAX_ATTEMPTS,
  LOCKOUT_FAILURES,
  MOCK_CAPTCHA,
} from './_lib/accounts';
import { DEFAULT_USER_PATHS, DEFAULT_USER_ROLE } from '../common/contract/qaAccounts';
import { addAudit } from './_lib/audit';
import { MockError, cannotChangeSelf, notFound } from './_lib/envelope';
import { endpointMocks, type EndpointContext } from './_lib/endpoint';
import { newestFirst, pageOf } from './_lib/paging';
import { issueSession, revokeSessions } from './_lib/sessions';
import { nextId, type MockState, type MockUser } from './_lib/state';
import {
  findUserById,
  findUserByName,
  findUserByPhone,
  grantedPaths,
  matchesKeyword,
  normalisePaths,
  toAdminUser,
  toCurrentUser,
  toUserAccess,
  toUserOption,
} from './_lib/users';

const badCredentials = () => new MockError(400, 'api.error.badCredentials', 'Wrong username or password');
const accountDisabled = () => new MockError(403, 'api.error.accountDisabled', 'The account is disabled');
const accountLocked = () => new MockError(423, 'api.error.accountLocked', 'Too many failed logins: the account is locked');
const captchaInvalid = () => new MockError(400, 'api.error.captchaInvalid', 'The code is wrong', { captcha: 'api.error.captchaInvalid' });
const captchaExpired = () =>
  new MockError(400, 'api.error.captchaExpired', 'The code has expired or was never sent; request a new one', { captcha: 'api.error.captchaExpired' });
const captchaTooMany = () => new MockError(429, 'api.error.captchaTooMany', 'Too many wrong codes; request a new one');
const isLocked = (user: MockUser | undefined) => !!user && user.failedLogins >= LOCKOUT_FAILURES;

/** Start a session for `user` and answer the login result. */
function signIn(ctx: EndpointContext<unknown>, user: MockUser): LoginResult {
  const session = issueSession(ctx.state, user, ctx.req);
  ctx.signedIn = user;
  return { token: session.token, expiresAt: session.expiresAt, user: toCurrentUser(user) };
}

/** The signed-in user of a non-public endpoint (the wrapper has already refused anonymous calls). */
const me = (ctx: EndpointContext<unknown>) => ctx.user!;

function userOr404(state: MockState, userId: string): MockUser {
  const user = findUserById(state, userId);
  if (!user) throw notFound('User');
  return user;
}

/** Create an account (registration and administrator creation share the rules). */
function createUser(state: MockState, body: RegisterBody & { role?: string }): MockUser {
  if (findUserByName(state, body.username)) {
    throw new MockError(409, 'api.error.usernameTaken', 'The username is taken', { username: 'api.error.usernameTaken' });
  }
  if (body.phone && findUserByPhone(state, body.phone)) {
    throw new MockError(409, 'api.error.phoneTaken', 'The phone number is taken', { phone: 'api.error.phoneTaken' });
  }
  const user: MockUser = {
    id: nextId(state, 'user'),
    username: body.username,
    name: body.name || body.username,
    phone: body.phone ?? null,
    role: body.role ?? DEFAULT_USER_ROLE,
    password: body.password,
    paths: normalisePaths(DEFAULT_USER_PATHS),
    disabled: false,
    createdAt: Date.now(),
    lastLoginAt: null,
    failedLogins: 0,
  };
  state.users.push(user);
  return user;
}

function usersMatching(state: MockState, keyword: string | undefined): MockUser[] {
  return state.users.filter((u) => matchesKeyword(u, keyword));
}

export default defineMock(
  endpointMocks({
    '/v1/user/password_login': (ctx: EndpointContext<PasswordLoginBody>) => {
      const user = findUserByName(ctx.state, ctx.body.username);
      if (!user) throw badCredentials();
      if (isLocked(user)) throw accountLocked();
      if (user.password !== ctx.body.password) {
        user.failedLogins += 1;
        throw isLocked(user) ? accountLocked() : badCredentials(); // the failure that locks says so
      }
      if (user.disabled) throw accountDisabled();
      user.failedLogins = 0;
      return signIn(ctx, user);
    },

    '/v1/user/captcha/send': (ctx: EndpointContext<CaptchaSendBody>) => {
      // The mock "sends" MOCK_CAPTCHA (to every phone; the server texts only phones of accounts, and
      // answers the same either way). The 60 s cooldown is not enforced.
      ctx.state.captchaSent.set(ctx.body.phone, 0);
      return { cooldownSeconds: CAPTCHA_COOLDOWN_SECONDS, expiresInSeconds: CAPTCHA_EXPIRES_SECONDS };
    },

    '/v1/user/phone_captcha_login': (ctx: EndpointContext<PhoneCaptchaLoginBody>) => {
      const { phone, captcha } = ctx.body;
      const user = findUserByPhone(ctx.state, phone);
      if (isLocked(user)) throw accountLocked();
      const attempts = ctx.state.captchaSent.get(phone);
      if (attempts === undefined) throw captchaExpired();
      if (attempts >= CAPTCHA_MAX_ATTEMPTS) throw captchaTooMany();
      if (captcha !== MOCK_CAPTCHA) {
        ctx.state.captchaSent.set(phone, attempts + 1);
        throw attempts + 1 >= CAPTCHA_MAX_ATTEMPTS ? captchaTooMany() : captchaInvalid();
      }
      ctx.state.captchaSent.delete(phone); // a code works once
      if (!user) throw badCredentials();
      if (user.disabled) throw accountDisabled();
      return signIn(ctx, user);
    },

    '/v1/user/register': (ctx: EndpointContext<RegisterBody>) => {
      const user = createUser(ctx.state, ctx.body);
      return { id: user.id, username: user.username };
    },

    '/v1/user/logout': (ctx) => {
      ctx.session!.revoked = true;
      return null;
    },

    '/v1/user/user_info': (ctx) => {
      if (me(ctx).scenario === 'badinfo') {
        throw new MockError(500, 'api.error.internal', 'User info is unavailable (mock scenario badinfo)');
      }
      return toCurrentUser(me(ctx));
    },

    '/v1/user/edit/password': (ctx: EndpointContext<EditPasswordBody>) => {
      const user = me(ctx);
      if (user.password !== ctx.body.oldPassword) {
        throw new MockError(400, 'api.error.passwordWrong', 'The current password is wrong', { oldPassword: 'api.error.passwordWrong' });
      }
      user.password = ctx.body.newPassword;
      return { revokedSessions: revokeSessions(ctx.state, user.id, ctx.session!.id) };
    },

    '/v1/user/deregister/admin': (ctx: EndpointContext<UserIdBody>) => {
      const target = userOr404(ctx.state, ctx.body.userId);
      if (target.id === me(ctx).id) throw cannotChangeSelf('remove');
      revokeSessions(ctx.state, target.id);
      ctx.state.users = ctx.state.users.filter((u) => u.id !== target.id);
      addAudit(ctx.state, me(ctx), 'user.delete', { id: target.id, name: target.username }, { role: target.role, name: target.name });
      return null;
    },

    '/v1/user/search/userOption': (ctx: EndpointContext<UserSearchBody>) =>
      pageOf(usersMatching(ctx.state, ctx.body.keyword).map(toUserOption), ctx.body),

    '/v1/user/session/list': (ctx): SessionInfo[] => {
      const now = Date.now();
      const live = ctx.state.sessions.filter((s) => s.userId === me(ctx).id && !s.revoked && !s.expired && s.expiresAt > now);
      return newestFirst(live, (s) => s.createdAt).map((s) => ({
        id: s.id,
        current: s.id === ctx.session!.id,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        userAgent: s.userAgent,
        ip: s.ip,
      }));
    },

    '/v1/user/session/revokeOthers': (ctx) => ({ revokedSessions: revokeSessions(ctx.state, me(ctx).id, ctx.session!.id) }),

    '/v1/user/admin/list': (ctx: EndpointContext<UserSearchBody>) =>
      pageOf(usersMatching(ctx.state, ctx.body.keyword).map(toAdminUser), ctx.body),

    '/v1/user/admin/create': (ctx: EndpointContext<AdminCreateUserBody>) => {
      const user = createUser(ctx.state, ctx.body);
      addAudit(ctx.state, me(ctx), 'user.create', { id: user.id, name: user.username }, { role: user.role, phone: user.phone });
      return toAdminUser(user);
    },

    '/v1/user/admin/update': (ctx: EndpointContext<AdminUpdateUserBody>) => {
      const { userId, name, role, disabled } = ctx.body;
      const target = userOr404(ctx.state, userId);
      if (target.id === me(ctx).id && disabled === true) throw cannotChangeSelf('disable');
      if (target.id === me(ctx).id && role !== undefined && !isAdminRole(role)) throw cannotChangeSelf('remove the administrator role from');
      if (name !== undefined) target.name = name;
      if (role !== undefined) target.role = role;
      if (disabled !== undefined) target.disabled = disabled;
      if (disabled) revokeSessions(ctx.state, target.id); // a disabled user's sessions stop working at once
      addAudit(ctx.state, me(ctx), 'user.update', { id: target.id, name: target.username }, { name, role, disabled });
      return toAdminUser(target);
    },

    '/v1/user/admin/resetPassword': (ctx: EndpointContext<AdminResetPasswordBody>) => {
      const target = userOr404(ctx.state, ctx.body.userId);
      target.password = ctx.body.newPassword;
      target.failedLogins = 0;
      const revokedSessions = revokeSessions(ctx.state, target.id);
      addAudit(ctx.state, me(ctx), 'user.resetPassword', { id: target.id, name: target.username }, { revokedSessions });
      return { revokedSessions };
    },

    '/v1/user/access/get': (ctx: EndpointContext<UserIdBody>) => toUserAccess(userOr404(ctx.state, ctx.body.userId)),

    '/v1/user/access/set': (ctx: EndpointContext<AccessSetBody>) => {
      const target = userOr404(ctx.state, ctx.body.userId);
      const before = target.paths;
      target.paths = normalisePaths(ctx.body.paths);
      addAudit(ctx.state, me(ctx), 'access.set', { id: target.id, name: target.username }, { before, after: target.paths });
      return toUserAccess(target);
    },

    '/v1/user/access/copy': (ctx: EndpointContext<AccessCopyBody>) => {
      const from = userOr404(ctx.state, ctx.body.fromUserId);
      const targets = ctx.body.toUserIds.map((id) => userOr404(ctx.state, id)); // all or nothing
      return targets.map((target) => {
        target.paths = [...grantedPaths(from)];
        addAudit(ctx.state, me(ctx), 'access.copy', { id: target.id, name: target.username }, { from: from.username, paths: target.paths });
        return toUserAccess(target);
      });
    },

    '/v1/user/audit/list': (ctx: EndpointContext<{ current?: number; pageSize?: number; action?: string; keyword?: string }>) => {
      const { action, keyword } = ctx.body;
      const k = keyword?.toLowerCase();
      const matching = ctx.state.audit.filter(
        (e) =>
          (!action || e.action === action) &&
          (!k || [e.actorName, e.targetName, e.detail].some((text) => text.toLowerCase().includes(k))),
      );
      return pageOf(newestFirst(matching, (e) => e.at), ctx.body);
    },
  }),
);
