/**
 * Rate limits, declared here once:
 * - per IP, the unauthenticated calls that cost a password hash or an SMS (values from the RATE_LIMIT_* variables;
 *   @fastify/rate-limit). Sign-in throttling (server/infra/auth/throttle/loginThrottle.ts) covers password guessing
 *   spread over many IPs.
 * - per user, the calls that cost the server real work (issue 19 item 6, USER_RATE_LIMITS below; counted by
 *   ./userRateLimits.ts). Everything else is unlimited.
 */
import type { EndpointPath } from '../../../common/contract/endpoints';
import type { AuthUser } from '../auth/authUser';
import { retryLater } from './apiError';
import type { RateWindowStore } from './userRateLimits';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/** The per-IP part of ServerConfig's `rateLimit` (server/config.ts imports this file's defaults, so not the type). */
interface PerIpLimits {
  rateLimit: { loginPerMinute: number; captchaPerMinute: number; registerPerMinute: number };
}

export function rateLimitFor(path: string, config: PerIpLimits): RouteRateLimit | null {
  const minute = 60_000;
  switch (path) {
    case '/v1/user/password_login':
    case '/v1/user/phone_captcha_login':
      return { max: config.rateLimit.loginPerMinute, timeWindow: minute };
    case '/v1/user/captcha/send':
      return { max: config.rateLimit.captchaPerMinute, timeWindow: minute };
    case '/v1/user/register':
      return { max: config.rateLimit.registerPerMinute, timeWindow: minute };
    default:
      return null;
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  retryLater('tooManyRequests', `Too many requests; try again in ${retryAfterSeconds} s`, retryAfterSeconds);

/** Classes of expensive calls; the calls of one class share one allowance per user. */
export type CostlyCall = 'search' | 'backtest' | 'seasonality' | 'import';

/** Calls of each class one user may make per window (RATE_LIMIT_<CLASS>_PER_MINUTE overrides, docs/server.md). */
export const USER_RATE_DEFAULTS: Record<CostlyCall, number> = { search: 30, backtest: 20, seasonality: 60, import: 20 };
export const USER_RATE_WINDOW_MS = 60_000;

const hasQuery = (body: unknown): boolean => {
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query === 'string' && query.trim() !== '';
};

/**
 * The per-user limited calls: each call's class, and which calls count (a list without a query is no search). A
 * sweep counts once however many grid points it runs (its size has its own confirmation, backtestConfirm).
 */
export const USER_RATE_LIMITS: Partial<Record<EndpointPath, { cost: CostlyCall; counts?: (body: unknown) => boolean }>> = {
  '/v2/research/document/list': { cost: 'search', counts: hasQuery },
  '/v2/meetings/list': { cost: 'search', counts: hasQuery },
  '/v2/backtesting/run': { cost: 'backtest' },
  '/v2/backtesting/sweep': { cost: 'backtest' },
  '/v2/analytics/seasonality': { cost: 'seasonality' },
  // issue 20: a series-reading analysis like seasonality (its heavy windows run on the regression worker pool).
  '/v2/analytics/regression': { cost: 'seasonality' },
  '/v2/marketData/bars/import/preview': { cost: 'import' },
  '/v2/marketData/bars/import/commit': { cost: 'import' },
  '/v2/tradeRecord/trade/import/preview': { cost: 'import' },
  '/v2/tradeRecord/trade/import/commit': { cost: 'import' },
  '/v2/calendar/import/preview': { cost: 'import' },
  '/v2/calendar/import/commit': { cost: 'import' },
  // issue 21: warehouse receipt files parse like the other imports (workbooks in the parse pool).
  '/v2/warehouseCargoLocData/receipt/import/preview': { cost: 'import' },
  '/v2/warehouseCargoLocData/receipt/import/commit': { cost: 'import' },
};

/** Counts a limited call of `user`; throws 429 with `retryAfter` past the class's allowance. */
export async function countCostlyCall(
  store: RateWindowStore,
  limits: Record<CostlyCall, number>,
  user: AuthUser,
  cost: CostlyCall,
  now: number,
): Promise<void> {
  const window = await store.hit(`${cost}:${user.id}`, now, USER_RATE_WINDOW_MS);
  if (window.count > limits[cost]) throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000));
}
