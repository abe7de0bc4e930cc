/**
 * Sign-in throttling (docs/security.md): failures are counted per account, per source address and per
 * (account, address) pair; past a free allowance each further failure doubles the wait before that caller may try
 * again (1 s, 2 s, 4 s ... capped at MAX_DELAY_MS). While a wait runs the password is not even checked, and the
 * answer is `loginThrottled` (429) with the seconds to wait. Nothing is ever locked: after the wait the right
 * password works.
 *
 * - The pair counter slows down one address guessing one account.
 * - The address counter slows down one address spraying many accounts.
 * - The account counter slows down guessing spread over many addresses, but it only holds back addresses that have
 *   failures of their own in the window: the owner (an administrator included) signing in from an address with no
 *   failures always gets through, so remote failures alone cannot keep anyone out.
 *
 * The account key is the normalised user name whether or not such an account exists, and every answer is the
 * same for both, so the throttle reveals nothing about which names exist.
 */
import { retryLater, type ApiError } from '../../http/apiError';
import type { FailureCount, ThrottleStore } from './store';

/** A counter is forgotten this long after its last failure. */
export const THROTTLE_WINDOW_MS = 60 * 60_000;
/** The longest wait one failure can cause. */
export const MAX_DELAY_MS = 15 * 60_000;
/** Failures allowed before waits start: per (account, address), per account, per address. */
export const FREE_FAILURES = { pair: 3, account: 10, address: 20 } as const;

export const loginThrottled = (seconds: number): ApiError => retryLater('loginThrottled', `Too many failed sign-ins; try again in ${seconds} s`, seconds);

/** The wait a counter imposes after `count` failures (0 within the allowance). */
export function delayAfter(count: number, free: number): number {
  if (count <= free) return 0;
  return Math.min(1000 * 2 ** (count - free - 1), MAX_DELAY_MS);
}

const remaining = (c: FailureCount, free: number, now: number) => Math.max(0, c.lastAt + delayAfter(c.count, free) - now);

export interface SignInAttempt {
  /**
   * What is being guessed (`user:<lower-case name>`), the same for existing and unknown accounts; null when only the
   * address is counted (phone codes: each code already allows CAPTCHA_MAX_ATTEMPTS guesses, server/features/user/captcha.ts).
   */
  account: string | null;
  /** The source address (request.ip, which honours TRUST_PROXY). */
  address: string;
}

/** [pair, account, address]; a counter that does not apply is a key nobody counts. */
const keysOf = (a: SignInAttempt) =>
  a.account === null ? ['none:', 'none:', `addr:${a.address}`] : [`pair:${a.account}|${a.address}`, `acct:${a.account}`, `addr:${a.address}`];

export class LoginThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Milliseconds this attempt must still wait (0 = may try now). */
  async waitMs(attempt: SignInAttempt, now: number): Promise<number> {
    const [pair, account, address] = await this.store.read(keysOf(attempt), now, THROTTLE_WINDOW_MS);
    const fromFailingAddress = address.count > 0 || pair.count > 0;
    return Math.max(
      remaining(pair, FREE_FAILURES.pair, now),
      remaining(address, FREE_FAILURES.address, now),
      fromFailingAddress ? remaining(account, FREE_FAILURES.account, now) : 0,
    );
  }

  /** Throws `loginThrottled` while this attempt has to wait. */
  async assertMayTry(attempt: SignInAttempt, now: number): Promise<void> {
    const wait = await this.waitMs(attempt, now);
    if (wait > 0) throw loginThrottled(Math.ceil(wait / 1000));
  }

  async recordFailure(attempt: SignInAttempt, now: number): Promise<void> {
    await this.store.recordFailure(attempt.account === null ? keysOf(attempt).slice(2) : keysOf(attempt), now, THROTTLE_WINDOW_MS);
  }

  /**
   * The account's and the pair's counts start again; the address's does not (an attacker signing in to an account of
   * their own must not wipe the record of their spraying).
   */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    if (attempt.account !== null) await this.store.clear(keysOf(attempt).slice(0, 2));
  }
}
