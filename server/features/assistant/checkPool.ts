/**
 * Where a turn's number check runs (docs/assistant.md "Number check"): inline for ordinary turns, on a worker thread
 * (piscina, as server/features/regression/fitPool.ts) when the tool outputs are large enough that sorting their numbers
 * would hold the event loop (about 0.3 s for 20,000 bars of six fields on this project's two-core machine).
 */
import path from 'node:path';
import Piscina from 'piscina';
import type { CheckInput, NumberCheck } from '../../../common/assistant/numberCheck';
import { runCheck } from './checkTask';

/** JSON characters of tool outputs above which the check goes to a worker (about 20,000 numbers). */
export const INLINE_CHECK_CHARS = 200_000;

export class CheckPool {
  private pool: Piscina<CheckInput, NumberCheck> | null = null;

  /** The check of `input`; `size` is the outputs' JSON length (the turn measures it anyway). */
  async check(input: CheckInput, size: number): Promise<NumberCheck> {
    if (size <= INLINE_CHECK_CHARS) return runCheck(input);
    this.pool ??= new Piscina({ filename: path.join(__dirname, 'checkWorker.cjs'), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
    return this.pool.run(input);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
