/**
 * The stream area (issue 9; docs/market-data/stream.md): the tick bus (`app.market.bus`, through Redis with
 * REDIS_URL), the topic registry (`app.market.topics`, with the `tick:` family) and the `/v2/stream` WebSocket.
 * Registered after marketData and before feeds and strategy (server/features/index.ts), which use the bus and the
 * registry at registration or in onReady.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { STREAM_PATH } from '../../../common/contract/stream';
import { authenticateToken } from '../../infra/auth/sessions';
import { liveSessions } from '../../infra/stream/sessionCheck';
import { StreamServer, type StreamStats } from '../../infra/stream/streamServer';
import { busTuning, createTickBus } from '../../infra/stream/tickBus';
import { TICK_PREFIX, tickTopicProvider } from './tickTopics';
import { TopicHub } from '../../infra/stream/topicHub';

/** Frames larger than this are refused by ws itself (close 1009); the protocol's own limit (4400) is far lower. */
const WS_MAX_PAYLOAD = 1024 * 1024;

/** Keyed by the HTTP server, which the root app and this encapsulated plugin share. */
const servers = new WeakMap<object, StreamServer>();

/** The stream's figures for an app (tests, the bench). */
export function streamStats(app: FastifyInstance): StreamStats | undefined {
  return servers.get(app.server)?.stats();
}

export default async function streamPlugin(app: FastifyInstance): Promise<void> {
  const bus = createTickBus(app.config.redisUrl, app.log, { ...busTuning });
  await bus.start();
  const hub = new TopicHub(app.log);
  hub.register(
    TICK_PREFIX,
    tickTopicProvider(bus, () => app.market.reference),
  );
  app.market.bus = bus;
  app.market.topics = hub;

  const server = new StreamServer({
    hub,
    authenticate: (token) => authenticateToken(app.db, app.config, token),
    liveSessions: (ids) => liveSessions(app.db, app.config, ids),
    log: app.log,
  });
  servers.set(app.server, server);

  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
  app.get(STREAM_PATH, { websocket: true, schema: { hide: true } }, (socket) => server.accept(socket));

  app.addHook('onClose', async () => {
    server.close();
    hub.close();
    await bus.close();
  });
}
