/**
 * Per-IP rate limits of the unauthenticated calls that cost a password hash or an SMS (values from the
 * RATE_LIMIT_* variables). Everything else is unlimited; sign-in throttling (server/infra/auth/throttle/loginThrottle.ts)
 * covers password guessing spread over many IPs.
 */
import type { ServerConfig } from '../../config';
import { retryLater } from './apiError';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export function rateLimitFor(path: string, config: Pick<ServerConfig, 'rateLimit'>): RouteRateLimit | null {
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
