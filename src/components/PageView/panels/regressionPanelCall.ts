/**
 * POST /v2/analytics/regression, typed here from the shape issue 20 fixes, until the regression feature's contract
 * entry (common/contract/regression.ts) is on main: then this file gives way to `apiQuery('/v2/analytics/regression',
 * body)` and the contract's types (docs/page-panels.md). `from` and `to` are epoch ms, as that entry declares them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@umijs/max';
import { type ApiEnvelope, SUCCESS_CODE } from '@common/contract/envelope';

export const REGRESSION_PATH = '/v2/analytics/regression';

export interface RegressionBody {
  y: string;
  x: string[];
  from?: number;
  to?: number;
  /** Rolling window in observations; absent: one fit over the full sample. */
  window?: number;
  /** With `window`: fit on t-w..t-1, predict t. */
  outOfSample?: boolean;
}

export interface RegressionData {
  /** Intercept first, then one per x in the order sent. */
  coefficients: number[];
  stdErrors: number[];
  r2: number;
  n: number;
  residuals: [number, number][];
  zScores: [number, number | null][];
  demo: boolean;
}

/** An answer with the body it answers: while a new fit loads, the previous one stays on screen with its own factors. */
export type RegressionAnswer = RegressionData & { asked: RegressionBody };

async function fetchRegression(body: RegressionBody, signal: AbortSignal): Promise<RegressionAnswer> {
  const envelope = await request<ApiEnvelope<RegressionData>>(REGRESSION_PATH, { method: 'POST', data: body, signal });
  if (envelope?.code !== SUCCESS_CODE) throw envelope ?? { code: 0 };
  return { ...envelope.data, asked: body };
}

/** The fit of `body`; nothing is asked while it is null (no price or no factor chosen). */
export function useRegression(body: RegressionBody | null) {
  return useQuery({
    queryKey: [REGRESSION_PATH, body],
    queryFn: ({ signal }) => fetchRegression(body as RegressionBody, signal),
    enabled: body !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
