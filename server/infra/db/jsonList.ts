/**
 * Lists kept in a text column as JSON (products, ids, roles, grants, a strategy's legs): both databases store them the
 * same way. Reading is lenient on purpose: a malformed value reads as an empty list, so one bad row never fails a whole
 * listing.
 */

/** The array a column holds; its elements are what the writer stored (the caller names their type). */
export function parseJsonArray<T>(json: string): T[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** A list of strings; an element that is not a string reads as absent. */
export function parseStringList(json: string): string[] {
  return parseJsonArray<unknown>(json).filter((x): x is string => typeof x === 'string');
}
