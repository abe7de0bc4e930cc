/**
 * The economic calendar (issue 11; docs/research.md): release rows of economic events, imported from ICS, CSV and
 * Excel files or vendor connectors. This file fixes the event shape the events and outlook areas share; the
 * events area's calls are declared below it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { EpochMs, Nothing, Nullable } from './envelope';

export const DateStatus = Type.Union([Type.Literal('official'), Type.Literal('dateOnly'), Type.Literal('projected')]);
export type DateStatus = Static<typeof DateStatus>;

/** 1 low, 2 medium, 3 high. */
export const Importance = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type Importance = Static<typeof Importance>;

/** The surprise of a release (common/domain/surprise.ts); z is null with too little history. */
export const SurpriseInfo = Type.Object({ raw: Type.Number(), z: Nullable(Type.Number()), count: Type.Integer() });

export const CalendarEvent = Type.Object({
  id: Type.String(),
  /** The recurring event (same for every release of US CPI YoY). */
  eventKey: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  title: Type.String(),
  period: Type.String(),
  /** Epoch ms UTC; for 'dateOnly' rows 00:00 UTC of the date. */
  releaseAt: Type.Number(),
  dateStatus: DateStatus,
  importance: Importance,
  actual: Nullable(Type.Number()),
  consensus: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  revised: Nullable(Type.Number()),
  unit: Type.String(),
  source: Type.String(),
  products: Type.Array(Type.String()),
  surprise: Nullable(SurpriseInfo),
  updatedAt: Type.Number(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

const KEY = 'auth_tool_calendar_events' as const;

/** Largest calendar file accepted for import (bytes, before base64), and its rows. */
export const CALENDAR_IMPORT_MAX_BYTES = 1024 * 1024;
export const CALENDAR_IMPORT_MAX_ROWS = 5000;
/** Reminder lead times a user may choose (minutes before the release). */
export const CALENDAR_REMINDER_MINUTES_MAX = 24 * 60;
export const CALENDAR_REMINDER_MINUTES_DEFAULT = 30;
/** The zones the page's switch offers besides the browser's own ('browser'). */
export const CALENDAR_TIME_ZONES = ['browser', 'UTC', 'Asia/Shanghai', 'Asia/Singapore', 'Europe/London', 'America/New_York'] as const;
export type CalendarTimeZone = (typeof CALENDAR_TIME_ZONES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Text = (max: number) => Type.String({ maxLength: max });
/** Epoch ms between 1970 and 2100. */
const Value = Nullable(Type.Number({ minimum: -1e12, maximum: 1e12 }));
export const Code = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_.\\-]+$' });

/** The fields of one release as a user enters them (manual save) or a file row gives them. */
export const CalendarEventFields = Type.Object({
  /** Omitted: country + title, normalised (server/calendar/eventKey.ts). */
  eventKey: Type.Optional(Type.String({ maxLength: 80, pattern: '^\\s*[A-Za-z0-9_.\\-]*\\s*$' })),
  country: Type.String({ minLength: 2, maxLength: 8 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  period: Text(40),
  releaseAt: EpochMs,
  dateStatus: DateStatus,
  importance: Importance,
  actual: Value,
  consensus: Value,
  previous: Value,
  revised: Value,
  unit: Text(20),
  source: Text(60),
  products: Type.Array(Code, { maxItems: 20 }),
});
export type CalendarEventFields = Static<typeof CalendarEventFields>;

/** Create (no `id`) or update one release, e.g. publish its actual and the previous one's revision. */
export const CalendarEventSaveBody = Type.Composite([CalendarEventFields, Type.Object({ id: Type.Optional(Id) })]);
export type CalendarEventSaveBody = Static<typeof CalendarEventSaveBody>;

/** Releases in [from, to) matching every filter given (an empty list filters nothing). */
export const CalendarEventListBody = Type.Object({
  from: EpochMs,
  to: EpochMs,
  countries: Type.Optional(Type.Array(Type.String({ maxLength: 8 }), { maxItems: 50 })),
  currencies: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 50 })),
  /** Importance levels to show (e.g. [3] for high only). */
  importance: Type.Optional(Type.Array(Importance, { maxItems: 3 })),
  /** Events linked to any of these products. */
  products: Type.Optional(Type.Array(Code, { maxItems: 50 })),
});
export type CalendarEventListBody = Static<typeof CalendarEventListBody>;

export const CalendarEventKeyBody = Type.Object({ eventKey: Type.String({ minLength: 1, maxLength: 80 }) });

/** A calendar file: ICS or CSV text, or an Excel workbook (first sheet), base64. */
export const CalendarImportBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('ics'), Type.Literal('csv'), Type.Literal('xlsx')]),
  content: Type.String({ minLength: 1, maxLength: Math.ceil(CALENDAR_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type CalendarImportBody = Static<typeof CalendarImportBody>;

export const CALENDAR_IMPORT_ERROR_CODES = [
  'missingField',
  'badNumber',
  'badDate',
  'badTime',
  'unknownTimeZone',
  'badImportance',
  'badStatus',
  'badCode',
  'tooLong',
  'duplicateUid',
  'missingColumn',
  'badFile',
  'empty',
  'tooManyRows',
] as const;
export const CALENDAR_IMPORT_WARNING_CODES = ['noTimeZone', 'unknownColumn', 'defaultImportance'] as const;

/** A refused row (or the file, row 0) or a warned one: `code` is a locale key suffix (`events.import.code.<code>`). */
export const CalendarImportIssue = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  code: Type.Union([...CALENDAR_IMPORT_ERROR_CODES, ...CALENDAR_IMPORT_WARNING_CODES].map((c) => Type.Literal(c))),
  message: Type.String(),
});
export type CalendarImportIssue = Static<typeof CalendarImportIssue>;

export const CalendarImportChange = Type.Union([Type.Literal('new'), Type.Literal('updated'), Type.Literal('unchanged')]);
export type CalendarImportChange = Static<typeof CalendarImportChange>;

/** One valid row and what committing it would do to the stored calendar. */
export const CalendarImportRow = Type.Composite([
  CalendarEventFields,
  Type.Object({ row: Type.Integer(), uid: Type.String(), eventKey: Type.String(), change: CalendarImportChange }),
]);
export type CalendarImportRow = Static<typeof CalendarImportRow>;

export const CalendarImportCounts = Type.Object({
  new: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows refused (not imported). */
  rejected: Type.Integer(),
});
export type CalendarImportCounts = Static<typeof CalendarImportCounts>;

export const CalendarImportPreview = Type.Object({
  rows: Type.Array(CalendarImportRow),
  /** Refused rows; the others are imported at commit. */
  errors: Type.Array(CalendarImportIssue),
  warnings: Type.Array(CalendarImportIssue),
  counts: CalendarImportCounts,
});
export type CalendarImportPreview = Static<typeof CalendarImportPreview>;

export const CalendarImportRun = Type.Object({
  id: Type.String(),
  at: Type.Number(),
  userName: Type.String(),
  fileName: Type.String(),
  /** The connector that read it ('file' for uploads). */
  connector: Type.String(),
  format: Type.String(),
  counts: CalendarImportCounts,
  errors: Type.Array(CalendarImportIssue),
});
export type CalendarImportRun = Static<typeof CalendarImportRun>;

/** A reminder subscription: one event (every release of `eventKey`) or every event at or above `minImportance`. */
export const CalendarSubscription = Type.Object({
  id: Type.String(),
  eventKey: Nullable(Type.String()),
  minImportance: Nullable(Importance),
  createdAt: Type.Number(),
});
export type CalendarSubscription = Static<typeof CalendarSubscription>;

/** Exactly one of the two (the server answers 400 otherwise). */
export const CalendarSubscribeBody = Type.Object({
  eventKey: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  minImportance: Type.Optional(Importance),
});
export type CalendarSubscribeBody = Static<typeof CalendarSubscribeBody>;

export const CalendarUserSettings = Type.Object({
  /** Reminders arrive this many minutes before the release. */
  minutesBefore: Type.Integer({ minimum: 1, maximum: CALENDAR_REMINDER_MINUTES_MAX }),
  /** The page's time-zone switch, kept per user. */
  timeZone: Type.Union(CALENDAR_TIME_ZONES.map((z) => Type.Literal(z))),
});
export type CalendarUserSettings = Static<typeof CalendarUserSettings>;

export const CalendarReminders = Type.Object({ settings: CalendarUserSettings, subscriptions: Type.Array(CalendarSubscription) });
export type CalendarReminders = Static<typeof CalendarReminders>;

export const CALENDAR_ENDPOINTS = [
  e('/v2/calendar/event/list', KEY, CalendarEventListBody, Type.Array(CalendarEvent), 'Releases in a time range with filters, each with its surprise', 'added'),
  e('/v2/calendar/event/save', KEY, CalendarEventSaveBody, CalendarEvent, 'Create or update one release (publish its actual, revision)', 'added'),
  e('/v2/calendar/event/history', KEY, CalendarEventKeyBody, Type.Array(CalendarEvent), 'Every release of one event, oldest first, with surprises', 'added'),
  e('/v2/calendar/import/preview', KEY, CalendarImportBody, CalendarImportPreview, 'Check an ICS, CSV or Excel calendar file row by row', 'added'),
  e('/v2/calendar/import/commit', KEY, CalendarImportBody, CalendarImportRun, 'Import the valid rows of a calendar file in one transaction', 'added'),
  e('/v2/calendar/import/history', KEY, null, Type.Array(CalendarImportRun), 'Past calendar imports, newest first', 'added'),
  e('/v2/calendar/reminder/get', KEY, null, CalendarReminders, "The caller's reminder settings and subscriptions", 'added'),
  e('/v2/calendar/reminder/settings', KEY, CalendarUserSettings, CalendarUserSettings, "Set the caller's reminder lead time and time zone", 'added'),
  e(
    '/v2/calendar/reminder/subscribe',
    KEY,
    CalendarSubscribeBody,
    CalendarSubscription,
    'Subscribe to an event or to every event at or above an importance',
    'added',
  ),
  e('/v2/calendar/reminder/unsubscribe', KEY, Type.Object({ id: Id }), Nothing, "Remove one of the caller's subscriptions", 'added'),
] as const;
