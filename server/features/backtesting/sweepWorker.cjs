/**
 * Piscina's worker entry for parameter sweeps (server/features/backtesting/sweepPool.ts). The server runs its TypeScript
 * under tsx (`npm start`, `npm run server`), and jest runs the pool too: neither transform reaches a worker thread
 * by itself in every case, so the worker registers tsx's CommonJS hook before loading the task.
 */
require('tsx/cjs/api').register();
const task = require('./sweepTask.ts');

module.exports = task.runSweepChunk;
// `pool.run(task, { name: 'runOne' })`: one backtest run (server/features/backtesting/runner.ts runOutcome).
module.exports.runOne = task.runOne;
