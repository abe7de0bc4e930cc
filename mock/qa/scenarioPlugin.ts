/**
 * The QA scenario switches of mock/README.md, as a Fastify plugin the QA server registers before the API areas
 * (createServerApp `plugins`), so its hooks see every call. Only the mock loads it; a production start cannot.
 * The server answers every call by its own rules; this plugin only changes what scenario sessions get back:
 * - `expired`: the session ends right after its login answer;
 * - `noperm`: the server holds the default pages only, its answers show the access list from before (menu entries
 *   whose calls the server refuses with 401 + msg);
 * - `healthfail`: checkHealth answers 500; `newversion`: every answer carries SCENARIO_NEW_VERSION;
 *   `badinfo`: user_info answers 500;
 * - phone login: MOCK_CAPTCHA stands for the code the server sent to that phone;
 * - controls under /__mock/: reset, sessions/expire, health, state.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { SUCCESS_CODE, type ApiEnvelope } from '../../common/contract/envelope';
import { API_ERRORS, type ApiErrorName } from '../../common/contract/errors';
import { FIELD_ERROR_KEYS } from '../../common/contract/fieldErrors';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState, type SourceName } from '../../common/contract/datasource';
import type { DataOf, EndpointPath } from '../../common/contract/endpoints';
import { LOW_FREQ_PREFIX } from '../../common/contract/paths';
import { callApi } from './callApi';
import { isScenario, MOCK_CAPTCHA, SCENARIO_NEW_VERSION, type Scenario } from './scenarioAccounts';
import type { SeededScenarios } from './seedQaData';

export interface ScenarioPluginOptions {
  seeded: SeededScenarios;
  /** Puts a fresh QA server in this one's place (POST /__mock/reset): its version, and how to close this app. */
  reset: () => Promise<{ version: string; retire: () => Promise<void> }>;
}

/** What `GET /__mock/state` answers in `data` (mock/README.md, "Controls"). */
export interface MockState {
  version: string;
  accounts: { id: string; username: string; role: string; disabled: boolean; scenario: Scenario | null }[];
  liveSessions: number;
  files: number;
  runs: number;
  healthOverrides: Partial<Record<SourceName, HealthState>>;
  healthFailsForAll: boolean;
}

const PASSWORD_LOGIN = '/v1/user/password_login' satisfies EndpointPath;
const PHONE_LOGIN = '/v1/user/phone_captcha_login' satisfies EndpointPath;
/** Calls that take a sent code, where MOCK_CAPTCHA stands for it. */
const CODE_CALLS = new Set<string>([PHONE_LOGIN, '/v1/user/register' satisfies EndpointPath]);
const LOGOUT = '/v1/user/logout' satisfies EndpointPath;
const USER_INFO = '/v1/user/user_info' satisfies EndpointPath;
const VERSION = '/v1/setting/version' satisfies EndpointPath;
const CHECK_HEALTH = `${LOW_FREQ_PREFIX}/source/get/checkHealth` satisfies EndpointPath;

const pathOf = (url: string) => url.split('?')[0];
const bearer = (header: unknown) => (typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined);
const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** An error answer of the catalogue, in the envelope the server writes. */
function failWith(reply: FastifyReply, version: string, name: ApiErrorName, msg: string, fields?: Record<string, string>): ApiEnvelope<null> {
  const { status, msgKey } = API_ERRORS[name];
  reply.code(status);
  return { code: status, msg, msgKey, ...(fields ? { fields } : {}), status: 'fail', version, data: null };
}

/** Some other code than the one sent, so that only MOCK_CAPTCHA logs in. */
const otherCode = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

