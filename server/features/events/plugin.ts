/**
 * The economic calendar's calls (common/contract/events.ts), all gated by the page's key
 * `auth_tool_calendar_events`: whoever holds the page (administrators hold every page) reads and writes the
 * calendar, which is the desk's shared one (docs/research/calendar.md, "Who may write").
 * Storage in server/features/events/store.ts, file import in server/features/events/importFile.ts, reminders in reminders.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import { notFound } from '../../infra/http/apiError';
import type { CalendarReleases } from '../../infra/calendar/ports';
import { eventHistory, eventKeySummaries, eventKeysReleasedBetween, getEvent, listEvents, saveEvent } from './store';
import calendarImportRoutes from './importRoutes';
import calendarReminderRoutes from './reminderRoutes';

async function calendarPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  // What the outlook reads (server/infra/calendar/ports.ts): this feature alone owns calendar_events.
  const releases: CalendarReleases = {
    history: (eventKey) => eventHistory(app.db, eventKey),
    get: (id) => getEvent(app.db, id),
    keysReleasedBetween: (from, to) => eventKeysReleasedBetween(app.db, from, to),
    keySummaries: () => eventKeySummaries(app.db),
  };
  app.decorate('calendarEvents', releases);

  registerEndpoint(app, '/v2/calendar/event/list', async ({ body }) => listEvents(app.db, body));
  registerEndpoint(app, '/v2/calendar/event/history', async ({ body }) => eventHistory(app.db, body.eventKey));
  registerEndpoint(app, '/v2/calendar/event/save', async ({ body }) => {
    const { id, ...fields } = body;
    const saved = await saveEvent(app.db, now(), fields, id);
    if (!saved) throw notFound('Event');
    return saved;
  });

  await calendarImportRoutes(app);
  await calendarReminderRoutes(app);
}

export default fp(calendarPlugin, { name: 'events', dependencies: ['notifications'], decorators: { fastify: ['notifications'] } });
