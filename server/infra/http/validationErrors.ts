/**
 * Turns ajv validation errors into a 400 ApiError whose `fields` map each offending field to a locale key.
 * Field names and keys come from common/contract/fieldErrors.ts, the names the web app's forms and locale files know.
 */
import { BODY_FIELD, FIELD_ERROR_KEYS, fieldName } from '../../../common/contract/fieldErrors';
import { badRequest, type ApiError } from './apiError';

/** The subset of ajv's ErrorObject this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const KEYWORD_TO_LOCALE_KEY: Record<string, string> = {
  required: FIELD_ERROR_KEYS.required,
  type: FIELD_ERROR_KEYS.type,
  minLength: FIELD_ERROR_KEYS.tooShort,
  minItems: FIELD_ERROR_KEYS.tooShort,
  maxLength: FIELD_ERROR_KEYS.tooLong,
  maxItems: FIELD_ERROR_KEYS.tooLong,
  maxProperties: FIELD_ERROR_KEYS.tooLong,
  pattern: FIELD_ERROR_KEYS.pattern,
  format: FIELD_ERROR_KEYS.pattern,
  minimum: FIELD_ERROR_KEYS.outOfRange,
  maximum: FIELD_ERROR_KEYS.outOfRange,
  exclusiveMinimum: FIELD_ERROR_KEYS.outOfRange,
  exclusiveMaximum: FIELD_ERROR_KEYS.outOfRange,
};

/** ajv reports a missing property at its parent; the field is the property itself. */
function fieldOf(error: SchemaError): string {
  const missing = error.keyword === 'required' && typeof error.params.missingProperty === 'string' ? error.params.missingProperty : null;
  if (missing === null) return fieldName(error.instancePath);
  const parent = fieldName(error.instancePath);
  return parent === BODY_FIELD ? missing : `${parent}.${missing}`;
}

const localeKeyOf = (error: SchemaError): string => KEYWORD_TO_LOCALE_KEY[error.keyword] ?? FIELD_ERROR_KEYS.invalid;

export function validationError(errors: readonly SchemaError[]): ApiError {
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOf(e);
    // Unions report one error per branch plus anyOf; keep the first problem of each field.
    if (!(field in fields)) fields[field] = localeKeyOf(e);
  }
  const first = errors[0];
  const detail = first ? `${fieldOf(first)} ${first.message ?? 'is invalid'}` : 'the request body is invalid';
  if (!Object.keys(fields).length) fields[BODY_FIELD] = FIELD_ERROR_KEYS.invalid;
  return badRequest(`Invalid input: ${detail}`, fields);
}
