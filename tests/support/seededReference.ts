/**
 * The reference data that ships, without a database: the real ReferenceStore (server/features/reference/referenceData.ts)
 * holding the seeded rows (server/features/reference/seed.ts: products with their dated versions, rates, month
 * mappings). For the database-free suites (tests/market, tests/server); API tests read the app's own `app.reference`.
 */
import type { Kysely } from 'kysely';
import type { IsoDate } from '../../server/infra/market/ports';
import { ReferenceStore } from '../../server/features/reference/referenceData';
import { SEED_PRODUCTS, type SeedProduct, seedReferenceRows } from '../../server/features/reference/seed';
import type { Database } from '../../server/schema';

/** Any use of this "database" is a test bug: a database-free reference only reads what it was handed. */
const NO_DATABASE = new Proxy({} as Kysely<Database>, {
  get: (_target, name) => {
    throw new Error(`seededReference has no database (tried db.${String(name)}): it is read-only`);
  },
});

/**
 * A read-only ReferenceStore over the seeded rows; `today` is the date current versions are chosen by. A test that
 * needs a variant (a product with broken sessions) passes the seeded products changed.
 */
export function seededReference(today: IsoDate | (() => IsoDate) = '2025-04-01', products: readonly SeedProduct[] = SEED_PRODUCTS): ReferenceStore {
  const store = new ReferenceStore(NO_DATABASE, typeof today === 'function' ? today : () => today);
  store.loadRows(seedReferenceRows(0, products));
  return store;
}

/** The seeded version of a product in force on `date`. */
export function seededProduct(exchange: string, code: string, date: IsoDate = '2025-04-01'): SeedProduct {
  const versions = SEED_PRODUCTS.filter((p) => p.exchange === exchange && p.code === code && p.validFrom <= date);
  const spec = versions.sort((a, b) => a.validFrom.localeCompare(b.validFrom)).at(-1);
  if (!spec) throw new Error(`no seeded ${exchange}.${code} on ${date}`);
  return spec;
}