export function scenarioPlugin(options: ScenarioPluginOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    /** Scenario sessions by token, learnt from their login answers. */
    const sessions = new Map<string, Scenario>();
    /** The last code the server sent to each phone. */
    const sentCodes = new Map<string, string>();
    const health = { overrides: new Map<SourceName, HealthState>(), failForAll: false };
    const version = () => app.versions.current.version;
    const ok = (data: unknown): ApiEnvelope => ({ code: SUCCESS_CODE, msg: '', status: 'success', version: version(), data });

    const sms = app.sms;
    app.sms = {
      name: sms.name,
      async sendLoginCode(phone, code, expiresInSeconds) {
        sentCodes.set(phone, code);
        await sms.sendLoginCode(phone, code, expiresInSeconds);
      },
    };

    app.addHook('preValidation', async (request) => {
      if (!CODE_CALLS.has(pathOf(request.url))) return;
      const body = objectBody(request.body);
      const sent = typeof body.phone === 'string' ? sentCodes.get(body.phone) : undefined;
      if (sent === undefined) return;
      if (body.captcha === MOCK_CAPTCHA) body.captcha = sent;
      else if (body.captcha === sent) body.captcha = otherCode(sent);
    });

    /** A scenario account's login answer: its session is tracked (and `expired`'s ended at once). */
    async function scenarioLogin(answer: ApiEnvelope<unknown>): Promise<ApiEnvelope | null> {
      const login = answer.data as DataOf<typeof PASSWORD_LOGIN>;
      const own = login.user.username;
      if (!isScenario(own)) return null;
      sessions.set(login.token, own);
      if (own === 'expired') await callApi(app, LOGOUT, undefined, login.token);
      if (own === 'noperm') login.user.access = options.seeded.nopermMenuAccess;
      if (own === 'newversion') answer.version = SCENARIO_NEW_VERSION;
      return answer;
    }

    /** The scenario's change to an answer the server gave; null leaves it as it is. */
    async function changed(path: string, scenario: Scenario | undefined, answer: ApiEnvelope<unknown>, reply: FastifyReply): Promise<ApiEnvelope | null> {
      const succeeded = reply.statusCode === 200;
      if (succeeded && (path === PASSWORD_LOGIN || path === PHONE_LOGIN)) return scenarioLogin(answer);
      if (!scenario && !(succeeded && path === CHECK_HEALTH && (health.failForAll || health.overrides.size))) return null;
      if (succeeded && path === USER_INFO && scenario === 'badinfo')
        return failWith(reply, answer.version, 'internal', 'User info is unavailable (mock scenario badinfo)');
      if (succeeded && path === USER_INFO && scenario === 'noperm') (answer.data as DataOf<typeof USER_INFO>).access = options.seeded.nopermMenuAccess;
      if (succeeded && path === CHECK_HEALTH) {
        if (health.failForAll || scenario === 'healthfail') return failWith(reply, answer.version, 'internal', 'Health check failed (mock scenario)');
        overrideHealth(answer as ApiEnvelope<DataOf<typeof CHECK_HEALTH>>);
      }
      if (scenario === 'newversion' && answer.msgKey !== API_ERRORS.unauthorized.msgKey) {
        answer.version = SCENARIO_NEW_VERSION;
        if (succeeded && path === VERSION) answer.data = { version: SCENARIO_NEW_VERSION, publishedAt: null } satisfies DataOf<typeof VERSION>;
      }
      return answer;
    }

    function overrideHealth(answer: ApiEnvelope<DataOf<typeof CHECK_HEALTH>>) {
      const status = answer.status as Record<string, HealthState>;
      for (const [source, state] of health.overrides) {
        status[source] = state;
        const detail = answer.data.find((d) => d.source === source);
        if (!detail) continue;
        Object.assign(detail, { state, message: `Set to ${state} through /__mock/health` });
        delete detail.messageKey;
        delete detail.messageParams;
      }
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const path = pathOf(request.url);
      const token = bearer(request.headers.authorization);
      const scenario = token ? sessions.get(token) : undefined;
      if (path === LOGOUT && token && reply.statusCode === 200) sessions.delete(token);
      if (typeof payload !== 'string' || !(scenario || path === PASSWORD_LOGIN || path === PHONE_LOGIN || path === CHECK_HEALTH)) return payload;
      let answer: ApiEnvelope<unknown>;
      try {
        answer = JSON.parse(payload);
      } catch {
        return payload;
      }
      const result = await changed(path, scenario, answer, reply);
      return result ? JSON.stringify(result) : payload;
    });

    const hidden = { schema: { hide: true } };

    /** QA apps a reset replaced: this app answers the reset itself, so they close once that answer is out. */
    const replaced: (() => Promise<void>)[] = [];
    app.post('/__mock/reset', {
      ...hidden,
      onResponse: async () => {
        for (const close of replaced.splice(0)) {
          setImmediate(() => void close().catch((err) => app.log.error({ err }, 'closing a replaced QA server failed')));
        }
      },
      handler: async () => {
        const fresh = await options.reset();
        replaced.push(fresh.retire);
        return { ...ok({ reset: true }), version: fresh.version };
      },
    });

    app.post('/__mock/sessions/expire', hidden, async (request, reply) => {
      const { username } = objectBody(request.body);
      let sessionsOf = app.db.deleteFrom('sessions');
      if (typeof username === 'string') {
        const user = await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
        if (!user) return failWith(reply, version(), 'badRequest', `No account ${username}`, { username: FIELD_ERROR_KEYS.invalid });
        sessionsOf = sessionsOf.where('user_id', '=', user.id);
      }
      const { numDeletedRows } = await sessionsOf.executeTakeFirst();
      return ok({ expired: Number(numDeletedRows) });
    });

    app.post('/__mock/health', hidden, async (request, reply) => {
      const { states, fail } = objectBody(request.body);
      const wanted = Object.entries(objectBody(states));
      const unknown = wanted.find(([source, state]) => !SOURCE_NAMES.includes(source as SourceName) || !HEALTH_STATES.includes(state as HealthState));
      if (unknown) {
        return failWith(reply, version(), 'badRequest', `Unknown source or state: ${unknown[0]}=${String(unknown[1])}`, { states: FIELD_ERROR_KEYS.invalid });
      }
      for (const [source, state] of wanted) health.overrides.set(source as SourceName, state as HealthState);
      if (typeof fail === 'boolean') health.failForAll = fail;
      return ok({ states: Object.fromEntries(health.overrides), fail: health.failForAll });
    });

    app.get('/__mock/state', hidden, async () => {
      const count = async (table: 'sessions' | 'ds_runs') =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const accounts = await app.db.selectFrom('users').select(['id', 'username', 'role', 'disabled']).orderBy('created_at').orderBy('id').execute();
      const state: MockState = {
        version: version(),
        accounts: accounts.map((a) => ({ ...a, disabled: Boolean(a.disabled), scenario: isScenario(a.username) ? a.username : null })),
        liveSessions: await count('sessions'),
        files: Number(
          (
            await app.db
              .selectFrom('files')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('state', '=', 'ready')
              .executeTakeFirstOrThrow()
          ).n,
        ),
        runs: await count('ds_runs'),
        healthOverrides: Object.fromEntries(health.overrides),
        healthFailsForAll: health.failForAll,
      };
      return ok(state);
    });
  };
}
