/**
 * The mock's in-memory state: one object shared by every mock file (Umi loads them in one pass, so
 * they import the same module instance). Everything is built by `createInitialState`, which
 * POST /__mock/reset calls again: ids and tokens come from counters, so the same calls give the
 * same answers after a reset.
 */
import type { Static } from '@sinclair/typebox';
import {
  SOURCE_NAMES,
  UPDATABLE_SOURCES,
  type ConnectorStatus,
  type HealthState,
  type KplerReport,
  type RunRecord,
  type SourceName,
} from '../../common/contract/finData';
import type { MocTradeRecord, VersionRecord } from '../../common/contract/setting';
import type { AuditEntry } from '../../common/contract/user';
import { SEED_ACCOUNTS, type Scenario } from './accounts';
import { MOCK_CONNECTOR_DEFAULTS, MOCK_CONNECTOR_NAME, MOCK_CONNECTOR_NOTE, MOCK_HEALTH, MOCK_SEEDED_RUN_MESSAGE, hoursAgo } from './dataSources';

/** Local build version of the web app (spec section 9); the server starts from the same value. */
export const INITIAL_VERSION = process.env.UMI_APP_BUILD_VERSION || '20250401.3';
/** Creation time given to the built-in accounts and the first version record (2025-04-01T00:00:00Z). */
export const SEED_TIME = Date.UTC(2025, 3, 1);
export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
export const UPLOAD_TOKEN_LIFETIME_MS = 10 * 60_000;

export interface MockUser {
  id: string;
  username: string;
  name: string;
  phone: string | null;
  role: string;
  password: string;
  /** Granted gated paths, normalised with their ancestors; ignored for administrators. */
  paths: string[];
  disabled: boolean;
  createdAt: number;
  lastLoginAt: number | null;
  failedLogins: number;
  scenario?: Scenario;
}

export interface MockSession {
  id: string;
  token: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string;
  ip: string;
  revoked: boolean;
  /** Set by POST /__mock/sessions/expire: the token answers 401 from then on. */
  expired: boolean;
}

export interface MockFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  ownerId: string;
  ownerName: string;
  createdAt: number;
  bytes: Buffer;
}

export interface PendingUpload {
  fileId: string;
  uploadToken: string;
  ownerId: string;
  filename: string;
  /** Declared size: the upload must send exactly this many bytes (as on the server). */
  size: number;
  contentType: string;
  expiresAt: number;
  /** Set once the bytes arrived: the address cannot be used twice. */
  done: boolean;
}

export interface MockHealthEntry {
  state: HealthState;
  message: string;
  lastUpdate: number | null;
  checkedAt: number | null;
}

export interface MockState {
  startedAt: number;
  counters: Record<string, number>;
  users: MockUser[];
  sessions: MockSession[];
  /** Phone -> wrong attempts, for phones with a pending code (the code is always MOCK_CAPTCHA). */
  captchaSent: Map<string, number>;
  files: MockFile[];
  uploads: PendingUpload[];
  version: string;
  versions: VersionRecord[];
  audit: AuditEntry[];
  mocTrades: Map<string, MocTradeRecord>;
  health: Record<SourceName, MockHealthEntry>;
  /** Set by POST /__mock/health: checkHealth fails (HTTP 500) for everyone. */
  healthFailsForAll: boolean;
  connectors: Record<SourceName, ConnectorStatus>;
  runs: RunRecord[];
  kplerReports: Static<typeof KplerReport>[];
  /** Stands in for the data index cache that dbIndexCache/reset clears: search keyword -> result size. */
  indexCache: Map<string, number>;
}

/** Next id of a kind: `user-1`, `session-3`, ... */
export function nextId(state: MockState, kind: string): string {
  state.counters[kind] = (state.counters[kind] ?? 0) + 1;
  return `${kind}-${state.counters[kind]}`;
}

export function createInitialState(now = Date.now()): MockState {
  const state: MockState = {
    startedAt: now,
    counters: {},
    users: [],
    sessions: [],
    captchaSent: new Map(),
    files: [],
    uploads: [],
    version: INITIAL_VERSION,
    versions: [],
    audit: [],
    mocTrades: new Map(),
    health: {} as MockState['health'],
    healthFailsForAll: false,
    connectors: {} as MockState['connectors'],
    runs: [],
    kplerReports: [],
    indexCache: new Map(),
  };
  for (const a of SEED_ACCOUNTS) {
    state.users.push({
      id: nextId(state, 'user'),
      username: a.username,
      name: a.name,
      phone: a.phone,
      role: a.role,
      password: a.password,
      paths: [...a.paths],
      disabled: false,
      createdAt: SEED_TIME,
      lastLoginAt: null,
      failedLogins: 0,
      scenario: a.scenario,
    });
  }
  state.versions.push({
    id: nextId(state, 'version'),
    version: INITIAL_VERSION,
    note: 'Initial version (mock)',
    authorId: null,
    authorName: 'system',
    createdAt: SEED_TIME,
  });
  for (const source of SOURCE_NAMES) {
    const h = MOCK_HEALTH[source];
    const lastUpdate = hoursAgo(now, h.updatedHoursAgo);
    state.health[source] = { state: h.state, message: h.message, lastUpdate, checkedAt: h.state === 'UNKNOWN' ? null : now };
    state.connectors[source] = {
      source,
      connector: MOCK_CONNECTOR_NAME,
      enabled: true,
      hasCredentials: false,
      ...MOCK_CONNECTOR_DEFAULTS[source],
      note: MOCK_CONNECTOR_NOTE,
      lastUpdate,
    };
  }
  // One earlier scheduled run per updatable source that has "updated", so history and trace show rows.
  const seeded = UPDATABLE_SOURCES.filter((s) => state.health[s].lastUpdate !== null);
  for (const source of newestLast(seeded, (s) => state.health[s].lastUpdate!)) {
    const at = state.health[source].lastUpdate!;
    state.runs.push({
      id: nextId(state, 'run'),
      source,
      trigger: 'schedule',
      state: 'success',
      message: MOCK_SEEDED_RUN_MESSAGE,
      rows: 0,
      startedAt: at,
      finishedAt: at,
      actorName: 'scheduler',
    });
  }
  return state;
}

function newestLast<T>(items: T[], at: (item: T) => number): T[] {
  return [...items].sort((a, b) => at(a) - at(b));
}

let current: MockState = createInitialState();

export const mockState = (): MockState => current;

/** Back to the initial state (POST /__mock/reset and the contract suite's reset). */
export function resetMockState(): MockState {
  current = createInitialState();
  return current;
}
