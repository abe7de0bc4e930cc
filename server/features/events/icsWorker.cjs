/**
 * Piscina's entry for parsing ICS files off the server's thread (server/infra/tables/parsePool.ts runs it; the shim
 * registers tsx like server/infra/tables/tableWorker.cjs, so it works under `npm start`, `npm run server` and jest).
 */
require('tsx/cjs/api').register();
const task = require('./icsFile.ts');

module.exports.parseIcs = task.parseIcsTask;
