/**
 * In-memory index of the Kpler locations (name, kind, row count) that kpler/search/location filters, so a
 * type-ahead search does not group the whole flow table on every keystroke. Rebuilt after a Kpler import, after
 * `dbIndexCache/reset`, and at most INDEX_TTL_MS after it was built (another server process may have imported).
 */
export interface LocationEntry {
  name: string;
  kind: string;
  rows: number;
}

const INDEX_TTL_MS = 5 * 60_000;

export class LocationIndexCache {
  private entries: LocationEntry[] | null = null;
  private builtAt = 0;

  constructor(private readonly now: () => number) {}

  async get(load: () => Promise<LocationEntry[]>): Promise<LocationEntry[]> {
    if (this.entries === null || this.now() - this.builtAt > INDEX_TTL_MS) {
      const loaded = await load();
      this.entries = loaded;
      this.builtAt = this.now();
    }
    return this.entries;
  }

  /** Drops the index; answers how many entries it held. */
  clear(): number {
    const count = this.entries?.length ?? 0;
    this.entries = null;
    return count;
  }
}
