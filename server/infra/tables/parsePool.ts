/**
 * The worker threads that parse uploaded files (piscina, started the way server/features/backtesting/sweepPool.ts
 * starts its pool: a CommonJS shim registers tsx, so the same workers run under `npm start`, `npm run server` and
 * jest). One pool for every import, created on the first parse of a large or complex file, closed with the app.
 *
 * Each parse has a wall-time limit (PARSE_TIME_LIMIT_MS, queueing included): past it the task is aborted, which
 * terminates the thread running it, and the caller gets `importTimedOut`. A worker's heap is capped
 * (PARSE_WORKER_HEAP_MB): a file that needs more kills only that worker and is refused as `importTooComplex`.
 */
import os from 'node:os';
import Piscina from 'piscina';
import { apiError } from '../http/apiError';
import { PARSE_MAX_THREADS, PARSE_TIME_LIMIT_MS, PARSE_WORKER_HEAP_MB } from './importLimits';
import { type ParseOutcome, outcomeValue } from './parseOutcome';

let pool: Piscina<unknown, unknown> | null = null;
/** Parses handed to the workers since start: the import-limit tests check a hostile file was read off this thread. */
let handedOff = 0;

/** How many parses this process has handed to the workers. */
export const parsesHandedOff = (): number => handedOff;

function workers(): Piscina<unknown, unknown> {
  pool ??= new Piscina({
    minThreads: 0,
    // One core stays with the server's requests (at least one thread).
    maxThreads: Math.max(1, Math.min(PARSE_MAX_THREADS, os.availableParallelism() - 1)),
    // Imports are occasional: idle workers leave after half a minute.
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

export interface ParseJob {
  /** The worker shim (a .cjs file next to the parser) and the export to call. */
  filename: string;
  name: string;
  task: unknown;
  /** Tests shorten it; PARSE_TIME_LIMIT_MS otherwise. */
  timeoutMs?: number;
}

/** Runs a parse off the server's thread; its refusals arrive as ApiErrors, a broken file as a plain Error. */
export async function runParse<T>({ filename, name, task, timeoutMs = PARSE_TIME_LIMIT_MS }: ParseJob): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  handedOff += 1;
  try {
    return outcomeValue(await (workers().run(task, { filename, name, signal: controller.signal }) as Promise<ParseOutcome<T>>));
  } catch (err) {
    if (controller.signal.aborted) throw apiError('importTimedOut', `Reading the file took longer than ${timeoutMs} ms`);
    if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw apiError('importTooComplex', `Reading the file needs more than ${PARSE_WORKER_HEAP_MB} MB`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Stops the workers (the app's onClose); a later parse starts a new pool. */
export async function closeParsePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
