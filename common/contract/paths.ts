/**
 * Where the API lives. Every call of ENDPOINTS sits under one of API_PREFIXES; the server sends the web app's
 * index.html for any other GET, and API answers get the API security headers.
 */

/** URL prefixes of the JSON API (docs/spec-reference.md#7-the-calls-it-makes: calls under /v1 and /v2). */
export const API_PREFIXES = ['/v1/', '/v2/'] as const;

/** True when `url` (a path, with or without a query) addresses the JSON API. */
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The data-source area: every data-source call is under this prefix. */
export const LOW_FREQ_PREFIX = '/v1/finData/lowFreqData';
