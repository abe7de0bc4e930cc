/**
 * The listed months of a product on a date, for the curve and matrix panels: the term-structure call the calculators
 * serve for any page that shows a product (POST /v2/calculators/termStructure, server/features/calculators), asked for
 * the ten calendar days up to the date so a weekend or a holiday still finds the last settled curve. The same body
 * for the same date, so the curve and matrix panels of a page share one answer (one cache key).
 *
 * Access: the product's own key (a user who may not read the product is refused, whatever page asks); no page key.
 */
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { TermDay, TermStructureData } from '@common/contract/calculators';
import type { ApiEnvelope } from '@common/contract/envelope';
import { todayUtc } from '@/services/market/series';
import { apiQuery } from '@/services/query';

const DAY = 86_400_000;
/** Calendar days before a date searched for its last settled curve (a long holiday closure is 8 days). */
export const LOOKBACK_DAYS = 10;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const TERM_PATH = '/v2/calculators/termStructure';

/** One listed month of a day's curve (settled only), M1 first. */
export interface TenorPoint {
  tenor: string;
  instrument: string;
  month: string;
  settle: number;
}

/** A day's settled contracts in expiry order, labelled M1, M2, ... (a contract without a settlement is left out). */
export function tenorsOf(day: TermDay, months: number): TenorPoint[] {
  return day.curve
    .filter((p): p is typeof p & { settle: number } => p.settle !== null)
    .slice(0, months)
    .map((p, i) => ({ tenor: `M${i + 1}`, instrument: p.instrument, month: p.month, settle: p.settle }));
}

/** The last day of an answer (the curve in force on the date asked), or null when the window has no bar. */
export const lastDay = (data: TermStructureData | undefined): TermDay | null => data?.days.at(-1) ?? null;

/** The bodies asked: today, then each `daysBack` date. */
export function termBodies(product: string, daysBack: readonly number[], today: number) {
  return [0, ...daysBack].map((back) => {
    const to = today - back * DAY;
    return { product, from: iso(to - LOOKBACK_DAYS * DAY), to: iso(to) };
  });
}

/** One dated curve's call (the page asks it ahead: panelQueries.ts). */
export const curveQuery = (body: ReturnType<typeof termBodies>[number]) => ({ ...apiQuery(TERM_PATH, body), staleTime: 5 * 60_000 });

export interface Curves {
  /** One answer per date asked (today first); undefined until it arrives. */
  answers: (TermStructureData | undefined)[];
  /** The first failure, if any. */
  error: unknown;
  loading: boolean;
}

/** Module-level, so TanStack Query keeps the combined value while the answers stay the same (structural sharing). */
function combine(results: UseQueryResult<ApiEnvelope<TermStructureData>>[]): Curves {
  return {
    answers: results.map((r) => r.data?.data),
    error: results.find((r) => r.error)?.error ?? null,
    loading: results.some((r) => r.isFetching && !r.data),
  };
}

/** The curves of `product` today and `daysBack` days ago, in that order (one query each), and a retry of them. */
export function useCurves(product: string, daysBack: readonly number[]): Curves & { retry: () => void } {
  const client = useQueryClient();
  const bodies = termBodies(product, daysBack, todayUtc());
  const curves = useQueries({
    queries: bodies.map(curveQuery),
    combine,
  });
  const retry = () => {
    for (const body of bodies) void client.refetchQueries({ queryKey: [TERM_PATH, body] });
  };
  return { ...curves, retry };
}
