/**
 * One way to call the API: `call(path, body)`. The path must be declared in the contract
 * (common/contract/endpoints.ts); the body and the envelope's `data` are typed from that declaration,
 * so a wrong path, body or data type is a compile error (tests/types/call.typetest.ts).
 * Pages do not call it directly for server state: their `service.ts` wraps it in TanStack Query
 * (`apiQuery`, `apiMutation` in ./query.ts); the session code and the login page's actions call it as is.
 */
import { request } from '@umijs/max';
import { endpointOf, type BodyOf, type DataOf, type EndpointPath } from '@common/contract/endpoints';
import { DEFAULT_PAGE_SIZE, SUCCESS_CODE, type ApiEnvelope, type PageQuery } from '@common/contract/envelope';

export interface CallOptions {
  /** Milliseconds before the call is abandoned. */
  timeout?: number;
  /**
   * The caller handles every failure itself (no 401 notices or redirects from the request layer).
   * Default: true for public calls (a 401 there means bad credentials, not an expired session).
   */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
}

/** Calls without a body take no body argument; the others require theirs. */
export type CallArgs<P extends EndpointPath> =
  BodyOf<P> extends undefined ? [body?: undefined, options?: CallOptions] : [body: BodyOf<P>, options?: CallOptions];

export function call<P extends EndpointPath>(path: P, ...[body, options]: CallArgs<P>): Promise<ApiEnvelope<DataOf<P>>> {
  const ep = endpointOf(path);
  return request<ApiEnvelope<DataOf<P>>>(ep.path, {
    method: ep.method,
    ...(ep.body === null ? {} : { data: body ?? {} }),
    skipErrorHandler: ep.access === 'public',
    ...options,
  });
}

/**
 * `call`, resolving only with a code-200 answer: any other answer rejects with its envelope, so a
 * caller's `catch` sees every failure (request error or envelope) and shows it with failureMessage().
 */
export async function callOk<P extends EndpointPath>(path: P, ...args: CallArgs<P>): Promise<ApiEnvelope<DataOf<P>>> {
  const envelope = await call(path, ...args);
  if (envelope?.code !== SUCCESS_CODE) throw envelope ?? { code: 0 };
  return envelope;
}

/** Paged bodies get page 1 and the default page size (10, docs/spec-reference.md#9-business-constants-and-limits) unless the caller chose. */
export function withPaging<T extends PageQuery>(body: T = {} as T): T {
  return { ...body, current: body.current ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE };
}
