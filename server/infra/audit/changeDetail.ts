/**
 * The audit detail of a change: `{ before, after }` with only the fields that changed, so the audit trail shows a
 * readable difference (the web app renders it as field, before, after). Secrets are never passed in here.
 */
export function changeDetail<T extends object>(before: T, changes: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(changes) as (keyof T)[]) {
    if (before[key] === changes[key]) continue;
    was[key] = before[key];
    now[key] = changes[key];
  }
  return { before: was, after: now };
}
