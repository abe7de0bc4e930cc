/**
 * The worker threads that run sweep chunks (piscina). Created on the first sweep, closed with the app. The worker file
 * is a CommonJS shim that registers tsx and loads server/features/backtesting/sweepTask.ts, so the same pool works under
 * `npm start` / `npm run server` (tsx) and in jest.
 */
import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { SweepChunk, SweepChunkRow } from './sweepTask';

/** Threads for sweeps: one core stays free for the server's own requests (at least one thread, at most four). */
export const sweepThreads = (): number => Math.max(1, Math.min(4, os.availableParallelism() - 1));

export class SweepPool {
  private pool: Piscina<SweepChunk, SweepChunkRow[]> | null = null;

  constructor(private readonly threads = sweepThreads()) {}

  get size(): number {
    return this.threads;
  }

  run(chunk: SweepChunk, signal: AbortSignal): Promise<SweepChunkRow[]> {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: path.join(__dirname, 'sweepWorker.cjs'),
        minThreads: 0,
        maxThreads: this.threads,
        // Idle workers leave after a minute: a sweep is an occasional burst, not a steady load.
        idleTimeout: 60_000,
      });
    }
    return this.pool.run(chunk, { signal });
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
