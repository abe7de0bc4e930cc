/**
 * One way to call the API: the method and path come from the contract's ENDPOINTS registry, the
 * answer is the envelope typed with the call's `data`.
 */
import { request } from '@umijs/max';
import { endpointByPath, type Endpoint } from '@/contract/endpoints';
import { DEFAULT_PAGE_SIZE, type ApiEnvelope, type PageQuery } from '@/contract/envelope';

export interface CallOptions {
  /** Milliseconds before the call is abandoned. */
  timeout?: number;
  /** The page handles every failure itself (no 401 notices or redirects from the request layer). */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
}

/** The registry entry of `path`; throws at import time when a service names a path the contract lacks. */
export function endpoint(path: string): Endpoint {
  const found = endpointByPath[path];
  if (!found) throw new Error(`No endpoint ${path} in src/contract/endpoints.ts`);
  return found;
}

export function call<T>(ep: Endpoint, body?: unknown, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  return request<ApiEnvelope<T>>(ep.path, {
    method: ep.method,
    ...(ep.body === null ? {} : { data: body ?? {} }),
    ...options,
  });
}

type AnyService = (...args: never[]) => Promise<unknown>;

/** Path -> service function, filled by `service()`; the coverage test compares it with ENDPOINTS. */
export const SERVICE_REGISTRY: Record<string, AnyService> = {};

/**
 * Declare the service of one ENDPOINTS path: `make` receives the registry entry and returns the typed
 * function. Registering here keeps the path -> function map next to each declaration.
 */
export function service<F extends AnyService>(path: string, make: (ep: Endpoint) => F): F {
  const ep = endpoint(path);
  if (SERVICE_REGISTRY[path]) throw new Error(`Two services for ${path}`);
  const fn = make(ep);
  SERVICE_REGISTRY[path] = fn;
  return fn;
}

/** Paged bodies get page 1 and the default page size (10, spec 9) unless the caller chose. */
export function withPaging<T extends PageQuery>(body: T = {} as T): T {
  return { ...body, current: body.current ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE };
}
