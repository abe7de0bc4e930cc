/**
 * One validator compiler for every app this process builds. Fastify makes a new ajv pool per instance, so each app
 * compiled the ~170 body schemas of ENDPOINTS again (about half a second of a test app's start, and of every worker
 * process's). The pool below is Fastify's own (@fastify/ajv-compiler), kept for the process: apps with the same ajv
 * options share one ajv, and ajv caches a compiled schema by the schema object, which is the contract's constant.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';

export const sharedValidatorFactory = AjvCompiler();

type Compile = ReturnType<typeof sharedValidatorFactory>;
type Validator = ReturnType<Compile>;

/**
 * The same validators, each compiled on its route's first request instead of at start: for the API test apps
 * (tests/api/helpers.ts), which are built in a fresh module registry per test file (so the shared pool above starts
 * empty in each) and call a handful of the ~250 routes. The server compiles at start (a schema ajv refuses stops it
 * there); the test apps meet such a schema on its first call (the contract suite calls every route).
 *
 * Fastify reads two properties of a validator besides calling it: `schemaEnv` (present on ajv's functions: it then
 * passes the parent object, so a root value can be replaced) and `errors` after a failed call. Both are read through
 * to the compiled function.
 */
export const onFirstUseValidatorFactory = ((externalSchemas: unknown, options: unknown) => {
  const compile = (sharedValidatorFactory as (externalSchemas: unknown, options: unknown) => Compile)(externalSchemas, options);
  return (...route: Parameters<Compile>) => {
    let compiled: Validator | null = null;
    const validator = (() => (compiled ??= compile(...route))) as () => Validator;
    const validate = ((data: unknown, context?: unknown) => (validator() as (d: unknown, c?: unknown) => unknown)(data, context)) as Validator;
    Object.defineProperties(validate, {
      schemaEnv: { get: () => validator().schemaEnv },
      errors: { get: () => validator().errors },
    });
    return validate;
  };
}) as typeof sharedValidatorFactory;
