/**
 * One chunk of a rolling or out-of-sample fit (common/domain/ols.ts), run by a worker thread (fitPool.ts) or inline
 * for small fits. The chunk carries only the rows its windows read: `y` and `columns` start `lead` rows before the
 * first date it answers for (window - 1 rows for a rolling fit, window rows out of sample).
 */
import { outOfSampleOls, rollingOls } from '../../../common/domain/ols';

export interface FitChunk {
  y: number[];
  columns: number[][];
  window: number;
  outOfSample: boolean;
}

/** The chunk's residuals from its first answered row on (null where a window cannot be fitted). */
export function fitChunk(chunk: FitChunk): (number | null)[] {
  const { y, columns, window, outOfSample } = chunk;
  const lead = outOfSample ? window : window - 1;
  const out = outOfSample ? outOfSampleOls(y, columns, window) : rollingOls(y, columns, window).map((p) => (p ? p.residual : null));
  return out.slice(lead);
}
