/**
 * SQL only in stores (docs/adding-a-feature.md): a feature's plugin.ts and *Routes.ts hand every query to a store
 * module. .dependency-cruiser.cjs refuses their value imports of kysely (`sql`); this refuses the query-builder
 * calls on a database handle, which an import rule cannot see.
 */
import fs from 'node:fs';
import path from 'node:path';

const FEATURES = path.join(__dirname, '../../server/features');
const QUERY_CALL = /\.(selectFrom|insertInto|replaceInto|deleteFrom|updateTable|transaction)\(/g;

/** plugin.ts and *Routes.ts of every feature, paths relative to the repository. */
function routeAndPluginFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^(plugin|[A-Za-z]*Routes)\.ts$/.test(entry.name)) files.push(full);
    }
  };
  walk(FEATURES);
  return files;
}

test('route and plugin files of features build no query', () => {
  const files = routeAndPluginFiles();
  // Every feature has a plugin; a scan that found none would pass for the wrong reason.
  expect(files.filter((f) => f.endsWith('plugin.ts')).length).toBe(fs.readdirSync(FEATURES, { withFileTypes: true }).filter((d) => d.isDirectory()).length);
  const offenders = files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.match(QUERY_CALL) ? [`${path.relative(path.join(__dirname, '../..'), file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(offenders).toEqual([]);
});
