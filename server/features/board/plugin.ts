/**
 * The watchlist calls (common/contract/board.ts): the board's named lists, per user, for holders of the board's
 * access key. The logic is in server/features/board/store.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_WATCHLIST_NAME } from '../../../common/contract/board';
import { registerEndpoint } from '../../infra/http/endpoint';
import { deleteWatchlist, listWatchlists, renameWatchlist, reorderWatchlists, saveWatchlist } from './store';

async function watchlistPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/watchlist/list', async ({ user }) => listWatchlists(app.db, user.id, app.config.now(), DEFAULT_WATCHLIST_NAME));
  registerEndpoint(app, '/v2/watchlist/save', async ({ user, body }) => saveWatchlist(app.db, user.id, app.config.now(), body));
  registerEndpoint(app, '/v2/watchlist/rename', async ({ user, body }) => renameWatchlist(app.db, user.id, app.config.now(), body.id, body.name));
  registerEndpoint(app, '/v2/watchlist/delete', async ({ user, body }) => {
    await deleteWatchlist(app.db, user.id, body.id);
    return null;
  });
  registerEndpoint(app, '/v2/watchlist/reorder', async ({ user, body }) => reorderWatchlists(app.db, user.id, app.config.now(), body.ids));
}

export default fp(watchlistPlugin, { name: 'board' });
