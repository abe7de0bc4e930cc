/**
 * Kysely table types. Portable across SQLite and PostgreSQL: text ids, epoch-millisecond `bigint` columns
 * read as JS numbers, JSON as text, booleans as integer 0/1 (migration 0001_core).
 */
import type { ReferenceTables } from './features/reference/tables';
import type { MarketDataTables } from './features/marketData/tables';
import type { FeedTables } from './features/feeds/tables';
import type { StrategyTables } from './features/strategy/tables';
import type { WatchlistTables } from './features/board/tables';
import type { TradeRecordTables } from './features/tradeRecord/tables';
import type { DataSourceTables } from './features/datasource/tables';
// backtesting (issue 10)
import type { BacktestingTables } from './features/backtesting/tables';
import type { ResearchTables } from './features/library/tables';
import type { CalendarTables } from './features/events/tables';
// researchFeeds (issue 11)
import type { ResearchFeedTables } from './features/researchFeeds/tables';
// outlook area (issue 11)
import type { OutlookTables } from './features/outlook/tables';
import type { MeetingTables } from './features/meetings/tables';
// warehouseCargoLocData (issue 21)
import type { WarehouseReceiptTables } from './features/warehouseCargoLocData/tables';
// spotTradeRecord (issue 21): the MOC window records, created by 0001_core when the setting area owned them
import type { SpotTradeRecordTables } from './features/spotTradeRecord/tables';
import type { NotificationTables } from './features/notifications/tables';
import type { PageDigestTables } from './features/pageDigest/tables';
import type { BuilderTables } from './features/builder/tables';
import type { DataSetTables } from './features/dataSet/tables';
import type { SubscribeTables } from './features/subscribe/tables';
import type { AssistantTables } from './features/assistant/tables';
import type { OptionSettlementTables } from './features/futOptCrossSectionData/tables';
import type { PositionTables } from './features/position/tables';

export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username: names are unique regardless of case, and log-in ignores case. */
  username_key: string;
  name: string;
  phone: string | null;
  password_hash: string;
  role: string;
  /** JSON text: granted route paths, normalised with withAncestors. Ignored for administrators (they hold every path). */
  access_paths: string;
  disabled: number;
  /** 1 while a self-registered account waits for an administrator's approval (REGISTRATION_MODE=approval). */
  pending: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

export interface SessionsTable {
  id: string;
  /** sha256 (hex) of the opaque bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  /** Absolute expiry; the idle expiry is last_seen_at + idle window. */
  expires_at: number;
  user_agent: string;
  ip: string;
}

/** One pending login code per phone. */
export interface CaptchasTable {
  phone: string;
  /** HMAC-SHA256(secretKey, phone:code), hex. */
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_id: string | null;
  target_name: string;
  detail: string;
}

export interface FilesTable {
  id: string;
  owner_id: string;
  owner_name: string;
  /** The uploader's file name, kept as metadata only (never part of a storage path). */
  name: string;
  /** Object key in the store: the random id plus a vetted extension. */
  storage_key: string;
  storage: 'local' | 's3';
  size: number;
  content_type: string;
  /** 'pending' until the bytes arrive (local storage), then 'ready'. */
  state: 'pending' | 'ready';
  created_at: number;
}

/** Named configuration values with validity dates (getConfigValue). */
export interface ConfigValuesTable {
  name: string;
  /** YYYY-MM-DD; the value applies from this day until the next row of the same name. */
  valid_from: string;
  /** JSON text. */
  value: string;
  unit: string;
  description: string;
  source: string;
}

export interface VersionsTable {
  id: string;
  version: string;
  note: string;
  author_id: string | null;
  author_name: string;
  created_at: number;
}

/** The roles an administrator may give (migration 0004_roles); a role containing 'admin' is an administrator. */
export interface RolesTable {
  name: string;
  created_at: number;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  audit_log: AuditLogTable;
  files: FilesTable;
  config_values: ConfigValuesTable;
  versions: VersionsTable;
  roles: RolesTable;
}

export interface Database
  extends CoreTables,
    DataSourceTables,
    ReferenceTables,
    MarketDataTables,
    FeedTables,
    StrategyTables,
    WatchlistTables,
    TradeRecordTables,
    BacktestingTables,
    ResearchTables,
    CalendarTables,
    ResearchFeedTables,
    OutlookTables,
    MeetingTables,
    NotificationTables,
    PageDigestTables,
    OptionSettlementTables,
    PositionTables,
    WarehouseReceiptTables,
    SpotTradeRecordTables,
    BuilderTables,
    DataSetTables,
    SubscribeTables,
    AssistantTables {}
