/**
 * Reads an audit entry's `detail` (JSON written by the server's recordAudit) as rows of field, before and after.
 * Changes are `{ before, after }` (server/audit/changeDetail.ts); other details are plain objects (after only).
 * A field whose name says it holds a secret (password, token, secret, credential, hash) is never shown.
 * Null when the detail is not a JSON object: the table then shows the text as it is.
 */
export interface AuditChange {
  field: string;
  /** Absent when the detail only says what was set (creation, a run of an action). */
  before?: unknown;
  after?: unknown;
  hasBefore: boolean;
  secret: boolean;
}

const SECRET_FIELD = /password|secret|token|credential|hash/i;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function auditChanges(detail: string): AuditChange[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const keys = Object.keys(parsed);
  const isChange = keys.length > 0 && keys.every((k) => k === 'before' || k === 'after');
  if (!isChange) {
    return keys.map((field) => ({ field, after: parsed[field], hasBefore: false, secret: SECRET_FIELD.test(field) }));
  }
  const before = parsed.before;
  const after = parsed.after;
  // A whole value replaced (e.g. the granted paths of access.set): one row.
  if (!isRecord(before) || !isRecord(after)) {
    return [{ field: 'value', before, after, hasBefore: 'before' in parsed, secret: false }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field], hasBefore: true, secret: SECRET_FIELD.test(field) }));
}
