/**
 * The economic calendar's releases for other features: the outlook reads releases, their histories and event keys
 * through `app.calendarEvents`, implemented and decorated by the calendar feature (server/features/events/), which
 * alone owns the calendar_events table. The type lives here so a consumer imports no feature.
 */
import type { CalendarEvent } from '../../../common/contract/events';

export interface CalendarEventKeySummary {
  eventKey: string;
  title: string;
  unit: string;
  releases: number;
}

export interface CalendarReleases {
  /** Every release of one event, oldest first, each with its surprise. */
  history(eventKey: string): Promise<CalendarEvent[]>;
  /** One release, or null when there is none with that id. */
  get(id: string): Promise<CalendarEvent | null>;
  /** The event keys with a release in [from, to]. */
  keysReleasedBetween(from: number, to: number): Promise<string[]>;
  /** Every event key with its title, unit and number of releases. */
  keySummaries(): Promise<CalendarEventKeySummary[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Calendar releases: the calendar feature (server/features/events/). */
    calendarEvents: CalendarReleases;
  }
}
