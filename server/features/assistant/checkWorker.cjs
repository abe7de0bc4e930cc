/**
 * Piscina's worker entry for the assistant's number check (server/features/assistant/checkPool.ts). Like the
 * regression and sweep workers, it registers tsx's CommonJS hook first so the TypeScript task loads under `npm start`,
 * `npm run server` and jest alike.
 */
require('tsx/cjs/api').register();

module.exports = require('./checkTask.ts').runCheck;
