/**
 * Record ids: time-ordered (so "newest first" can tie-break on id when two rows share a millisecond) and
 * unguessable. Format: 9 base36 chars of wall-clock ms, 4 of a per-process counter, 10 hex random chars.
 */
import crypto from 'node:crypto';

let lastMs = 0;
let counter = 0;

export function newId(): string {
  const ms = Date.now();
  if (ms === lastMs) counter += 1;
  else {
    lastMs = ms;
    counter = 0;
  }
  return ms.toString(36).padStart(9, '0') + (counter % 36 ** 4).toString(36).padStart(4, '0') + crypto.randomBytes(5).toString('hex');
}
