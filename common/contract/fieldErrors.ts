/**
 * Body validation shared by the mock and the server: a request body is checked against the endpoint's
 * TypeBox schema and every failing field is reported as `fields` (field -> locale key) in the 400
 * envelope, so both answer the same bad body with the same fields.
 *
 * Field names are dotted paths (`records.0.price`); a body that is not an object at all is reported
 * under `body`. Only the first problem of a field is kept (the one a form should show).
 * Uses the interpreted `Value.Errors` (no code generation), so it is safe wherever it is imported.
 */
import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';

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

const KEY_BY_ERROR: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.ObjectRequiredProperty]: FIELD_ERROR_KEYS.required,
  [ValueErrorType.StringMinLength]: FIELD_ERROR_KEYS.tooShort,
  [ValueErrorType.ArrayMinItems]: FIELD_ERROR_KEYS.tooShort,
  [ValueErrorType.StringMaxLength]: FIELD_ERROR_KEYS.tooLong,
  [ValueErrorType.ArrayMaxItems]: FIELD_ERROR_KEYS.tooLong,
  [ValueErrorType.ObjectMaxProperties]: FIELD_ERROR_KEYS.tooLong,
  [ValueErrorType.StringPattern]: FIELD_ERROR_KEYS.pattern,
  [ValueErrorType.StringFormat]: FIELD_ERROR_KEYS.pattern,
  [ValueErrorType.IntegerMinimum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.IntegerMaximum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.IntegerExclusiveMinimum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.IntegerExclusiveMaximum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.NumberMinimum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.NumberMaximum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.NumberExclusiveMinimum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.NumberExclusiveMaximum]: FIELD_ERROR_KEYS.outOfRange,
  [ValueErrorType.String]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Integer]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Number]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Boolean]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Array]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Object]: FIELD_ERROR_KEYS.type,
  [ValueErrorType.Null]: FIELD_ERROR_KEYS.type,
};

/** Locale key for one TypeBox error type (anything not listed: `api.field.invalid`). */
export function fieldErrorKey(type: ValueErrorType): string {
  return KEY_BY_ERROR[type] ?? FIELD_ERROR_KEYS.invalid;
}

/** JSON pointer (`/records/0/price`) -> dotted field name (`records.0.price`); the root -> `body`. */
export function fieldName(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.length === 0 ? BODY_FIELD : parts.join('.');
}

/** `null` when `value` satisfies `schema`; otherwise field -> locale key of its first problem. */
export function bodyFieldErrors(schema: TSchema, value: unknown): Record<string, string> | null {
  if (Value.Check(schema, value)) return null;
  const fields: Record<string, string> = {};
  for (const error of Value.Errors(schema, value)) {
    const name = fieldName(error.path);
    if (!(name in fields)) fields[name] = fieldErrorKey(error.type);
  }
  // Value.Check and Value.Errors agree; the guard keeps a 400 from ever carrying an empty map.
  return Object.keys(fields).length > 0 ? fields : { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid };
}
