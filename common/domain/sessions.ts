/**
 * Trading sessions, pure: is an instant inside one of a product's sessions, and which trading date it belongs to.
 * Sessions are `HH:mm-HH:mm` in the exchange's own time zone (server/market/ports.ts ProductSpec.sessions); a session
 * whose end is before its start crosses midnight (SHFE's `21:00-01:00`). A session opens on Monday to Friday (local);
 * its hours after midnight belong to the evening it opened (Friday 21:00-Saturday 01:00 trades, Sunday evening does
 * not). The exception is an evening-opening, around-the-clock session (opening at 15:00 or later, longer than 12 h,
 * crossing midnight), like CME Globex's `17:00-16:00`: it opens on Sunday to Thursday evenings for the next day. A
 * long session opening in the morning (CFETS USD/CNY `09:30-03:00`) opens Monday to Friday like any other.
 *
 * A session that starts at or after 18:00 local, or an evening-opening around-the-clock one, is a night session: it
 * is booked on the next trading day, so its trades belong to that day's daily bar. `tradingDateAt`/`tradingDateOf`
 * are the one definition of the trading date of an instant (live bars, the demo history, spread bars, dated rates).
 * Exchange holidays come in as a `TradingCalendar` (common/domain/tradingCalendar.ts; default: every weekday
 * trades): nothing opens on a holiday, and a night session is held only for a next weekday that trades (none before
 * a holiday, see `opensOn`).
 */
import { TradingCalendar } from './tradingCalendar';
import { addDays, dayKeyOf, wallClock } from './zonedTime';

export interface SessionSpan {
  /** Minutes after local midnight. */
  start: number;
  /** Minutes after local midnight of the opening day; above 1440 when the session crosses midnight. */
  end: number;
}

const MINUTES_PER_DAY = 1440;
const NIGHT_FROM = 18 * 60;

/** `['09:00-10:15', '21:00-01:00']` -> spans; throws on a malformed entry (reference data is validated on entry). */
export function parseSessions(sessions: readonly string[]): SessionSpan[] {
  return sessions.map((s) => {
    const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(s.trim());
    if (!m) throw new Error(`session "${s}" is not HH:mm-HH:mm`);
    const start = Number(m[1]) * 60 + Number(m[2]);
    let end = Number(m[3]) * 60 + Number(m[4]);
    if (start >= MINUTES_PER_DAY || end > MINUTES_PER_DAY) throw new Error(`session "${s}" is outside 00:00-24:00`);
    if (end <= start) end += MINUTES_PER_DAY;
    return { start, end };
  });
}

/** A local wall-clock position: weekday 0 (Sunday) to 6, minutes after midnight. */
export interface LocalTime {
  weekday: number;
  minute: number;
  /** `YYYY-MM-DD` local. */
  date: string;
}

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
/** No holidays: every weekday trades (the default until the caller passes the exchange's calendar). */
const EVERY_WEEKDAY = new TradingCalendar();
const AROUND_THE_CLOCK = 12 * 60;

const EVENING = 15 * 60;

/** Globex-like: opens in the evening, runs around the clock into the next day. */
const eveningOpen = (span: SessionSpan): boolean => span.end > MINUTES_PER_DAY && span.end - span.start > AROUND_THE_CLOCK && span.start >= EVENING;
/** A night session: booked on the next trading day. */
export const isNight = (span: SessionSpan): boolean => span.start >= NIGHT_FROM || eveningOpen(span);

/** The next Monday-to-Friday date after `date` (the day a night session opened on `date` is for). */
const nextWeekdayOf = (date: string): string => EVERY_WEEKDAY.next(date);

/**
 * Whether `span` opens on local date `date`. A night session is held for the next weekday, and only when that day
 * trades: an evening-opening around-the-clock session (Globex) on Sunday to Thursday evenings; any other night session
 * (Chinese exchanges) on the evening of a trading day, so none is held before a holiday or on the evening a holiday
 * ends (SHFE/INE/DCE/ZCE: no night session on the last trading day before a statutory holiday). A day session opens
 * on a trading day of `calendar`; nothing opens on a holiday.
 */
export function opensOn(span: SessionSpan, date: string, calendar: TradingCalendar = EVERY_WEEKDAY): boolean {
  if (eveningOpen(span)) return weekdayOf(date) <= 4 && calendar.isTradingDay(nextWeekdayOf(date));
  if (isNight(span)) return calendar.isTradingDay(date) && calendar.isTradingDay(nextWeekdayOf(date));
  return calendar.isTradingDay(date);
}

