/**
 * The main flows of the contract: sessions, passwords, registration, permissions, versions, files,
 * paging, data sources. Each test starts from a reset target (the QA accounts only).
 */
import routes from '../../config/routes';
import { allGatedPaths, withSharedKeys } from '../../common/access/routeAccess';
import { ConfigValueEntry, DEFAULT_PAGE_SIZE, HEALTH_STATES, HealthStatusMapSchema, SOURCE_NAMES, UPDATABLE_SOURCES } from '../../common/contract';
import { expectAllowed, expectErrorEnvelope, expectForbidden, expectMatches, expectStatus, expectUnauthorized, must } from './client';
import type { SuiteContext } from './context';
import { QA, QA_REGISTERED_PATHS, QA_TRADER_PATHS } from './qaAccounts';
import { SAMPLE_MOC_TRADE, SAMPLE_SECRET } from './samples';

const LOW = '/v1/finData/lowFreqData';
const pathsOf = (user: { access: [string, string, string][] }) => user.access.map((entry) => entry[2]).sort();
const sorted = (paths: string[]) => [...paths].sort();

export function contractFlows(get: () => SuiteContext) {
  describe('flows', () => {
    let s: SuiteContext;
    beforeEach(async () => {
      s = get();
      await s.start();
    });

    test('login, user_info, logout: the token is refused afterwards', async () => {
      const token = await s.client.login(QA.trader.username, QA.trader.password);
      const me = await s.client.ok('/v1/user/user_info', undefined, token);
      expect({ username: me.username, role: me.role, phone: me.phone }).toEqual({ username: 'trader', role: 'trader', phone: QA.trader.phone });
      expect(pathsOf(me)).toEqual(sorted(withSharedKeys(routes, QA_TRADER_PATHS)));
      await s.client.ok('/v1/user/logout', undefined, token);
      expectUnauthorized(await s.client.call('/v1/user/user_info', undefined, token), 'user_info after logout');
      // Other sessions of the same account are untouched.
      await s.client.ok('/v1/user/user_info', undefined, s.tokens.trader);
    });

    test('the QA accounts hold what the common rules say', async () => {
      const admin = await s.client.ok('/v1/user/user_info', undefined, s.tokens.admin);
      expect(admin.role).toContain('admin');
      expect(pathsOf(admin)).toEqual(sorted(allGatedPaths(routes)));
      const viewer = await s.client.ok('/v1/user/user_info', undefined, s.tokens.viewer);
      expect({ role: viewer.role, access: viewer.access }).toEqual({ role: 'viewer', access: [] });
      // Entries are [accessKey, routeName, routePath].
      expect(admin.access.every((e: unknown[]) => e.length === 3 && e.every((x) => typeof x === 'string'))).toBe(true);
    });

    test('phone login: the code that was sent logs in once; a wrong or unsent code is refused', async () => {
      const phone = QA.trader.phone;
      const unsent = await s.client.call('/v1/user/phone_captcha_login', { phone: '13900000002', captcha: '000000' });
      expectErrorEnvelope(unsent, 400, 'api.error.captchaExpired', 'no code sent');
      const code = await s.sentCaptcha(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      expectErrorEnvelope(await s.client.call('/v1/user/phone_captcha_login', { phone, captcha: wrong }), 400, 'api.error.captchaInvalid', 'wrong code');
      const login = await s.client.ok('/v1/user/phone_captcha_login', { phone, captcha: code });
      expect((await s.client.ok('/v1/user/user_info', undefined, login.token)).username).toBe('trader');
      const reused = await s.client.call('/v1/user/phone_captcha_login', { phone, captcha: code });
      expectErrorEnvelope(reused, 400, 'api.error.captchaExpired', 'reused code');
    });

    test('wrong credentials answer 400 api.error.badCredentials (not 401), the same for unknown users', async () => {
      for (const body of [
        { username: 'trader', password: 'wrong-password' },
        { username: 'nobody_here', password: 'wrong-password' },
      ]) {
        const res = await s.client.call('/v1/user/password_login', body);
        expectErrorEnvelope(res, 400, 'api.error.badCredentials', `login ${body.username}`);
      }
    });

    test('missing, unknown and malformed tokens answer 401 without msg', async () => {
      const variants: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: 'Basic abc' },
        { authorization: 'Bearer' },
      ];
      for (const headers of variants) {
        const res = await s.target.inject({ method: 'POST', url: '/v1/user/user_info', headers });
        expectUnauthorized(res, `user_info with ${JSON.stringify(headers)}`);
      }
    });

    test('edit/password needs the current password and signs out the other sessions', async () => {
      const u = await s.newUser();
      const other = await s.client.login(u.username, u.password);
      const wrong = await s.client.call('/v1/user/edit/password', { oldPassword: 'not-it', newPassword: 'Changed@12345' }, u.token);
      expectErrorEnvelope(wrong, 400, 'api.error.passwordWrong', 'wrong current password');
      const done = await s.client.ok('/v1/user/edit/password', { oldPassword: u.password, newPassword: 'Changed@12345' }, u.token);
      expect(done.revokedSessions).toBeGreaterThanOrEqual(1);
      expectUnauthorized(await s.client.call('/v1/user/user_info', undefined, other), 'the other session');
      await s.client.ok('/v1/user/user_info', undefined, u.token); // the session that changed it stays
      expectStatus(await s.client.call('/v1/user/password_login', { username: u.username, password: u.password }), 400, 'old password');
      await s.client.login(u.username, 'Changed@12345');
    });

    test('register, then log in with the new account (role user, default pages)', async () => {
      const username = s.unique('newcomer');
      const { mode } = await s.client.ok('/v1/user/register/options');
      const captcha = await s.sentCaptcha('13700000001', 'register');
      const created = await s.client.ok('/v1/user/register', { username, password: 'Newcomer@12345', name: 'New Comer', phone: '13700000001', captcha });
      expect(created).toMatchObject({ username, pending: mode === 'approval' });
      if (created.pending) {
        expectErrorEnvelope(
          await s.client.call('/v1/user/password_login', { username, password: 'Newcomer@12345' }),
          403,
          'api.error.accountPending',
          'before approval',
        );
        await s.client.ok('/v1/user/admin/approve', { userId: created.id }, s.tokens.admin);
      }
      const token = await s.client.login(username, 'Newcomer@12345');
      const me = await s.client.ok('/v1/user/user_info', undefined, token);
      expect({ id: me.id, name: me.name, role: me.role, phone: me.phone }).toEqual({ id: created.id, name: 'New Comer', role: 'user', phone: '13700000001' });
      expect(pathsOf(me)).toEqual(sorted(withSharedKeys(routes, QA_REGISTERED_PATHS)));
      const again = await s.client.call('/v1/user/register', { username, password: 'Newcomer@12345' });
      expectErrorEnvelope(again, 409, 'api.error.usernameTaken', 'duplicate username');
    });

    test('access/set is what user_info returns and what the calls enforce; access/copy copies', async () => {
      const history = `${LOW}/source/scheduler/history`;
      expectForbidden(await s.client.call(history, {}, s.tokens.viewer), 'before the grant');
      const set = await s.client.ok('/v1/user/access/set', { userId: s.ids.viewer, paths: ['/list/datasource', '/no/such/page'] }, s.tokens.admin);
      expect(sorted(set.paths)).toEqual(['/list', '/list/datasource']); // the gated ancestor is added, unknown paths dropped
      const me = await s.client.ok('/v1/user/user_info', undefined, s.tokens.viewer);
      expect(pathsOf(me)).toEqual(['/list', '/list/datasource']);
      expect(sorted((await s.client.ok('/v1/user/access/get', { userId: s.ids.viewer }, s.tokens.admin)).paths)).toEqual(['/list', '/list/datasource']);
      expectAllowed(await s.client.call(history, {}, s.tokens.viewer), 'after the grant');
      await s.client.ok('/v1/user/access/set', { userId: s.ids.viewer, paths: [] }, s.tokens.admin);
      expectForbidden(await s.client.call(history, {}, s.tokens.viewer), 'after taking it back');

      const copied = await s.client.ok('/v1/user/access/copy', { fromUserId: s.ids.trader, toUserIds: [s.ids.viewer] }, s.tokens.admin);
      expect(copied).toHaveLength(1);
      const viewer = await s.client.ok('/v1/user/user_info', undefined, s.tokens.viewer);
      expect(pathsOf(viewer)).toEqual(sorted(withSharedKeys(routes, QA_TRADER_PATHS)));
    });

    test('version/set changes the version of every later envelope and heads the history', async () => {
      const before = await s.client.call('/v1/setting/version', undefined, s.tokens.viewer);
      expect(before.json().version).toBe(before.json().data.version);
      const record = await s.client.ok('/v1/setting/version/set', { version: '20250501.1', note: 'contract flow' }, s.tokens.admin);
      expect({ version: record.version, note: record.note, authorName: record.authorName }).toEqual({
        version: '20250501.1',
        note: 'contract flow',
        authorName: 'admin',
      });
      const later = await s.client.call('/v1/user/user_info', undefined, s.tokens.trader);
      expect(later.json().version).toBe('20250501.1');
      expect((await s.client.ok('/v1/setting/version', undefined, s.tokens.viewer)).version).toBe('20250501.1');
      const history = await s.client.ok('/v1/setting/version/updateHistory', {}, s.tokens.viewer);
      expect(history.list[0].version).toBe('20250501.1');
      expectErrorEnvelope(
        await s.client.call('/v1/setting/version/set', { version: 'not a version!' }, s.tokens.admin),
        400,
        'api.error.versionFormat',
        'bad version',
      );
    });

    test('files: getToken, upload, list, delete own; another user cannot delete it', async () => {
      const bytes = Buffer.from('date,price\n2025-03-03,480.25\n');
      const id = await s.upload(s.tokens.trader, 'prices.csv', bytes);
      const list = await s.client.ok('/v1/user/oss/upload/getFileList', {}, s.tokens.trader);
      const listed = list.list.find((f: { id: string }) => f.id === id);
      expect(listed).toMatchObject({ name: 'prices.csv', size: bytes.length, ownerId: s.ids.trader });
      const file = must(listed, 'the uploaded file in the list');
      expect(typeof file.url).toBe('string');

      const adminFile = await s.upload(s.tokens.admin, 'admin-only.csv', Buffer.from('a\n1\n'));
      const refused = await s.client.call('/v1/user/oss/upload/delete', { id: adminFile }, s.tokens.trader);
      expect(refused.statusCode).not.toBe(200);
      expect(refused.statusCode).toBeLessThan(500);
      const adminList = await s.client.ok('/v1/user/oss/upload/getFileList', {}, s.tokens.admin);
      expect(adminList.list.map((f: { id: string }) => f.id)).toContain(adminFile);
      expect(adminList.list.map((f: { id: string }) => f.id)).not.toContain(id); // the list is the caller's own files

      await s.client.ok('/v1/user/oss/upload/delete', { id }, s.tokens.trader);
      const after = await s.client.ok('/v1/user/oss/upload/getFileList', {}, s.tokens.trader);
      expect(after.list.map((f: { id: string }) => f.id)).not.toContain(id);

      const exe = await s.client.call('/v1/user/oss/upload/getToken', { filename: 'tool.exe', size: 10 }, s.tokens.trader);
      expectErrorEnvelope(exe, 400, 'api.error.badRequest', 'disallowed file type');
      const huge = await s.client.call('/v1/user/oss/upload/getToken', { filename: 'big.csv', size: 1024 ** 4 }, s.tokens.trader);
      expectErrorEnvelope(huge, 400, 'api.error.badRequest', 'file too large');
    });

    test(`search/userOption pages with page size ${DEFAULT_PAGE_SIZE} by default and filters by keyword`, async () => {
      const search = (body: object) => s.client.ok('/v1/user/search/userOption', body, s.tokens.admin);
      const before = (await search({})).total; // the QA accounts, plus whatever else the target holds
      for (let i = 1; i <= 11; i += 1) {
        const username = `page_user_${String(i).padStart(2, '0')}`;
        await s.client.ok('/v1/user/admin/create', { username, password: 'PageUser@12345' }, s.tokens.admin);
      }
      const first = await search({});
      expect({ current: first.current, pageSize: first.pageSize, size: first.list.length, total: first.total }).toEqual({
        current: 1,
        pageSize: DEFAULT_PAGE_SIZE,
        size: DEFAULT_PAGE_SIZE,
        total: before + 11,
      });
      const ids = new Set<string>();
      const pages = Math.ceil(first.total / DEFAULT_PAGE_SIZE);
      for (let current = 1; current <= pages; current += 1) {
        const page = await search({ current });
        expect(page.list).toHaveLength(current < pages ? DEFAULT_PAGE_SIZE : first.total - DEFAULT_PAGE_SIZE * (pages - 1));
        for (const u of page.list as { id: string }[]) ids.add(u.id);
      }
      expect(ids.size).toBe(first.total); // no user twice, none missing
      expect((await search({ pageSize: 3 })).list).toHaveLength(3);
      const found = await search({ keyword: 'page_user_1' });
      expect(found.list.map((u: { name: string }) => u.name).sort()).toEqual(['page_user_10', 'page_user_11']);
    });

    test('checkHealth: the status map names all nine sources', async () => {
      const res = await s.client.call(`${LOW}/source/get/checkHealth`, undefined, s.tokens.viewer);
      expectStatus(res, 200, 'checkHealth');
      const { status, data } = res.json();
      expectMatches(HealthStatusMapSchema, status, 'checkHealth status map');
      expect(Object.keys(status).sort()).toEqual([...SOURCE_NAMES].sort());
      for (const state of Object.values(status)) expect(HEALTH_STATES).toContain(state);
      expect(data.map((d: { source: string }) => d.source).sort()).toEqual([...SOURCE_NAMES].sort());
      for (const d of data) expect(d.state).toBe(status[d.source]);
    });

    test('data sources: an update run heads the history; schedules; credentials never echoed; Kpler reports', async () => {
      const run = await s.client.ok(`${LOW}/source/update/wind`, {}, s.tokens.admin);
      expect({ source: run.source, trigger: run.trigger }).toEqual({ source: 'wind', trigger: 'manual' });
      const history = await s.client.ok(`${LOW}/source/scheduler/history`, { source: 'wind' }, s.tokens.admin);
      expect(history.list[0].id).toBe(run.id);
      expect(history.list.every((r: { source: string }) => r.source === 'wind')).toBe(true);

      // Gaps only: a target may run on a fake clock, so the times need not follow the wall clock.
      const [next] = await s.client.ok(`${LOW}/source/cron/nextTime`, { cron: '0 6 * * *', count: 3 }, s.tokens.admin);
      expect(next.nextTimes).toHaveLength(3);
      for (let i = 1; i < 3; i += 1) {
        const gap = next.nextTimes[i] - next.nextTimes[i - 1];
        expect(gap).toBeGreaterThanOrEqual(23 * 3_600_000);
        expect(gap).toBeLessThanOrEqual(25 * 3_600_000);
      }
      const badCron = await s.client.call(`${LOW}/source/cron/nextTime`, { cron: 'not a cron at all' }, s.tokens.admin);
      expectErrorEnvelope(badCron, 400, 'api.error.badRequest', 'invalid cron');

      const stored = await s.client.call(`${LOW}/source/update/token`, { source: 'wind', credentials: { apiKey: SAMPLE_SECRET } }, s.tokens.admin);
      expectStatus(stored, 200, 'token');
      expect(stored.json().data.hasCredentials).toBe(true);
      const status = await s.client.call(`${LOW}/source/update/status`, {}, s.tokens.admin);
      for (const res of [stored, status]) expect(res.body ?? JSON.stringify(res.json())).not.toContain(SAMPLE_SECRET);
      const connectors = status.json().data as { source: string; hasCredentials: boolean }[];
      expect(connectors.map((c) => c.source).sort()).toEqual([...SOURCE_NAMES].sort());
      expect(connectors.find((c) => c.source === 'wind')?.hasCredentials).toBe(true);

      const trace = await s.client.ok(`${LOW}/source/cron/traceUpdated`, undefined, s.tokens.admin);
      for (const t of trace) expect(SOURCE_NAMES).toContain(t.source);
      for (const source of UPDATABLE_SOURCES) expect(trace.map((t: { source: string }) => t.source)).toContain(source);

      const generate = `${LOW}/source/kpler/generate`;
      const noData = await s.client.call(generate, { location: 'Nowhere', from: '2025-03-01', to: '2025-03-05' }, s.tokens.admin);
      expectErrorEnvelope(noData, 404, 'api.error.kplerNoData', 'Kpler report without data');
      const reversed = await s.client.call(generate, { location: 'Nowhere', from: '2025-03-05', to: '2025-03-01' }, s.tokens.admin);
      expectErrorEnvelope(reversed, 400, 'api.error.badRequest', 'reversed date range');
      expect(Object.keys(reversed.json().fields ?? {})).toEqual(['to']);
      expectStatus(await s.client.call(`${LOW}/source/kpler/get`, { id: 'no-such-report' }, s.tokens.admin), 404, 'missing report');
      const body = await s.kplerReportBody();
      if (body) {
        const report = await s.client.ok(generate, body, s.tokens.admin);
        expect(report.rows.length).toBeGreaterThan(0);
        expect(report.total).toBeCloseTo(
          report.rows.reduce((sum: number, r: { volume: number }) => sum + r.volume, 0),
          6,
        );
        for (const r of report.rows) expect(r.date >= body.from && r.date <= body.to).toBe(true);
        expect(await s.client.ok(`${LOW}/source/kpler/get`, { id: report.id }, s.tokens.admin)).toEqual(report);
      }
    });

    test('sessions: list marks the current one; revokeOthers signs the others out', async () => {
      const second = await s.client.login(QA.trader.username, QA.trader.password);
      const sessions = await s.client.ok('/v1/user/session/list', undefined, s.tokens.trader);
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
      const revoked = await s.client.ok('/v1/user/session/revokeOthers', undefined, s.tokens.trader);
      expect(revoked.revokedSessions).toBeGreaterThanOrEqual(1);
      expectUnauthorized(await s.client.call('/v1/user/user_info', undefined, second), 'revoked session');
      expect(await s.client.ok('/v1/user/session/list', undefined, s.tokens.trader)).toHaveLength(1);
    });

    test('administration: disable, reset password, deregister; every action is audited', async () => {
      const u = await s.newUser('managed');
      const disabled = await s.client.ok('/v1/user/admin/update', { userId: u.id, disabled: true }, s.tokens.admin);
      expect(disabled.disabled).toBe(true);
      expectUnauthorized(await s.client.call('/v1/user/user_info', undefined, u.token), 'session of a disabled user');
      const refused = await s.client.call('/v1/user/password_login', { username: u.username, password: u.password });
      expect(refused.statusCode).not.toBe(200);
      expect(refused.json().msgKey).toBe('api.error.accountDisabled');
      await s.client.ok('/v1/user/admin/update', { userId: u.id, disabled: false }, s.tokens.admin);

      const token = await s.client.login(u.username, u.password);
      const reset = await s.client.ok('/v1/user/admin/resetPassword', { userId: u.id, newPassword: 'Reset@12345' }, s.tokens.admin);
      expect(reset.revokedSessions).toBeGreaterThanOrEqual(1);
      expectUnauthorized(await s.client.call('/v1/user/user_info', undefined, token), 'session after a password reset');
      await s.client.login(u.username, 'Reset@12345');

      await s.client.ok('/v1/user/deregister/admin', { userId: u.id }, s.tokens.admin);
      expectStatus(await s.client.call('/v1/user/password_login', { username: u.username, password: 'Reset@12345' }), 400, 'removed account');
      const self = await s.client.call('/v1/user/deregister/admin', { userId: s.ids.admin }, s.tokens.admin);
      expect(self.statusCode).not.toBe(200);
      expect(self.statusCode).toBeLessThan(500);

      const audit = await s.client.ok('/v1/user/audit/list', { keyword: u.username }, s.tokens.admin);
      expect(audit.total).toBeGreaterThanOrEqual(4); // create, update x2, reset, deregister
      for (let i = 1; i < audit.list.length; i += 1) expect(audit.list[i - 1].at).toBeGreaterThanOrEqual(audit.list[i].at);
    });

    test('settings: unknown configuration names answer null; MOC records upsert on their natural key', async () => {
      const values = await s.client.ok('/v1/setting/getConfigValue', { keys: ['tradingDaysPerYear', 'no.such.name'] }, s.tokens.viewer);
      expect(values['no.such.name']).toBeNull();
      expectMatches(ConfigValueEntry, values.tradingDaysPerYear, 'tradingDaysPerYear');
      const first = await s.client.ok('/v1/setting/mocTrade/update', { records: [SAMPLE_MOC_TRADE] }, s.tokens.admin);
      expect(first).toEqual({ inserted: 1, updated: 0 });
      const second = await s.client.ok('/v1/setting/mocTrade/update', { records: [{ ...SAMPLE_MOC_TRADE, volume: 25000 }] }, s.tokens.admin);
      expect(second).toEqual({ inserted: 0, updated: 1 });
      const health = await s.client.ok('/v1/setting/healthyCheck');
      expect(health.ok).toBe(true);
    });
  });
}
