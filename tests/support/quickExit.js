/**
 * A jest worker ends when jest's "end" message leaves its event loop empty. Node then disposes of the whole heap before
 * the process ends, and jest kills a worker that has not ended 500 ms after the message ("A worker process has failed
 * to exit gracefully and has been force exited"): workers of 0.5-1.3 GB took longer on a loaded machine, though nothing
 * was left open (docs/test-run-time.md). `process.exit()` from `beforeExit` (emitted only once the loop is empty, so
 * nothing is cut short) ends the process without that disposal: 1.0-1.3 s -> 0.25-0.4 s for a 560 MB process on the
 * loaded machine of 2026-11-29. Required by the test environments, which jest loads in each worker's own context.
 */
process.once('beforeExit', (code) => process.exit(code));
