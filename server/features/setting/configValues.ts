/** getConfigValue's store: dated named values (config_values), seeded from CONFIG_DEFAULTS. */
import type { Kysely } from 'kysely';
import type { ConfigValueEntry } from '../../../common/contract/setting';
import type { Database } from '../../schema';
import { CONFIG_DEFAULTS } from './configDefaults';

export async function seedConfigDefaults(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('config_values').select(['name', 'valid_from']).execute();
  const have = new Set(existing.map((r) => `${r.name}\u0001${r.valid_from}`));
  const missing = CONFIG_DEFAULTS.filter((d) => !have.has(`${d.name}\u0001${d.validFrom}`));
  if (missing.length) {
    await db
      .insertInto('config_values')
      .values(
        missing.map((d) => ({
          name: d.name,
          valid_from: d.validFrom,
          value: JSON.stringify(d.value),
          unit: d.unit,
          description: d.description,
          source: d.source,
        })),
      )
      .execute();
  }
  return missing.length;
}

const parseValue = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/** One dated row of a configuration value, as stored or as seeded. */
export interface DatedValue {
  validFrom: string;
  value: unknown;
  unit: string;
  description: string;
  source: string;
}

/**
 * The entry getConfigValue answers for one name: the row in force on `today` (YYYY-MM-DD; if every row lies in
 * the future, the earliest) with the whole history, oldest first. Pure: the answer depends only on the stored rows and the date.
 */
function configEntry(rows: readonly DatedValue[], today: string): ConfigValueEntry | null {
  if (!rows.length) return null;
  const history = [...rows].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const current = [...history].reverse().find((r) => r.validFrom <= today) ?? history[0];
  return {
    value: current.value,
    unit: current.unit,
    validFrom: current.validFrom,
    description: current.description,
    source: current.source,
    history: history.map((r) => ({ validFrom: r.validFrom, value: r.value })),
  };
}

/** For each requested name: the row in force on `today` with its history, or null for unknown names. */
export async function readConfigValues(db: Kysely<Database>, names: readonly string[], today: string): Promise<Record<string, ConfigValueEntry | null>> {
  const unique = [...new Set(names)];
  const rows = await db.selectFrom('config_values').selectAll().where('name', 'in', unique).execute();
  // Entries + fromEntries: a requested name like "__proto__" becomes a plain key, not a prototype change.
  return Object.fromEntries(
    unique.map((name) => [
      name,
      configEntry(
        rows
          .filter((r) => r.name === name)
          .map((r) => ({ validFrom: r.valid_from, value: parseValue(r.value), unit: r.unit, description: r.description, source: r.source })),
        today,
      ),
    ]),
  );
}
