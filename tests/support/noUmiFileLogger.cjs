/**
 * Loaded by jest.config.ts before any Umi module: Umi's logger (@umijs/utils) otherwise writes
 * node_modules/.cache/logger/umi.log through a pino worker thread, which the jest process (and each worker, which
 * inherits the variable) starts and then waits for at exit. On a loaded machine that wait made jest print "Jest did
 * not exit one second after the test run has completed" (docs/test-run-time.md). Tests read no Umi log.
 */
process.env.FS_LOGGER ??= 'none';
