/** The /v1/setting area: configuration values, health, diagnostics, versions, MOC window records. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../../infra/audit/auditLog';
import { dbKind } from '../../infra/db/connect';
import { pageWindow } from '../../infra/db/paging';
import { isVersionString, VERSION_FORMAT_EXAMPLE } from '../../../common/contract/versionFormat';
import { apiError, fieldApiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { chinaDate, readConfigValues } from './configValues';
import { upsertMocTrades } from './mocTrades';
import { publishVersion, toVersionRecord } from '../../infra/versions/versions';

const startedAt = Date.now();

export default async function settingPlugin(app: FastifyInstance): Promise<void> {
  /** One round trip to the database; answers its duration in ms. */
  const pingDatabase = async (): Promise<number> => {
    const t0 = performance.now();
    await sql`select 1`.execute(app.db);
    return Math.round((performance.now() - t0) * 100) / 100;
  };

  registerEndpoint(app, '/v1/setting/getConfigValue', async ({ body }) => readConfigValues(app.db, body.keys, chinaDate(app.config.now())));

  registerEndpoint(app, '/v1/setting/healthyCheck', async ({ request }) => {
    try {
      await pingDatabase();
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
    roundTripMs: await pingDatabase(),
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
    const row = await app.db.transaction().execute(async (trx) => {
      const r = await publishVersion(trx, body.version, body.note ?? '', { id: user.id, name: user.username }, now);
      await recordAudit(trx, now, user, 'version.set', null, { version: body.version });
      return r;
    });
    app.versions.set(row.version, row.created_at);
    return toVersionRecord(row);
  });

  registerEndpoint(app, '/v1/setting/version/updateHistory', async ({ body }) => {
    const window = pageWindow(body);
    const { total } = await app.db
      .selectFrom('versions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = window.reachable
      ? await app.db
          .selectFrom('versions')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.pageSize)
          .offset(window.offset)
          .execute()
      : [];
    return { list: rows.map(toVersionRecord), total: Number(total), current: window.current, pageSize: window.pageSize };
  });

  registerEndpoint(app, '/v1/setting/mocTrade/update', async ({ user, body }) => upsertMocTrades(app.db, body.records, user.username, app.config.now()));
}
