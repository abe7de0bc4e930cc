/** The surprise cell: z with the count of past surprises used, "n/a" when the event has too little history. */
import type { CalendarEvent } from '@common/contract/events';

type Format = (id: string, values?: Record<string, string | number>) => string;

export function surpriseText(e: Pick<CalendarEvent, 'surprise'>, f: Format): string {
  if (!e.surprise) return '—';
  const { z, count } = e.surprise;
  return z === null ? f('events.surprise.na', { count }) : f('events.surprise.z', { z: z.toFixed(2), count });
}
