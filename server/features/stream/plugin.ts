/**
 * The stream area (issue 9; docs/market-data/stream.md): the tick bus (`app.bus`, through Redis with
 * REDIS_URL), the topic registry (`app.topics`, with the `tick:` family) and the `/v2/stream` WebSocket.
 * Registered before marketData, feeds and strategy, which use the bus and the registry at registration or in
 * onReady (declared in their plugins' dependencies).
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAM_PATH } from '../../../common/contract/stream';
import { authenticateToken } from '../../infra/auth/sessions';
import { scopedPlugin } from '../../infra/http/scopedPlugin';
import { bridgeAccessChanges, onBusAccessChange } from '../../infra/stream/accessChanges';
import { liveSessions } from '../../infra/stream/sessionCheck';
import { StreamServer, type StreamStats } from '../../infra/stream/streamServer';
import { busTuning, createTickBus } from '../../infra/stream/tickBus';
import { TICK_PREFIX, tickTopicProvider } from './tickTopics';
import { TopicHub } from '../../infra/stream/topicHub';
import { onStreamSocketError } from '../../infra/stream/socketErrors';

/** Frames larger than this are refused by ws itself (close 1009); the protocol's own limit (4400) is far lower. */
const WS_MAX_PAYLOAD = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The stream's figures (the bench reads them). */
    streamStats: () => StreamStats;
  }
}

async function streamPlugin(app: FastifyInstance): Promise<void> {
  const bus = await createTickBus(app.config.redisUrl, app.log, { ...busTuning });
  await bus.start();
  const hub = new TopicHub(app.log);
  hub.register(
    TICK_PREFIX,
    tickTopicProvider(
      bus,
      () => app.reference,
      () => app.config.now(),
    ),
  );
  app.decorate('bus', bus);
  app.decorate('topics', hub);

  const server = new StreamServer({
    hub,
    authenticate: (token) => authenticateToken(app.db, app.config, token),
    liveSessions: (ids) => liveSessions(app.db, app.config, ids),
    log: app.log,
    accessChanges: (listener) => onBusAccessChange(bus, listener),
  });
  // Access changes made in this process go on the bus, so every process (this one included) re-checks.
  const stopBridge = bridgeAccessChanges(bus);
  app.decorate('streamStats', () => server.stats());

  // The WebSocket plugin in a scope of its own: its route hooks concern the socket's route only.
  await app.register(
    scopedPlugin('stream.socket', async (socket) => {
      // Client-caused socket errors (an oversized frame) are logged at warn, not error (issue 19, socketErrors.ts).
      await socket.register(fastifyWebsocket, {
        options: { maxPayload: WS_MAX_PAYLOAD },
        errorHandler: (error, ws, request) => onStreamSocketError(error, ws, request),
      });
      socket.get(STREAM_PATH, { websocket: true, schema: { hide: true } }, (ws) => server.accept(ws));
    }),
  );

  app.addHook('onClose', async () => {
    stopBridge();
    server.close();
    hub.close();
    await bus.close();
  });
}

export default fp(streamPlugin, { name: 'stream', dependencies: ['reference'], decorators: { fastify: ['reference'] } });
