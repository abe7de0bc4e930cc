/**
 * Field errors of a 400 answer: `fields` maps each offending field of the body to a locale key of its first
 * problem. The server fills it from its schema validation (server/http/validationErrors.ts) and its own checks;
 * the web app's locale files translate the keys.
 *
 * Field names are dotted paths (`records.0.price`); a body that is not an object at all is reported
 * under `body`.
 */

/** Locale keys of field errors (the web app's locale files translate them). */
export const FIELD_ERROR_KEYS = {
  required: 'api.field.required',
  type: 'api.field.type',
  tooShort: 'api.field.tooShort',
  tooLong: 'api.field.tooLong',
  pattern: 'api.field.pattern',
  outOfRange: 'api.field.outOfRange',
  invalid: 'api.field.invalid',
} as const;

/** Field name used when the body as a whole is wrong (not JSON, not an object). */
export const BODY_FIELD = 'body';

/** JSON pointer (`/records/0/price`) -> dotted field name (`records.0.price`); the root -> `body`. */
export function fieldName(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.length === 0 ? BODY_FIELD : parts.join('.');
}
