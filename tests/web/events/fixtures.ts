/** Releases for the events page tests, placed relative to the current week so the default view shows them. */
import type { CalendarEvent, CalendarReminders } from '@common/contract/events';
import { addDays, dayKey, mondayOf } from '@/utils/zonedTime';

const DAY = 86_400_000;

/** This week's Monday as a UTC day key (the tests' pages show UTC first). */
export const thisMonday = () => mondayOf(dayKey(Date.now(), 'UTC'));
/** 00:00 UTC of this week's day `i` (0 = Monday). */
export const dayStartUtc = (i: number) => Date.parse(`${addDays(thisMonday(), i)}T00:00:00Z`);

export function release(id: string, over: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    eventKey: 'US.CPI.YOY',
    country: 'US',
    currency: 'USD',
    title: 'CPI YoY',
    period: '2026-10',
    releaseAt: dayStartUtc(2) + 12.5 * 3_600_000,
    dateStatus: 'official',
    importance: 3,
    actual: null,
    consensus: 3.1,
    previous: 3,
    revised: null,
    unit: '%',
    source: 'BLS',
    products: ['HSFO'],
    surprise: null,
    updatedAt: 0,
    ...over,
  };
}

/** Wednesday 12:30 UTC (US CPI, surprise with history), Wednesday 20:00 UTC (Thursday 04:00 in Shanghai), a date-only Friday. */
export const WEEK: CalendarEvent[] = [
  release('cpi', { actual: 3.3, surprise: { raw: 0.2, z: 1.2345, count: 6 } }),
  release('nodx', {
    eventKey: 'SG.NODX',
    country: 'SG',
    currency: 'SGD',
    title: 'NODX YoY',
    releaseAt: dayStartUtc(2) + 20 * 3_600_000,
    importance: 2,
    actual: 1,
    consensus: 2.5,
    products: ['MF05'],
    surprise: { raw: -1.5, z: null, count: 3 },
  }),
  release('pmi', {
    eventKey: 'CN.PMI',
    country: 'CN',
    currency: 'CNY',
    title: 'PMI',
    releaseAt: dayStartUtc(4),
    dateStatus: 'dateOnly',
    importance: 1,
    products: [],
  }),
];

export const REMINDERS: CalendarReminders = { settings: { minutesBefore: 30, timeZone: 'UTC' }, subscriptions: [] };

export const HOUR = 3_600_000;
export { DAY };
