/**
 * One chunk of a rolling or out-of-sample fit (common/domain/ols.ts), run by a worker thread (fitPool.ts) or inline
 * for small fits. The chunk carries only the rows its windows read: `y` and `columns` start `lead` rows before the
 * first date it answers for (window - 1 rows for a rolling fit, window rows out of sample).
 */
import { outOfSampleFits, rollingOls, type WindowFit } from '../../../common/domain/ols';

export interface FitChunk {
  y: number[];
  columns: number[][];
  window: number;
  outOfSample: boolean;
}

/**
 * The chunk's fits from its first answered row on: each date's residual and the coefficients of the window behind it
 * (null where a window cannot be fitted).
 */
export function fitChunk(chunk: FitChunk): (WindowFit | null)[] {
  const { y, columns, window, outOfSample } = chunk;
  const lead = outOfSample ? window : window - 1;
  const out: (WindowFit | null)[] = outOfSample ? outOfSampleFits(y, columns, window) : rollingOls(y, columns, window);
  return out.slice(lead);
}
