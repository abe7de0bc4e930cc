/** holiday/list, holiday/add, holiday/remove and calendar/product (docs/market-data/reference.md, "Holiday calendars"). */
import type { FastifyInstance } from 'fastify';
import { holidayCalendarOf } from '../../../common/domain/exchangeCalendars';
import { recordAudit } from '../../infra/audit/auditLog';
import { fieldApiError, notFound } from '../../infra/http/apiError';
import { newId } from '../../infra/db/ids';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceStore } from './referenceData';
import { requireRealDate } from './validate';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function registerHolidayRoutes(app: FastifyInstance, store: ReferenceStore): void {
  const calendars = store.calendars;

  registerEndpoint(app, '/v2/reference/holiday/list', ({ body }) => ({
    calendar: body.calendar,
    years: calendars.years(body.calendar),
    rows: calendars.history(body.calendar),
  }));

  registerEndpoint(app, '/v2/reference/holiday/add', async ({ body, user }) => {
    requireRealDate(body.date, 'date');
    if (isWeekend(body.date)) throw fieldApiError('referenceHolidayWeekend', 'date', `${body.date} is a weekend day`);
    if (calendars.holidayOn(body.calendar, body.date)) throw fieldApiError('referenceHolidayExists', 'date', `${body.date} is already a holiday`);
    const now = app.config.now();
    const change = { id: newId(), ...body, name: body.name.trim(), source: body.source.trim(), action: 'add' as const, reason: '' };
    await store.changeHoliday(change, user.username, now, (tx) =>
      recordAudit(
        tx,
        now,
        user,
        'reference.holiday',
        { id: null, name: `${body.calendar} ${body.date}` },
        { action: 'add', name: change.name, source: change.source, provisional: body.provisional },
      ),
    );
    return { ...change, createdBy: user.username, createdAt: now, inForce: true };
  });

  registerEndpoint(app, '/v2/reference/holiday/remove', async ({ body, user }) => {
    requireRealDate(body.date, 'date');
    const holiday = calendars.holidayOn(body.calendar, body.date);
    if (!holiday) throw fieldApiError('referenceHolidayMissing', 'date', `${body.date} is not a holiday`);
    const now = app.config.now();
    // The removal keeps the holiday's name and source, so the history row says what was removed.
    const change = { ...holiday, id: newId(), action: 'remove' as const, reason: body.reason.trim() };
    await store.changeHoliday(change, user.username, now, (tx) =>
      recordAudit(
        tx,
        now,
        user,
        'reference.holiday',
        { id: null, name: `${body.calendar} ${body.date}` },
        { action: 'remove', name: holiday.name, reason: change.reason },
      ),
    );
    return { ...change, createdBy: user.username, createdAt: now, inForce: true };
  });

  registerEndpoint(app, '/v2/reference/calendar/product', ({ body }) => {
    if (!store.versionsOf(body.exchange, body.code)) throw notFound('Product');
    const id = holidayCalendarOf(body.exchange);
    if (!id) return { calendar: null, holidays: [], years: [] };
    return { calendar: id, holidays: calendars.holidays(id).map((h) => h.date), years: calendars.years(id) };
  });
}
