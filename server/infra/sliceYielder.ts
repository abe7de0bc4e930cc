/**
 * Cuts long work into slices that let the event loop run between them (no start-up step or job may hold it more
 * than 100 ms: docs/server.md). `await slice()` after each unit of work: it yields (setImmediate, so timers, I/O and
 * requests run) once `sliceMs` have passed since the last yield, and costs a clock read otherwise.
 */
import { performance } from 'node:perf_hooks';

export function sliceYielder(sliceMs: number, onYield?: () => void, clock: () => number = () => performance.now()): () => Promise<void> {
  let since = clock();
  return async () => {
    if (clock() - since < sliceMs) return;
    onYield?.();
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = clock();
  };
}
