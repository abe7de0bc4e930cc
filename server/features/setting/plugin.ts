/**
 * The /v1/setting area: configuration values, health, diagnostics, versions. Its MOC window call
 * (`/v1/setting/mocTrade/update`) belongs to the spot trade record (server/features/spotTradeRecord/).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dbKind } from '../../infra/db/connect';
import { pageWindow } from '../../infra/db/paging';
import { isVersionString, VERSION_FORMAT_EXAMPLE } from '../../../common/contract/versionFormat';
import { apiError, fieldApiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { chinaDate } from '../../infra/chinaDate';
import { readConfigValues } from './configValues';
import { toVersionRecord } from '../../infra/versions/versions';
import { pingDatabase, publishVersionAudited, versionHistoryPage } from './store';

const startedAt = Date.now();

async function settingPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/setting/getConfigValue', async ({ body }) => readConfigValues(app.db, body.keys, chinaDate(app.config.now())));

  registerEndpoint(app, '/v1/setting/healthyCheck', async ({ request }) => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw apiError('unavailable', 'The database is unreachable');
    }
    return { ok: true, database: dbKind(app.config), uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), time: app.config.now() };
  });

  registerEndpoint(app, '/v1/setting/test', async ({ user }) => ({
    time: app.config.now(),
    userId: user.id,
    username: user.username,
    role: user.role,
    database: dbKind(app.config),
    roundTripMs: await pingDatabase(app.db),
    storage: app.fileStore.describe(),
    node: process.version,
  }));

  registerEndpoint(app, '/v1/setting/version', async () => {
    const v = await app.versions.load();
    return { version: v.version, publishedAt: v.publishedAt };
  });

  registerEndpoint(app, '/v1/setting/version/set', async ({ user, body }) => {
    // Every open console compares the part before the dot: free text would tell all of them to update.
    if (!isVersionString(body.version)) {
      throw fieldApiError('versionFormat', 'version', `A version is the release date and the build number, e.g. ${VERSION_FORMAT_EXAMPLE}`);
    }
    const now = app.config.now();
    const row = await publishVersionAudited(app.db, user, body.version, body.note ?? '', now);
    app.versions.set(row.version, row.created_at);
    return toVersionRecord(row);
  });

  registerEndpoint(app, '/v1/setting/version/updateHistory', async ({ body }) => {
    const window = pageWindow(body);
    const { rows, total } = await versionHistoryPage(app.db, window);
    return { list: rows.map(toVersionRecord), total, current: window.current, pageSize: window.pageSize };
  });
}

export default fp(settingPlugin, { name: 'setting', decorators: { fastify: ['fileStore'] } });
