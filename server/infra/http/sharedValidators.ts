/**
 * One validator compiler for every app this process builds. Fastify makes a new ajv pool per instance, so each app
 * compiled the ~170 body schemas of ENDPOINTS again (about half a second of a test app's start, and of every worker
 * process's). The pool below is Fastify's own (@fastify/ajv-compiler), kept for the process: apps with the same ajv
 * options share one ajv, and ajv caches a compiled schema by the schema object, which is the contract's constant.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';

export const sharedValidatorFactory = AjvCompiler();
