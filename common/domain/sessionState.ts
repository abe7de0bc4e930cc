/**
 * Where a product's trading day stands at an instant, pure: trading (day or night session), a break between two day
 * sessions (the 10:15 pause, lunch), before the day's first session (pre-open), or closed, with the trading date the
 * instant belongs to. A quote screen shows it next to a price outside trading hours (docs/market-data/board.md).
 *
 * Sessions are those of common/domain/sessions.ts (`HH:mm-HH:mm` local to the product's zone; a night session is
 * booked on the next trading day). Holidays come from a TradingCalendar (common/domain/tradingCalendar.ts, the one
 * definition of a trading day; without one every weekday trades, as sessions.ts assumes):
 * - a day session opens on a trading day;
 * - a night session opens on a local date whose next weekday trades (Chinese exchanges hold no night session before a
 *   holiday; Globex none before a closed day), and on a trading day itself unless it opens on Sunday (Globex);
 *   it belongs to that next weekday.
 * Outside every session, the trading date is that of the last session that closed: a price left from Friday's night
 * session belongs to Monday, the trading date it was booked on.
 */
import { isNight, opensOn, parseSessions, type SessionSpan, tradingDateOfOpening } from './sessions';
import { TradingCalendar } from './tradingCalendar';
import { addDays, dayKey, zonedToUtc, zoneOffset } from './zonedTime';

export type SessionState = 'open' | 'night' | 'break' | 'preOpen' | 'closed';

export interface SessionPhase {
  state: SessionState;
  /** Trading date (`YYYY-MM-DD`) of the session in progress, else of the last one closed; null when none is known. */
  tradingDate: string | null;
}

function midnightOf(date: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return zonedToUtc({ year, month, day, hour: 0, minute: 0 }, zone);
}

/** One session held on one date: its open and close instants (epoch ms) and the trading date it is booked on. */
interface Held {
  open: number;
  close: number;
  night: boolean;
  tradingDate: string;
}

/** How far to look back and ahead, in days: the longest exchange closure (Spring Festival and its weekends) is 9 days. */
const REACH_DAYS = 16;
const MINUTE_MS = 60_000;

/**
 * Epoch ms of minute `minute` of local `date`, with the zone's offset at that date's local noon: one zone lookup per
 * date (a live screen asks often). On a date the clocks change, a time before the change (about 02:00) is an hour
 * off: no seeded session opens or closes in those hours on a Sunday (Globex opens at 17:00).
 */
function localInstants(date: string, zone: string): (minute: number) => number {
  const [y, m, d] = date.split('-').map(Number);
  const midnight = Date.UTC(y, m - 1, d);
  const offset = zoneOffset(midnight + 12 * 60 * MINUTE_MS, zone);
  return (minute) => midnight + minute * MINUTE_MS - offset;
}

/** The sessions held on local `date`, in order of opening. */
function heldOn(spans: readonly SessionSpan[], date: string, zone: string, calendar: TradingCalendar): Held[] {
  const out: Held[] = [];
  let local: ((minute: number) => number) | null = null;
  for (const span of spans) {
    // Which sessions are held, and for which trading date: sessions.ts, the one rule.
    if (!opensOn(span, date, calendar)) continue;
    const night = isNight(span);
    const tradingDate = tradingDateOfOpening(span, date);
    local ??= localInstants(date, zone);
    const close = span.end > 1440 ? localInstants(addDays(date, 1), zone)(span.end - 1440) : local(span.end);
    out.push({ open: local(span.start), close, night, tradingDate });
  }
  return out.sort((a, b) => a.open - b.open);
}

/** The phase at `at`, and the span of time [from, until) it stays the same. */
function phaseWithSpan(spans: readonly SessionSpan[], zone: string, at: number, calendar: TradingCalendar): SessionPhase & { from: number; until: number } {
  const today = dayKey(at, zone);
  // Sessions opened yesterday (crossing midnight), today and tomorrow; further back or ahead only when needed.
  const byDate = new Map<number, Held[]>();
  const held = (d: number) => {
    let h = byDate.get(d);
    if (!h) {
      h = heldOn(spans, addDays(today, d), zone, calendar);
      byDate.set(d, h);
    }
    return h;
  };
  let current: Held | undefined;
  let prev: Held | undefined;
  for (let d = 1; d >= -REACH_DAYS && !prev; d--) {
    for (const h of held(d)) {
      if (h.open <= at && at < h.close) current = h;
      if (h.close <= at && (!prev || h.close > prev.close)) prev = h;
    }
    if (current) break;
  }
  if (current) return { state: current.night ? 'night' : 'open', tradingDate: current.tradingDate, from: current.open, until: current.close };
  let next: Held | undefined;
  for (let d = -1; d <= REACH_DAYS && !next; d++) next = held(d).find((h) => h.open > at);
  // Whether the next session opens today changes at local midnight: the phase holds within the local day.
  const from = Math.max(prev?.close ?? Number.NEGATIVE_INFINITY, midnightOf(today, zone));
  const until = Math.min(next?.open ?? Number.POSITIVE_INFINITY, midnightOf(addDays(today, 1), zone));
  const opensToday = next !== undefined && !next.night && dayKey(next.open, zone) === today;
  let state: SessionState = 'closed';
  if (opensToday && prev && !prev.night && dayKey(prev.close, zone) === today && prev.tradingDate === next?.tradingDate) state = 'break';
  else if (opensToday) state = 'preOpen';
  return { state, tradingDate: prev?.tradingDate ?? null, from, until };
}

/** The phase of a product's trading day at `at` (epoch ms). */
export function sessionPhaseAt(sessions: readonly string[], zone: string, at: number, calendar = new TradingCalendar()): SessionPhase {
  const { state, tradingDate } = phaseWithSpan(parseSessions(sessions), zone, at, calendar);
  return { state, tradingDate };
}

/**
 * A product's phases as a function of time that remembers the last phase with the span it holds for: a live screen
 * asks at every tick, and the answer changes only at a session's open or close (or local midnight).
 */
export function sessionClock(sessions: readonly string[], zone: string, calendar = new TradingCalendar()): (at: number) => SessionPhase {
  const spans = parseSessions(sessions);
  // A few phases kept (a screen asks for the time of its prices and for now, which may lie in different phases).
  const kept: (SessionPhase & { from: number; until: number })[] = [];
  return (at) => {
    let phase = kept.find((p) => p.from <= at && at < p.until);
    if (!phase) {
      phase = phaseWithSpan(spans, zone, at, calendar);
      kept.unshift(phase);
      if (kept.length > KEPT_PHASES) kept.pop();
    }
    return { state: phase.state, tradingDate: phase.tradingDate };
  };
}

const KEPT_PHASES = 4;

/** True while a session trades. */
export const isTrading = (state: SessionState): boolean => state === 'open' || state === 'night';
