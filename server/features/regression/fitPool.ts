/**
 * The worker threads of heavy regression fits (piscina, started as server/features/backtesting/sweepPool.ts starts
 * its pool): created on the first heavy fit, idle threads leave after a minute, closed with the app.
 */
import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { WindowFit } from '../../../common/domain/ols';
import type { FitChunk } from './fitTask';

/** One core stays free for the server's own requests (at least one thread, at most four). */
const fitThreads = (): number => Math.max(1, Math.min(4, os.availableParallelism() - 1));

export class FitPool {
  private pool: Piscina<FitChunk, (WindowFit | null)[]> | null = null;
  readonly size = fitThreads();

  run(chunk: FitChunk): Promise<(WindowFit | null)[]> {
    this.pool ??= new Piscina({
      filename: path.join(__dirname, 'fitWorker.cjs'),
      minThreads: 0,
      maxThreads: this.size,
      idleTimeout: 60_000,
    });
    return this.pool.run(chunk);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
