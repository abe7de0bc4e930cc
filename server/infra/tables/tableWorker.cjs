/**
 * Piscina's entry for parsing table files (server/infra/tables/parsePool.ts). Like the sweep workers
 * (server/features/backtesting/sweepWorker.cjs) it registers tsx's CommonJS hook before loading the TypeScript task,
 * so the same file works under `npm start`, `npm run server` and jest.
 */
require('tsx/cjs/api').register();
const task = require('./tableTask.ts');

module.exports.readCsv = task.readCsvTask;
module.exports.readXlsx = task.readXlsxTask;
