/**
 * The calendar outlook's calls (common/contract/outlook.ts), gated by the page's key `auth_tool_calendar_prdiction`.
 * Releases come from the calendar feature through app.calendarEvents (server/infra/calendar/ports.ts); forecasts in forecasts.ts, the
 * baseline in baseline.ts, scoring in scores.ts, the event study in study.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CalendarEvent } from '../../../common/contract/events';
import type { OutlookRow } from '../../../common/contract/outlook';
import { isHit } from '../../../common/domain/eventForecast';
import { badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { baselineFor, methodChoice, methodOverrides, nextReleaseAt, setMethodChoice } from './baseline';
import { isLocked } from './events';
import { deleteForecast, forecastsOf, saveForecast } from './forecasts';
import { currentMethod, eventHistoryView, eventScores } from './scores';
import { eventStudy } from './study';

const DAY = 86_400_000;
/** Longest window of the events list. */
const MAX_RANGE = 120 * DAY;

async function outlookPlugin(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const now = () => app.config.now();

  const historyOf = async (eventKey: string): Promise<CalendarEvent[]> => {
    const history = await app.calendarEvents.history(eventKey);
    if (history.length === 0) throw notFound('Event');
    return history;
  };

  registerEndpoint(app, '/v2/outlook/events', async ({ user, body }) => {
    const t = now();
    const from = body.from ?? t - 7 * DAY;
    const to = body.to ?? t + 14 * DAY;
    if (to < from || to - from > MAX_RANGE) throw badRequest('The window must end after it starts and span at most 120 days', { to: 'invalid' });
    const eventKeys = await app.calendarEvents.keysReleasedBetween(from, to);
    const overrides = await methodOverrides(db, eventKeys);
    const rows: OutlookRow[] = [];
    for (const key of eventKeys) {
      const history = await app.calendarEvents.history(key);
      const inWindow = history.filter((e) => e.releaseAt >= from && e.releaseAt <= to);
      const forecasts = await forecastsOf(
        db,
        inWindow.map((e) => e.id),
      );
      for (const event of inWindow) {
        const locked = isLocked(event, t);
        const mine = forecasts.filter((f) => f.eventId === event.id);
        // Before the release each forecaster sees only their own number (no anchoring on colleagues').
        const desk = locked
          ? mine.map((f) => ({
              userId: f.userId,
              name: f.name,
              value: f.value,
              error: event.actual === null ? null : event.actual - f.value,
              hit: event.actual === null ? null : isHit(f.value, event.consensus, event.actual),
            }))
          : [];
        rows.push({
          event,
          locked,
          own: mine.find((f) => f.userId === user.id)?.value ?? null,
          desk,
          deskCount: mine.length,
          baseline: baselineFor(history, event.releaseAt, overrides.get(key)),
        });
      }
    }
    rows.sort((a, b) => a.event.releaseAt - b.event.releaseAt || a.event.id.localeCompare(b.event.id));
    return rows;
  });

  registerEndpoint(app, '/v2/outlook/keys', async () => app.calendarEvents.keySummaries());

  registerEndpoint(app, '/v2/outlook/forecast/save', async ({ user, body }) => saveForecast(db, app.calendarEvents, user.id, body.eventId, body.value, now()));
  registerEndpoint(app, '/v2/outlook/forecast/delete', async ({ user, body }) => {
    await deleteForecast(db, app.calendarEvents, user.id, body.eventId, now());
    return null;
  });

  registerEndpoint(app, '/v2/outlook/method/set', async ({ user, body }) => {
    const history = await historyOf(body.eventKey);
    await setMethodChoice(db, body.eventKey, body.method, user.id, now());
    // The baseline of the event's next release (or of one after the last known) under the new choice.
    return baselineFor(history, nextReleaseAt(history), body.method ?? undefined);
  });

  registerEndpoint(app, '/v2/outlook/scores', async ({ body }) => {
    const history = await historyOf(body.eventKey);
    const method = currentMethod(history, (await methodOverrides(db, [body.eventKey])).get(body.eventKey));
    const forecasts = await forecastsOf(
      db,
      history.filter((e) => e.actual !== null).map((e) => e.id),
    );
    return eventScores(body.eventKey, history, forecasts, method);
  });

  registerEndpoint(app, '/v2/outlook/history', async ({ body }) => {
    const history = await historyOf(body.eventKey);
    const choice = await methodChoice(db, body.eventKey);
    const method = currentMethod(history, choice?.method);
    // The method control of the page: each method's walk-forward MAE for the next release, and who overrode it.
    return { ...eventHistoryView(body.eventKey, history, method), baseline: baselineFor(history, nextReleaseAt(history), choice?.method), choice };
  });

  registerEndpoint(app, '/v2/outlook/study', async ({ user, body }) => {
    const history = await historyOf(body.eventKey);
    return eventStudy(app.series, user, body.eventKey, history, body.address, body.windowsMinutes, now());
  });
}

export default fp(outlookPlugin, { name: 'outlook', dependencies: ['marketData', 'events'], decorators: { fastify: ['series', 'calendarEvents'] } });
