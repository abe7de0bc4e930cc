/** View models of the events page (API types come from common/contract/events.ts). */
import type { CalendarEvent, Importance } from '@common/contract/events';

/** The three views of the events tab. */
export type EventsView = 'list' | 'week' | 'next24h';

/** What the filters keep (an empty list keeps everything). */
export interface EventFilterValues {
  countries: string[];
  currencies: string[];
  importance: Importance[];
  products: string[];
}

/** A release as the table shows it: its day and clock time in the chosen zone (null clock: a date-only release). */
export interface EventRow extends CalendarEvent {
  day: string;
  clock: string | null;
}

/** The edit form's fields: date and time as typed in the chosen zone, numbers possibly empty, products as a list. */
export interface EventFormValues {
  eventKey?: string;
  country: string;
  currency: string;
  title: string;
  period?: string;
  date: string;
  time?: string;
  dateStatus: CalendarEvent['dateStatus'];
  importance: Importance;
  actual?: number | null;
  consensus?: number | null;
  previous?: number | null;
  revised?: number | null;
  unit?: string;
  source?: string;
  products?: string[];
}
