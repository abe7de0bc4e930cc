/**
 * The research feeds' administration calls (/v2/researchFeeds/*, docs/research/feeds.md) and the feed scheduler's
 * lifecycle: timers start in onReady when config.scheduler is 'on' and stop in onClose (waiting for polls under
 * way, "Poll now" ones included). Every change reloads the scheduler, so a saved, switched or deleted feed is
 * (re)armed at once; saves, switches and deletes are audited like other administrator changes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResearchFeedSaveBody } from '../../../common/contract/researchFeeds';
import { recordAudit } from '../../infra/audit/auditLog';
import { isUniqueViolation } from '../../infra/db/errors';
import { apiError, badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { createOutboundFetch } from '../../infra/http/outboundFetch';
import { createFeed, deleteFeed, feedNameTaken, type FeedSettings, FeedSettingsError, setFeedEnabled, updateFeed } from './feedStore';
import { feedRow, listFeedRows, runsOfFeed, toRun } from './feedViews';
import { FeedNotFoundError, FeedRunInProgressError } from './poll';
import { FeedScheduler } from './scheduler';

/** Runs a history call answers when the caller names no limit. */
const DEFAULT_RUNS = 20;

const nameTaken = () => apiError('conflict', 'Another feed has this name', { name: 'researchFeeds.error.nameTaken' });
const pollRunning = () => apiError('runInProgress', 'This feed is being polled; try again when the poll ends');

function settingsOf(body: ResearchFeedSaveBody): FeedSettings {
  const { id: _id, ...settings } = body;
  return { ...settings, name: settings.name.trim(), url: settings.url.trim(), publisher: settings.publisher.trim(), cron: settings.cron.trim() };
}

async function researchFeedsPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  const scheduler = new FeedScheduler({
    db: app.db,
    library: app.researchLibrary,
    now,
    log: app.log.child({ area: 'researchFeeds' }),
    fetch: createOutboundFetch(app.config.outbound),
  });
  app.addHook('onReady', async () => {
    if (app.config.scheduler === 'on') await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  const nextRun = (id: string) => scheduler.nextRun(id);

  const rowOrThrow = async (id: string) => {
    const row = await feedRow(app.db, id, now(), nextRun);
    if (!row) throw notFound('Feed');
    return row;
  };

  registerEndpoint(app, '/v2/researchFeeds/list', () => listFeedRows(app.db, now(), nextRun));

  registerEndpoint(app, '/v2/researchFeeds/save', async ({ user, body }) => {
    const settings = settingsOf(body);
    const at = now();
    const before = body.id ? await feedRow(app.db, body.id, at, nextRun) : null;
    if (body.id && !before) throw notFound('Feed');
    if (await feedNameTaken(app.db, settings.name, body.id)) throw nameTaken();
    let id = body.id ?? '';
    try {
      if (body.id) await updateFeed(app.db, body.id, settings, at);
      else id = await createFeed(app.db, settings, at, user.username);
    } catch (err) {
      if (err instanceof FeedSettingsError) throw badRequest(err.message, { [err.field]: `researchFeeds.error.${err.field}` });
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
    await recordAudit(
      app.db,
      at,
      user,
      body.id ? 'researchFeeds.update' : 'researchFeeds.create',
      { id, name: settings.name },
      before ? { before: settingsView(before), after: settings } : { after: settings },
    );
    await scheduler.reload();
    return rowOrThrow(id);
  });

  registerEndpoint(app, '/v2/researchFeeds/enable', async ({ user, body }) => {
    const at = now();
    const before = await rowOrThrow(body.id);
    if (before.enabled !== body.enabled) {
      if (!(await setFeedEnabled(app.db, body.id, body.enabled, at))) throw notFound('Feed');
      await recordAudit(
        app.db,
        at,
        user,
        'researchFeeds.enable',
        { id: body.id, name: before.name },
        { before: { enabled: before.enabled }, after: { enabled: body.enabled } },
      );
      await scheduler.reload();
    }
    return rowOrThrow(body.id);
  });

  registerEndpoint(app, '/v2/researchFeeds/delete', async ({ user, body }) => {
    const at = now();
    const before = await rowOrThrow(body.id);
    if ((await deleteFeed(app.db, body.id, at)) === 'running') throw pollRunning();
    await recordAudit(app.db, at, user, 'researchFeeds.delete', { id: body.id, name: before.name }, { before: settingsView(before) });
    await scheduler.reload();
    return null;
  });

  registerEndpoint(app, '/v2/researchFeeds/pollNow', async ({ user, body }) => {
    try {
      return toRun(await scheduler.pollNow(body.id, user.username));
    } catch (err) {
      if (err instanceof FeedNotFoundError) throw notFound('Feed');
      if (err instanceof FeedRunInProgressError) throw pollRunning();
      throw err;
    }
  });

  registerEndpoint(app, '/v2/researchFeeds/cancel', async ({ body }) => {
    await rowOrThrow(body.id);
    return { cancelled: scheduler.cancel(body.id) };
  });

  registerEndpoint(app, '/v2/researchFeeds/runs', async ({ body }) => {
    await rowOrThrow(body.id);
    return runsOfFeed(app.db, body.id, body.limit ?? DEFAULT_RUNS);
  });
}

/** The settings part of a row, for the audit's before/after. */
function settingsView(row: FeedSettings): FeedSettings {
  const { name, url, kind, publisher, products, regions, language, cron, enabled } = row;
  return { name, url, kind, publisher, products, regions, language, cron, enabled };
}

export default fp(researchFeedsPlugin, { name: 'researchFeeds', dependencies: ['library'], decorators: { fastify: ['researchLibrary'] } });
