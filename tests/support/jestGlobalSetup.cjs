/**
 * jest's global setup: one id and one folder for this run's template databases (tests/api/templateDatabase.ts).
 * Workers start after this and inherit the environment, so they all copy the same templates.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async () => {
  const runId = `r${Date.now().toString(36)}${process.pid}`;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), `console-test-templates-${runId}-`));
};
