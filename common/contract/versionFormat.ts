/**
 * The documented version format (docs/spec-reference.md#9-business-constants-and-limits, "Local build version:
 * 20250401.3"): the release date as YYYYMMDD, a dot, the build number. The part before the dot is the main version
 * the consoles compare. Plain code without TypeBox, so the server's check and the web form's are this one function.
 */
export const VERSION_FORMAT_EXAMPLE = '20250401.3';

const VERSION_SHAPE = /^(\d{4})(\d{2})(\d{2})\.\d{1,6}$/;

/** True for `YYYYMMDD.N` with a real calendar date (20250230.1 is refused) and a build of 1 to 6 digits. */
export function isVersionString(text: string): boolean {
  const m = VERSION_SHAPE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
