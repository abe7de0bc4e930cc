/**
 * Feed configuration from the environment (docs/market-data/feeds.md, README configuration table):
 *   FEEDS_DEFAULT=demo            the feed of every product not assigned otherwise (demo | replay | push | none)
 *   FEED_ASSIGN=SHFE.FU=push,...  per-product feeds; assignments an administrator stores win over these
 *   FEEDS_AUTOSTART               start feeds when the server is ready; default: on unless SCHEDULER=off (tests)
 *   DEMO_FEED_SEED, DEMO_FEED_TICK_MS, DEMO_FEED_ALWAYS_OPEN (tests and e2e: ignore trading sessions),
 *   DEMO_BACKFILL_YEARS (0: no history backfill), DEMO_BACKFILL_MINUTE_DAYS
 *   REPLAY_FILE, REPLAY_SPEED, REPLAY_LOOP
 *   PUSH_RATE_PER_MINUTE (requests per publisher key), PUSH_MAX_SKEW_MS (how far in the future a tick may be),
 *   PUSH_MAX_AGE_DAYS (how old a pushed tick may be)
 */
import { FEED_KINDS, type FeedKind } from './feed';

export type FeedChoice = FeedKind | 'none';
export const FEED_CHOICES: readonly FeedChoice[] = [...FEED_KINDS, 'none'];

export interface FeedsConfig {
  defaultFeed: FeedChoice;
  /** `SHFE.FU` -> feed, from FEED_ASSIGN. */
  assign: Record<string, FeedChoice>;
  autostart: boolean;
  demo: { seed: string; tickMs: number; alwaysOpen: boolean; backfillYears: number; backfillMinuteDays: number };
  replay: { file: string; speed: number; loop: boolean };
  push: { ratePerMinute: number; maxSkewMs: number; maxAgeMs: number };
}

const flag = (raw: string | undefined, fallback: boolean): boolean => {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw.trim())) return true;
  if (/^(0|false|no|off)$/i.test(raw.trim())) return false;
  throw new Error(`expected true or false, got "${raw}"`);
};

const num = (env: Record<string, string | undefined>, name: string, fallback: number, min: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return n;
};

const choice = (name: string, raw: string): FeedChoice => {
  if (!(FEED_CHOICES as readonly string[]).includes(raw)) throw new Error(`${name}: unknown feed "${raw}" (${FEED_CHOICES.join(', ')})`);
  return raw as FeedChoice;
};

/** `SHFE.FU=push, INE.LU=replay` -> { 'SHFE.FU': 'push', 'INE.LU': 'replay' }. */
export function parseFeedAssign(raw: string): Record<string, FeedChoice> {
  const out: Record<string, FeedChoice> = {};
  for (const part of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Z][A-Z0-9]{1,9}\.[A-Z][A-Z0-9]{0,9})=([a-z]+)$/.exec(part);
    if (!m) throw new Error(`FEED_ASSIGN: "${part}" is not EXCHANGE.CODE=feed`);
    out[m[1]] = choice('FEED_ASSIGN', m[2]);
  }
  return out;
}

export function loadFeedsConfig(env: Record<string, string | undefined>): FeedsConfig {
  const str = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const schedulerOn = str('SCHEDULER', 'on') !== 'off';
  try {
    return {
      defaultFeed: choice('FEEDS_DEFAULT', str('FEEDS_DEFAULT', 'demo')),
      assign: parseFeedAssign(str('FEED_ASSIGN', '')),
      autostart: flag(env.FEEDS_AUTOSTART, schedulerOn),
      demo: {
        seed: str('DEMO_FEED_SEED', 'demo-1'),
        tickMs: num(env, 'DEMO_FEED_TICK_MS', 1000, 50),
        alwaysOpen: flag(env.DEMO_FEED_ALWAYS_OPEN, false),
        backfillYears: num(env, 'DEMO_BACKFILL_YEARS', 3, 0),
        backfillMinuteDays: num(env, 'DEMO_BACKFILL_MINUTE_DAYS', 3, 0),
      },
      replay: { file: str('REPLAY_FILE', ''), speed: num(env, 'REPLAY_SPEED', 1, 0.001), loop: flag(env.REPLAY_LOOP, false) },
      push: {
        ratePerMinute: num(env, 'PUSH_RATE_PER_MINUTE', 120, 1),
        maxSkewMs: num(env, 'PUSH_MAX_SKEW_MS', 5000, 0),
        maxAgeMs: num(env, 'PUSH_MAX_AGE_DAYS', 3, 0.001) * 86_400_000,
      },
    };
  } catch (err) {
    throw new Error(`feeds configuration: ${(err as Error).message}`);
  }
}
