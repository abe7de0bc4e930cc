/**
 * jest's global teardown: removes this run's template databases (tests/support/jestGlobalSetup.cjs), the SQLite
 * folder and, on a PostgreSQL run (TEST_DATABASE_URL), the template databases named after the run.
 */
const fs = require('node:fs');
const pg = require('pg');

module.exports = async () => {
  if (process.env.TEST_TEMPLATE_DIR) fs.rmSync(process.env.TEST_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  const runId = process.env.TEST_RUN_ID;
  if (!url || !runId) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`console_tpl_${runId.toLowerCase()}_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
