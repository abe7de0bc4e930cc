/**
 * Hourly housekeeping (and once at start): expired sessions and captchas, local uploads whose link ran out
 * before the bytes arrived, and `.part` files of interrupted uploads. Timers are unref'd so they never keep the
 * process alive.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { purgeExpiredSessions } from './auth/sessions';
import { LINK_TTL_MS, LocalFileStore } from './storage/fileStore';

const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

/**
 * A `.part` file untouched this long belongs to no live upload: the connection time-out has ended any upload that
 * sent nothing for that long, with a margin for a slow disk. Another process sharing DATA_DIR keeps its live ones.
 */
const partIdleMs = (config: ServerConfig) => config.http.connectionTimeoutMs + 60_000;

export async function runMaintenance(app: FastifyInstance): Promise<void> {
  const now = app.config.now();
  await purgeExpiredSessions(app.db, app.config);
  await app.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  const store = app.fileStore;
  if (store instanceof LocalFileStore) {
    const stale = await app.db
      .selectFrom('files')
      .selectAll()
      .where('state', '=', 'pending')
      .where('created_at', '<', now - LINK_TTL_MS)
      .execute();
    for (const f of stale) {
      await fs.promises.rm(`${store.pathOf(f.storage_key)}.part`, { force: true });
      await app.db.deleteFrom('files').where('id', '=', f.id).where('state', '=', 'pending').execute();
    }
    const removed = await store.removeStaleParts(partIdleMs(app.config));
    if (removed) app.log.info({ removed }, 'interrupted uploads removed (.part files)');
  }
}

export function startMaintenance(app: FastifyInstance): () => void {
  let timer: NodeJS.Timeout | null = null;
  const run = () =>
    runMaintenance(app).catch((err) => {
      app.log.warn({ err }, 'maintenance failed');
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  return () => {
    if (timer) clearInterval(timer);
  };
}
