/**
 * The deployed version every envelope carries: the latest row of `versions`. Kept in memory because it is read
 * on every response; version/set updates it at once in this process, and other processes sharing the database
 * pick it up within REFRESH_MS (a background re-read, never on the request path).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

const VERSION_REFRESH_MS = 5_000;

export interface CurrentVersion {
  version: string;
  publishedAt: number | null;
}

export class VersionStore {
  private value: CurrentVersion;
  private loadedAt = 0;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    fallback: string,
  ) {
    this.value = { version: fallback, publishedAt: null };
  }

  /** The version for this response; schedules a re-read when the cached one is older than VERSION_REFRESH_MS. */
  get current(): CurrentVersion {
    if (Date.now() - this.loadedAt > VERSION_REFRESH_MS && !this.refreshing) {
      this.refreshing = this.load()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.value;
  }

  async load(): Promise<CurrentVersion> {
    const row = await this.db
      .selectFrom('versions')
      .select(['version', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) this.value = { version: row.version, publishedAt: row.created_at };
    this.loadedAt = Date.now();
    return this.value;
  }

  set(version: string, publishedAt: number): void {
    this.value = { version, publishedAt };
    this.loadedAt = Date.now();
  }

  /** Waits for a background re-read in flight (so closing the app does not race it). */
  async settle(): Promise<void> {
    await this.refreshing;
  }
}
