/**
 * getConfigValue in the mock: the server's documented defaults (server/settings/configDefaults.ts, one
 * list for both) answered in the server's shape (ConfigValueEntry): the row in force today in China,
 * with the dated history oldest first. Unknown names answer null.
 */
import { CONFIG_DEFAULTS } from '../../server/settings/configDefaults';
import { chinaDate } from '../../server/settings/configValues';
import type { ConfigValueEntry } from '../../src/contract/setting';

export function configValueEntry(name: string, now = Date.now()): ConfigValueEntry | null {
  const history = CONFIG_DEFAULTS.filter((d) => d.name === name).sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  if (history.length === 0) return null;
  const today = chinaDate(now);
  // The latest row already in force; if every row lies in the future, the earliest one.
  const current = [...history].reverse().find((d) => d.validFrom <= today) ?? history[0];
  return {
    value: current.value,
    unit: current.unit,
    validFrom: current.validFrom,
    description: current.description,
    source: current.source,
    history: history.map((d) => ({ validFrom: d.validFrom, value: d.value })),
  };
}

/** Entries + fromEntries, so a requested name like "__proto__" stays a plain key. */
export const configValues = (names: readonly string[]): Record<string, ConfigValueEntry | null> =>
  Object.fromEntries([...new Set(names)].map((name) => [name, configValueEntry(name)]));
