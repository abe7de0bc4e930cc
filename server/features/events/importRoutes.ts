/** Calendar file import: preview, commit (valid rows in one transaction) and the history, through the file connector. */
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/endpoint';
import { fileConnector } from './connectors/fileConnector';
import { commitImport, importHistory, previewImport } from './importRun';

export default async function calendarImportRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  registerEndpoint(app, '/v2/calendar/import/preview', async ({ body }) => previewImport(app.db, fileConnector, { file: body, now: now() }));
  registerEndpoint(app, '/v2/calendar/import/commit', async ({ body, user }) =>
    commitImport(app.db, fileConnector, { file: body, now: now() }, { id: user.id, name: user.name || user.username }),
  );
  registerEndpoint(app, '/v2/calendar/import/history', async () => importHistory(app.db));
}
