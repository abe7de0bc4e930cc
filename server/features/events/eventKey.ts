/**
 * The recurring event a release belongs to (`event_key`, docs/research/calendar.md): given by the file or the form,
 * or else country + title normalised, so "US" + "CPI YoY" and "us" + "cpi  yoy" are the same event.
 * Titles that carry the period ("CPI (Oct)") make a new event per month: files should give event_key then.
 */
export function normaliseEventKey(key: string): string {
  return key
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
}

export function eventKeyOf(given: string | undefined, country: string, title: string): string {
  const key = given ? normaliseEventKey(given) : '';
  return key || normaliseEventKey(`${country}.${title}`);
}
