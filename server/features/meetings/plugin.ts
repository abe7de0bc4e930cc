/**
 * The meetings calls (common/contract/meetings.ts), gated by the page's key; visibility is checked on every call
 * in server/features/meetings/store.ts. The reminder job runs every minute while the scheduler is on (server/features/meetings/reminders.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import { runPeriodically } from '../../infra/scheduler/periodicJob';
import { fileLinkOf } from './attachments';
import { markdownFileName, meetingMarkdown } from './markdownExport';
import { loadPeople } from './people';
import { leadHoursOf, noticeAssigned, REMINDER_INTERVAL_MS, runDueReminders } from './reminders';
import { deleteMeeting, getMeeting, listMeetings, meetingHistory, myActionItems, roleNames, saveMeeting, setItemStatus, setLeadHours } from './store';

async function meetingsPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  const deps = () => ({ db: app.db, notifications: app.notifications });
  /** Attachment download addresses signed at the time of the call. */
  const links = () => fileLinkOf(app.fileStore, now());

  runPeriodically(app, 'meeting reminders', REMINDER_INTERVAL_MS, () => runDueReminders(deps(), now()));

  registerEndpoint(app, '/v2/meetings/list', async ({ user, body }) => listMeetings(app.db, user, body, now()));
  registerEndpoint(app, '/v2/meetings/get', async ({ user, body }) => getMeeting(app.db, links(), user, body.id, now()));
  registerEndpoint(app, '/v2/meetings/save', async ({ user, body }) => {
    const { meeting, assigned } = await saveMeeting(app.db, links(), user, now(), body);
    await noticeAssigned(deps(), now(), meeting, assigned, user.id);
    return meeting;
  });
  registerEndpoint(app, '/v2/meetings/delete', async ({ user, body }) => {
    await deleteMeeting(app.db, user, body.id);
    return null;
  });
  registerEndpoint(app, '/v2/meetings/history', async ({ user, body }) => meetingHistory(app.db, user, body.id));
  registerEndpoint(app, '/v2/meetings/users', async () => (await loadPeople(app.db)).pageUsers);
  registerEndpoint(app, '/v2/meetings/roles', async () => roleNames(app.db));
  registerEndpoint(app, '/v2/meetings/actionItem/mine', async ({ user }) => myActionItems(app.db, user, now()));
  registerEndpoint(app, '/v2/meetings/actionItem/status', async ({ user, body }) =>
    setItemStatus(app.db, links(), user, now(), body.meetingId, body.itemId, body.status),
  );
  registerEndpoint(app, '/v2/meetings/export/markdown', async ({ user, body }) => {
    const meeting = await getMeeting(app.db, links(), user, body.id, now());
    return { fileName: markdownFileName(meeting), content: meetingMarkdown(meeting, body.origin) };
  });
  registerEndpoint(app, '/v2/meetings/settings/get', async ({ user }) => ({ reminderLeadHours: await leadHoursOf(app.db, user.id) }));
  registerEndpoint(app, '/v2/meetings/settings/set', async ({ user, body }) => {
    await setLeadHours(app.db, user.id, body.reminderLeadHours);
    return { reminderLeadHours: body.reminderLeadHours };
  });
}

export default fp(meetingsPlugin, { name: 'meetings', dependencies: ['notifications'], decorators: { fastify: ['notifications', 'fileStore'] } });
