/** The feeds area's tables (migration 0007_feeds); part of server/schema.ts's Database. */

/** A publisher key: an external gateway's credential for POST /v2/feeds/push. Only the secret's SHA-256 is kept. */
export interface FeedPublisherKeysTable {
  id: string;
  name: string;
  /** sha-256 hex of the secret (server/infra/auth/tokens.ts hashToken), unique. */
  hash: string;
  created_by: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

/** An administrator's choice of a product's feed; wins over FEED_ASSIGN and FEEDS_DEFAULT. */
export interface FeedAssignmentsTable {
  /** `SHFE.FU` */
  product: string;
  feed: string;
  updated_by: string;
  updated_at: number;
}

export interface FeedTables {
  feed_publisher_keys: FeedPublisherKeysTable;
  feed_assignments: FeedAssignmentsTable;
}
