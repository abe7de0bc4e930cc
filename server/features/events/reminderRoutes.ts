/** Reminder settings and subscriptions of the caller, and the job that sends due reminders (every minute). */
import type { FastifyInstance } from 'fastify';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { runPeriodically } from '../../infra/scheduler/periodicJob';
import { remindersOf, saveUserSettings, sendDueReminders, subscribe, unsubscribe } from './reminders';

const JOB_EVERY_MS = 60_000;

export default async function calendarReminderRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  registerEndpoint(app, '/v2/calendar/reminder/get', async ({ user }) => remindersOf(app.db, user.id));
  registerEndpoint(app, '/v2/calendar/reminder/settings', async ({ user, body }) => saveUserSettings(app.db, user.id, now(), body));
  registerEndpoint(app, '/v2/calendar/reminder/subscribe', async ({ user, body }) => {
    const { eventKey, minImportance } = body;
    if ((eventKey === undefined) === (minImportance === undefined))
      throw badRequest('Give either eventKey or minImportance', { [eventKey === undefined ? 'eventKey' : 'minImportance']: FIELD_ERROR_KEYS.invalid });
    return subscribe(app.db, user.id, now(), eventKey !== undefined ? { eventKey } : { minImportance: minImportance as NonNullable<typeof minImportance> });
  });
  registerEndpoint(app, '/v2/calendar/reminder/unsubscribe', async ({ user, body }) => {
    if (!(await unsubscribe(app.db, user.id, body.id))) throw notFound('Subscription');
    return null;
  });

  // The job runs with the scheduler (tests call sendDueReminders with their clock).
  runPeriodically(app, 'calendar reminders', JOB_EVERY_MS, () => sendDueReminders(app.db, app.notifications, now()));
}
