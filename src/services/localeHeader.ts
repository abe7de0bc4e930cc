/**
 * Sends the language the user chose in the app (not the browser's) as `Accept-Language` on API calls, so answers
 * with names per locale (the market-data catalogue, docs/market-data/marketData.md) use it. One parameter on
 * purpose, like authHeaderInterceptor (src/requestErrorConfig.ts).
 */
import { getLocale, type RequestOptions } from '@umijs/max';
import { isApiUrl } from '@/requestErrorConfig';

export function localeHeaderInterceptor(config: RequestOptions): RequestOptions {
  if (!isApiUrl(config.url)) return config;
  return { ...config, headers: { ...(config.headers ?? {}), 'Accept-Language': getLocale() } };
}
