/**
 * The feeds area's routes and services (issue 9, docs/market-data/feeds.md): app.feeds (the FeedManager),
 * feed state, product assignments, publisher keys and the push endpoint. Feeds start when the app is ready, in the
 * leader process only (the bus decides), and stop when it closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError, badRequest, notFound, retryLater } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { FeedManagerService } from './manager';
import { KeyRateLimit } from './push/keyRateLimit';
import {
  createPublisherKey,
  findActiveKey,
  findPublisherKey,
  listPublisherKeys,
  publisherSecret,
  revokePublisherKey,
  toKeyInfo,
  touchKey,
} from './push/publisherKeys';
import { PriceAnchors } from './push/priceAnchors';
import { listedInstrumentsOf, validatePushRows } from './push/validateRows';

const publisherKeyInvalid = () => apiError('publisherKeyInvalid', 'Push needs the header Authorization: Publisher <secret> of an unrevoked publisher key');

async function feedsPlugin(app: FastifyInstance): Promise<void> {
  const config = app.config.feeds;
  const manager = new FeedManagerService({ db: app.db, config, now: app.config.now, market: app, log: app.log });
  app.decorate('feeds', manager);
  const rateLimit = new KeyRateLimit(config.push.ratePerMinute, app.config.now);
  // Read at call time: tests put a recording bus in app.bus after the app is built.
  const anchors = new PriceAnchors(
    () => app.bus,
    () => app.bars,
    () => app.config.now(),
  );

  app.addHook('onReady', async () => {
    await manager.ready(config.autostart);
  });
  app.addHook('onClose', async () => {
    await manager.stop();
  });

  registerEndpoint(app, '/v2/feeds/state', () => manager.states());

  registerEndpoint(app, '/v2/feeds/assignment/list', () => ({ defaultFeed: config.defaultFeed, rows: manager.assignments() }));

  registerEndpoint(app, '/v2/feeds/assignment/set', async ({ user, body }) => {
    const reference = app.reference;
    const [exchange, code] = body.product.split('.');
    if (!reference.product(exchange, code)) throw badRequest(`Unknown product ${body.product}`, { product: 'api.field.notAllowed' });
    return manager.setAssignment(user, body.product, body.feed);
  });

  registerEndpoint(app, '/v2/feeds/key/list', async () => {
    const rows = await listPublisherKeys(app.db);
    return rows.map(toKeyInfo);
  });

  registerEndpoint(app, '/v2/feeds/key/create', async ({ user, body }) => {
    const now = app.config.now();
    const name = body.name.trim();
    if (!name) throw badRequest('A publisher key needs a name', { name: 'api.field.required' });
    const { row, secret } = await createPublisherKey(app.db, name, user.username, now);
    await recordAudit(app.db, now, user, 'feeds.key.create', { id: row.id, name: row.name }, { after: { name: row.name } });
    return { key: toKeyInfo(row), secret };
  });

  registerEndpoint(app, '/v2/feeds/key/revoke', async ({ user, body }) => {
    const now = app.config.now();
    const row = await findPublisherKey(app.db, body.id);
    if (!row) throw notFound('Publisher key');
    if (row.revoked_at !== null) return toKeyInfo(row);
    await revokePublisherKey(app.db, row, user, now);
    return toKeyInfo({ ...row, revoked_at: now });
  });

  // Public in the contract (a gateway has no web session); the publisher key is checked here.
  registerEndpoint(app, '/v2/feeds/push', async ({ request, body }) => {
    const secret = publisherSecret(request.headers.authorization);
    const key = secret ? await findActiveKey(app.db, secret) : undefined;
    if (!key) throw publisherKeyInvalid();
    const wait = rateLimit.take(key.id);
    if (wait !== null) throw retryLater('tooManyRequests', `Too many pushes for this key; try again in ${wait} s`, wait);
    const now = app.config.now();
    await touchKey(app.db, key, now);
    await anchors.prepare(listedInstrumentsOf(body.ticks, app.reference, now));
    const { ticks, errors } = validatePushRows(body.ticks, {
      reference: app.reference,
      now,
      maxSkewMs: config.push.maxSkewMs,
      maxAgeMs: config.push.maxAgeMs,
      servesPush: (product) => manager.feedOf(product) === 'push',
      latestTs: (instrument) => anchors.latest(instrument)?.ts,
      anchorOf: (instrument) => anchors.anchorOf(instrument),
    });
    manager.push.publish(ticks);
    return { accepted: ticks.length, errors };
  });
}

export default fp(feedsPlugin, { name: 'feeds', dependencies: ['reference', 'stream', 'marketData'], decorators: { fastify: ['reference', 'bus', 'bars'] } });
