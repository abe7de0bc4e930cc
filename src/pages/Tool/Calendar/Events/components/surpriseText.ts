/**
 * The surprise cell: z with the count of past surprises used. With too little history it says so plainly and what
 * will appear ("No history yet: the surprise in σ appears once 5 earlier releases have an actual and a consensus"), not "n/a (n=0)" (issue 18).
 */
import type { CalendarEvent } from '@common/contract/events';
import { MIN_SURPRISE_HISTORY } from '@common/domain/surprise';
import { formatNumberText } from '@/utils/numberText';

type Format = (id: string, values?: Record<string, string | number>) => string;
type Intl = Parameters<typeof formatNumberText>[0];

/** z with its sign in front in every language (src/utils/numberText.ts: "-1.20" stayed "1.20-" in Arabic). */
export function surpriseText(e: Pick<CalendarEvent, 'surprise'>, f: Format, intl: Intl): string {
  if (!e.surprise) return '—';
  const { z, count } = e.surprise;
  return z === null
    ? f(count === 0 ? 'events.surprise.none' : 'events.surprise.na', { count, min: MIN_SURPRISE_HISTORY })
    : f('events.surprise.z', { z: formatNumberText(intl, z, { digits: 2, signed: true }), count });
}
