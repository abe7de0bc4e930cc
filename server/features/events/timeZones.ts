/**
 * Time zones of calendar files (docs/research/calendar.md, "Times"): an IANA name (Asia/Shanghai), UTC / GMT / Z,
 * or a fixed offset (+08:00, -0500, UTC+8). Anything else is an unknown zone and refuses the row.
 */
import { zonedToUtc } from '../marketData/barsImport';

/** A wall-clock time (month 1-12) -> epoch ms. */
export type WallToUtc = (y: number, mo: number, d: number, h: number, mi: number, s: number) => number;

const OFFSET_RE = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The converter of a zone given in a file, or null when the zone is unknown. */
export function zoneConverter(zone: string): WallToUtc | null {
  const z = zone.trim();
  if (/^(UTC|GMT|Z|Etc\/UTC)$/i.test(z)) return (y, mo, d, h, mi, s) => Date.UTC(y, mo - 1, d, h, mi, s);
  const m = OFFSET_RE.exec(z);
  if (m) {
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? 0);
    if (hours > 14 || minutes > 59) return null;
    const offset = (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
    return (y, mo, d, h, mi, s) => Date.UTC(y, mo - 1, d, h, mi, s) - offset;
  }
  // Intl accepts names like "EST" or "Asia/Shanghai"; it refuses made-up ones ("Mars/Olympus").
  if (z.length > 0 && z.length <= 64 && isIanaZone(z)) return (y, mo, d, h, mi, s) => zonedToUtc(y, mo, d, h, mi, s, z);
  return null;
}
