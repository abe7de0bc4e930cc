/**
 * The shape of one API call and the `e(...)` constructor every area's contract file uses to declare its calls.
 * Areas (`reference.ts`, `marketData.ts`, ...) export their own `<AREA>_ENDPOINTS`; `endpoints.ts` joins them.
 */
import type { TSchema } from '@sinclair/typebox';

export type EndpointAccess = 'public' | 'user' | 'admin' | `auth_${string}`;

/**
 * One call of the API. The type parameters keep the literal path, access level and schemas, so the
 * web app's `call(path, body)` and the server's handlers infer body and data types from this entry.
 */
export interface Endpoint<
  P extends string = string,
  A extends EndpointAccess = EndpointAccess,
  B extends TSchema | null = TSchema | null,
  D extends TSchema = TSchema,
> {
  method: 'POST' | 'GET';
  path: P;
  access: A;
  /** JSON body schema; `null` when the call takes no body. */
  body: B;
  /** Schema of `data` in the envelope. */
  data: D;
  /** Where it comes from: the spec, or an addition documented in docs/api.md. */
  origin: 'spec' | 'added';
  summary: string;
}

export const e = <P extends string, A extends EndpointAccess, B extends TSchema | null, D extends TSchema>(
  path: P,
  access: A,
  body: B,
  data: D,
  summary: string,
  origin: 'spec' | 'added' = 'spec',
): Endpoint<P, A, B, D> => ({ method: 'POST', path, access, body, data, origin, summary });
