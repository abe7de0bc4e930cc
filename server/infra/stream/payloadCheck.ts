/**
 * The stream's payload check (common/contract/stream.ts TOPIC_PAYLOADS): a topic family with a schema (`tick:`,
 * `spread:`, `job:`) sends only payloads that match it, so the web reads them typed without checking. The schemas are
 * compiled once, at load; a check is a few property tests per update.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { TOPIC_PAYLOADS } from '../../../common/contract/stream';

const checks = new Map(Object.entries(TOPIC_PAYLOADS).map(([prefix, schema]) => [prefix, TypeCompiler.Compile(schema)]));

/**
 * Why `data` may not go out on `topic` (the first mismatch, for the log), or null when it may: null data (no value
 * yet), a family without a schema, or a payload that matches its family's schema.
 */
export function payloadProblem(topic: string, data: unknown): string | null {
  if (data === null || data === undefined) return null;
  const check = checks.get(topic.slice(0, topic.indexOf(':') + 1));
  if (!check || check.Check(data)) return null;
  const first = check.Errors(data).First();
  return first ? `${first.path || '/'}: ${first.message}` : 'does not match its schema';
}
