/**
 * Daily page digests (issue 21's "subscribe to the morning report daily"; issue 22 will offer them for published
 * reports): a reader subscribes to a page at an hour of their day; once a day at that hour the console puts a
 * notification "<page> for <date> is ready" with a link to the page in their notification centre, if they may still
 * open the page then.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nothing, Nullable } from './envelope';

/**
 * The pages that offer a daily digest: route -> its access key and the locale key of its menu name (the notification's
 * title in the reader's language). tests/api/pageDigest.test.ts checks both against config/routes.ts.
 */
export const DIGEST_PAGES: Readonly<Record<string, { accessKey: string; titleKey: string }>> = {
  '/tool/calculator/oilDaliyWatchdog': { accessKey: 'auth_tool_calculator_oilDaliyWatchdog', titleKey: 'menu.tool.calculator.oilDaliyWatchdog' },
};

/**
 * Published reports (`/report/<slug>`, issue 22) offer a digest too: their readers are the route's list, checked when
 * subscribing and again when each digest is sent; the notification's title is the report's own title.
 */
export const REPORT_DIGEST_PREFIX = '/report/';

/** The hour the digest is sent when the reader does not choose one (their morning). */
export const DIGEST_DEFAULT_HOUR = 8;

const Page = Type.String({ minLength: 2, maxLength: 200, pattern: '^/[A-Za-z0-9_/-]+$' });

export const PageDigestPageBody = Type.Object({ page: Page });
export type PageDigestPageBody = Static<typeof PageDigestPageBody>;

export const PageDigestSetBody = Type.Object({
  page: Page,
  /** The hour of the reader's day (in `timeZone`) from which the day's digest is sent. */
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** An IANA time zone (the browser's, by default). */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  /** Weekly on this day of the week in `timeZone` (0 Sunday .. 6 Saturday); absent: daily. */
  weekday: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
});
export type PageDigestSetBody = Static<typeof PageDigestSetBody>;

export const PageDigest = Type.Object({
  page: Type.String(),
  hour: Type.Integer(),
  timeZone: Type.String(),
  /** `YYYY-MM-DD` in the zone of the last digest sent; null before the first. */
  lastSentDay: Nullable(Type.String()),
  /** The day of the week of a weekly digest (0 Sunday); null: daily. */
  weekday: Nullable(Type.Integer()),
  createdAt: Type.Number(),
});
export type PageDigest = Static<typeof PageDigest>;

export const PAGE_DIGEST_ENDPOINTS = [
  e('/v2/pageDigest/list', 'user', null, Type.Array(PageDigest), "The caller's daily page digests", 'added'),
  e('/v2/pageDigest/set', 'user', PageDigestSetBody, PageDigest, 'Subscribe to a daily digest of a page the caller may open, or move its hour', 'added'),
  e('/v2/pageDigest/remove', 'user', PageDigestPageBody, Nothing, 'Stop the daily digest of a page', 'added'),
] as const;
