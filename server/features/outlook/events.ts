/**
 * When a release stops taking forecasts. The releases themselves come from the calendar feature through
 * `app.calendarEvents` (server/infra/calendar/ports.ts): this feature never reads the calendar's table.
 */

/** Forecasts are closed once the release time has passed or the actual is out (whichever comes first). */
export const isLocked = (e: { releaseAt: number; actual: number | null }, now: number): boolean => now >= e.releaseAt || e.actual !== null;
