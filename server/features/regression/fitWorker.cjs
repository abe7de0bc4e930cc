/**
 * Piscina's worker entry for rolling and out-of-sample regression chunks (server/features/regression/fitPool.ts). Like
 * the backtesting sweep worker, it registers tsx's CommonJS hook first so the TypeScript task loads under `npm start`,
 * `npm run server` and jest alike.
 */
require('tsx/cjs/api').register();

module.exports = require('./fitTask.ts').fitChunk;
