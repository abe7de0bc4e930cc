/**
 * One way to call the API: `call(path, body)`. The path must be declared in the contract
 * (common/contract/endpoints.ts); the body and the envelope's `data` are typed from that declaration,
 * so a wrong path, body or data type is a compile error (tests/types/call.typetest.ts).
 */
import { request } from '@umijs/max';
import { endpointOf, type BodyOf, type DataOf, type EndpointPath } from '@common/contract/endpoints';
import { DEFAULT_PAGE_SIZE, type ApiEnvelope, type PageQuery } from '@common/contract/envelope';

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
export type CallArgs<P extends EndpointPath> = BodyOf<P> extends undefined
  ? [body?: undefined, options?: CallOptions]
  : [body: BodyOf<P>, options?: CallOptions];

export function call<P extends EndpointPath>(path: P, ...[body, options]: CallArgs<P>): Promise<ApiEnvelope<DataOf<P>>> {
  const ep = endpointOf(path);
  return request<ApiEnvelope<DataOf<P>>>(ep.path, {
    method: ep.method,
    ...(ep.body === null ? {} : { data: body ?? {} }),
    skipErrorHandler: ep.access === 'public',
    ...options,
  });
}

/** Paged bodies get page 1 and the default page size (10, spec 9) unless the caller chose. */
export function withPaging<T extends PageQuery>(body: T = {} as T): T {
  return { ...body, current: body.current ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE };
}
