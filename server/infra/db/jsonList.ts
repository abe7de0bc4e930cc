/**
 * Lists kept in a text column as JSON (products, ids, roles, grants): both databases store them the same way.
 * Reading is lenient on purpose: a malformed value, or an element that is not a string, reads as absent, so one bad
 * row never fails a whole listing.
 */
export function parseStringList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
