/** The daily page digests (migration 0022_page_digests); part of server/schema.ts's Database. */
export interface PageDigestsTable {
  user_id: string;
  page: string;
  hour: number;
  time_zone: string;
  last_sent_day: string | null;
  created_at: number;
  /** 0030_subscriptions: the weekday (0 Sunday) of a weekly digest; null: daily. */
  weekday: number | null;
}

export interface PageDigestTables {
  page_digests: PageDigestsTable;
}
