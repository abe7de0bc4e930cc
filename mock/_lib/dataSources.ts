/**
 * Fixed data-source values of the mock. These are MOCK VALUES for QA of the screens: no vendor is
 * contacted and nothing here is market data. mock/README.md lists the same table.
 */
import type { HealthState, SourceName } from '../../common/contract/finData';

const HOUR = 3_600_000;

export interface MockHealth {
  state: HealthState;
  message: string;
  /** How long before the mock's start (or last reset) the source was "updated"; null = never. */
  updatedHoursAgo: number | null;
}

/** Health shown by checkHealth: one of each state so every colour of the header strip appears. */
export const MOCK_HEALTH: Record<SourceName, MockHealth> = {
  wind: { state: 'OK', message: 'Mock value: fresh (updated 2 h ago)', updatedHoursAgo: 2 },
  bloomberg: { state: 'WARN', message: 'Mock value: stale (updated 40 h ago)', updatedHoursAgo: 40 },
  curveSeries: { state: 'OK', message: 'Mock value: fresh (updated 3 h ago)', updatedHoursAgo: 3 },
  platts: { state: 'OK', message: 'Mock value: fresh (updated 1 h ago)', updatedHoursAgo: 1 },
  mySteel: { state: 'WARN', message: 'Mock value: stale (updated 36 h ago)', updatedHoursAgo: 36 },
  kpler: { state: 'UNKNOWN', message: 'Mock value: never checked', updatedHoursAgo: null },
  ccf: { state: 'OK', message: 'Mock value: fresh (updated 5 h ago)', updatedHoursAgo: 5 },
  cftc: { state: 'ERROR', message: 'Mock value: last run failed (updated 20 days ago)', updatedHoursAgo: 480 },
  smm: { state: 'UNKNOWN', message: 'Mock value: never checked', updatedHoursAgo: null },
};

export const hoursAgo = (now: number, hours: number | null) => (hours === null ? null : now - hours * HOUR);

interface ConnectorDefaults {
  cron: string;
  warnAfterHours: number;
  errorAfterHours: number;
}

/** Schedules and freshness thresholds from each source's cadence (CFTC weekly, Kpler hourly, others daily). */
export const MOCK_CONNECTOR_DEFAULTS: Record<SourceName, ConnectorDefaults> = {
  wind: { cron: '0 18 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  bloomberg: { cron: '30 18 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  curveSeries: { cron: '0 19 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  platts: { cron: '45 16 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  mySteel: { cron: '0 17 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  kpler: { cron: '0 * * * *', warnAfterHours: 3, errorAfterHours: 12 },
  ccf: { cron: '0 16 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
  cftc: { cron: '0 6 * * 6', warnAfterHours: 192, errorAfterHours: 336 },
  smm: { cron: '30 17 * * 1-5', warnAfterHours: 30, errorAfterHours: 72 },
};

export const MOCK_CONNECTOR_NAME = 'mock';
export const MOCK_CONNECTOR_NOTE = 'Mock connector: no vendor is contacted and no data is imported';
/** Message of the run record every mock update call appends. */
export const MOCK_RUN_MESSAGE = 'Mock run: no vendor contacted, nothing imported';
/** Message of the scheduled runs the mock starts with. */
export const MOCK_SEEDED_RUN_MESSAGE = 'Mock run (seeded at start): no vendor contacted, nothing imported';

/** Mock Kpler imports (labelled "(mock)"): a month of daily volumes per location and product. */
export interface MockKplerRow {
  date: string;
  location: string;
  product: string;
  volume: number;
}

const KPLER_LOCATIONS = ['Singapore (mock)', 'Fujairah (mock)', 'Rotterdam (mock)', 'Zhoushan (mock)'];
const KPLER_PRODUCTS = ['Fuel oil (mock)', 'LPG (mock)'];

/** Deterministic volumes (a simple formula, not observed data) for 2025-03-01..2025-03-31. */
export const MOCK_KPLER_ROWS: MockKplerRow[] = KPLER_LOCATIONS.flatMap((location, li) =>
  KPLER_PRODUCTS.flatMap((product, pi) =>
    Array.from({ length: 31 }, (_, d) => ({
      date: `2025-03-${String(d + 1).padStart(2, '0')}`,
      location,
      product,
      volume: 100 + li * 40 + pi * 15 + ((d * 37) % 50),
    })),
  ),
);
