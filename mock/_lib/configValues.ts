/**
 * getConfigValue in the mock: the server's documented defaults (server/settings/configDefaults.ts, one
 * list for both) answered by the server's own pure configEntry: the row in force today in China,
 * with the dated history oldest first. Unknown names answer null.
 */
import { CONFIG_DEFAULTS } from '../../server/settings/configDefaults';
import { chinaDate, configEntry } from '../../server/settings/configValues';
import type { ConfigValueEntry } from '../../common/contract/setting';

export function configValueEntry(name: string, now = Date.now()): ConfigValueEntry | null {
  return configEntry(
    CONFIG_DEFAULTS.filter((d) => d.name === name),
    chinaDate(now),
  );
}

/** Entries + fromEntries, so a requested name like "__proto__" stays a plain key. */
export const configValues = (names: readonly string[]): Record<string, ConfigValueEntry | null> =>
  Object.fromEntries([...new Set(names)].map((name) => [name, configValueEntry(name)]));