/** One opening of a session: minutes relative to the local midnight of the instant asked about, and its trading date. */
interface Occurrence {
  open: number;
  close: number;
  tradingDate: string;
}

/** The trading date of a session opened on local date `opened`: the next weekday (a trading day) for a night session. */
export const tradingDateOfOpening = (span: SessionSpan, opened: string): string => (isNight(span) ? nextWeekdayOf(opened) : opened);

/** Openings from a week before `local.date` to the day after it (enough for any session shorter than a day). */
function occurrencesAround(spans: readonly SessionSpan[], local: Pick<LocalTime, 'date'>, calendar: TradingCalendar): Occurrence[] {
  const out: Occurrence[] = [];
  for (let days = -7; days <= 1; days++) {
    const opened = addDays(local.date, days);
    for (const span of spans) {
      if (!opensOn(span, opened, calendar)) continue;
      out.push({
        open: days * MINUTES_PER_DAY + span.start,
        close: days * MINUTES_PER_DAY + span.end,
        tradingDate: tradingDateOfOpening(span, opened),
      });
    }
  }
  return out;
}

/** Inside a session: opened today or (for a span crossing midnight) on an earlier evening, and not yet closed. */
export function inSessionAt(spans: readonly SessionSpan[], local: LocalTime, calendar: TradingCalendar = EVERY_WEEKDAY): boolean {
  return tradingDateAt(spans, local, calendar) !== null;
}

/** The local weekday, minute and date of an instant in `timeZone` (IANA name). */
export function localTime(epochMs: number, timeZone: string): LocalTime {
  const w = wallClock(epochMs, timeZone);
  // The local date's weekday: the date read as a UTC day has the same weekday.
  return { weekday: new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay(), minute: w.hour * 60 + w.minute, date: dayKeyOf(w) };
}

/** Whether `epochMs` falls in one of `sessions` (local to `timeZone`). */
export function isInSession(sessions: readonly string[], timeZone: string, epochMs: number, calendar: TradingCalendar = EVERY_WEEKDAY): boolean {
  return inSessionAt(parseSessions(sessions), localTime(epochMs, timeZone), calendar);
}

/**
 * The trading date an in-session instant belongs to, the one definition (docs/domain.md, "Trading date"): the local
 * date its session opened, or for a night session the next weekday after that evening (Friday night belongs to Monday;
 * no night session is held when that day does not trade). Null outside every session.
 */
export function tradingDateAt(spans: readonly SessionSpan[], local: LocalTime, calendar: TradingCalendar = EVERY_WEEKDAY): string | null {
  for (const o of occurrencesAround(spans, local, calendar)) if (o.open <= local.minute && local.minute < o.close) return o.tradingDate;
  return null;
}

/** How long before a session opens its pre-open (call auction: SHFE 20:55 and 08:55) already belongs to it. */
const PRE_OPEN_MINUTES = 15;

/**
 * The trading date of any instant, for daily bars and dated rates: in a session, `tradingDateAt`; within
 * PRE_OPEN_MINUTES before an opening, that session's; otherwise the session that opened last (its closing prints and
 * settlement: Friday 23:30 London is Friday's, Saturday 03:00 Shanghai after FU's night session is Monday's, never a
 * Saturday). The local date when no session opened in the week before (no sessions listed).
 */
export function tradingDateOf(spans: readonly SessionSpan[], local: LocalTime, calendar: TradingCalendar = EVERY_WEEKDAY): string {
  let latest: Occurrence | null = null;
  let upcoming: Occurrence | null = null;
  for (const o of occurrencesAround(spans, local, calendar)) {
    if (o.open <= local.minute && local.minute < o.close) return o.tradingDate;
    if (o.open <= local.minute && (!latest || o.open > latest.open)) latest = o;
    if (o.open > local.minute && o.open - local.minute <= PRE_OPEN_MINUTES && (!upcoming || o.open < upcoming.open)) upcoming = o;
  }
  return (upcoming ?? latest)?.tradingDate ?? local.date;
}

/**
 * The local date a session of trading date `date` opens (the evening before for a night session, Friday's or Sunday's
 * for Monday), or null when it is not held for that date (a holiday; the night before the first day after a holiday).
 */
export function openingDate(span: SessionSpan, date: string, calendar: TradingCalendar = EVERY_WEEKDAY): string | null {
  if (!isNight(span)) return opensOn(span, date, calendar) ? date : null;
  // Globex opens the evening before (Sunday's for Monday); a Chinese night session on the weekday before (Friday's).
  let d = addDays(date, -1);
  if (!eveningOpen(span)) while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, -1);
  return opensOn(span, d, calendar) && nextWeekdayOf(d) === date ? d : null;
}
