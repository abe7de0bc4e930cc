/**
 * Body samples derived from an endpoint's TypeBox schema, so tests cover every ENDPOINTS entry without a
 * hand-written list: `wrongTypedBody` gives every property a value of the wrong JSON type.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';

/** A JSON value that cannot satisfy `schema` (null when any value would: Type.Unknown). */
export function wrongValue(schema: TSchema): unknown {
  if (schema.anyOf || schema.oneOf) return { not: 'any branch' };
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 12345;
    case 'null':
      return 'not-null';
    default:
      return null;
  }
}

/** Every property of an object body set to a wrong type; the names that must then appear in `fields`. */
export function wrongTypedBody(schema: TSchema): { body: Record<string, unknown>; wrong: string[] } {
  const body: Record<string, unknown> = {};
  const wrong: string[] = [];
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, TSchema>)) {
    const v = wrongValue(prop);
    if (v === null) continue;
    body[name] = v;
    wrong.push(name);
  }
  return { body, wrong };
}

/**
 * Values that satisfy `schema` (JSON-schema subset TypeBox emits for the contract): strings honour length and
 * pattern, numbers their bounds, objects their required keys. Text mixes CJK, emoji, RTL marks and quotes.
 */
export function validArbitrary(schema: TSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...(schema.anyOf as TSchema[]).map(validArbitrary));
  switch (schema.type) {
    case 'string': {
      const minLength: number = schema.minLength ?? 0;
      const maxLength: number = schema.maxLength ?? 64;
      if (schema.pattern) {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
      }
      return fc
        .oneof(fc.string({ unit: 'grapheme', minLength, maxLength }), fc.constantFrom('原油 燃料油', '😀 ₿', '\u202eRTL', 'O\'Brien "q"', '%_\\'))
        .filter((s) => s.length >= minLength && s.length <= maxLength);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1e-6 : -1e9),
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(schema.items as TSchema), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, TSchema>;
      if (!Object.keys(props).length && schema.patternProperties) {
        const [valueSchema] = Object.values(schema.patternProperties as Record<string, TSchema>);
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), validArbitrary(valueSchema), { maxKeys: Math.min(schema.maxProperties ?? 5, 5) });
      }
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validArbitrary(v)])), {
        requiredKeys: (schema.required ?? []) as string[],
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
