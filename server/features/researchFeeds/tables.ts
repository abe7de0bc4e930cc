/** The research feeds' tables (migration 0015_research_feeds); part of server/schema.ts's Database. */

export interface ResearchFeedsTable {
  id: string;
  name: string;
  url: string;
  kind: string;
  publisher: string;
  /** JSON array of product codes. */
  products: string;
  /** JSON array of region names. */
  regions: string;
  language: string;
  cron: string;
  /** 0/1 */
  enabled: number;
  running_run_id: string | null;
  running_since: number | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface ResearchFeedRunsTable {
  id: string;
  feed_id: string;
  trigger: string;
  state: string;
  new_count: number;
  duplicate_count: number;
  bad_count: number;
  message: string;
  /** JSON array of { item, reason }. */
  problems: string;
  actor_name: string;
  started_at: number;
  finished_at: number | null;
}

export interface ResearchFeedTables {
  research_feeds: ResearchFeedsTable;
  research_feed_runs: ResearchFeedRunsTable;
}
