/**
 * The nine data sources and their defaults: schedule (cron), freshness thresholds and the layout of the
 * files their CSV-import connector reads. These are defaults only: an administrator can change cron,
 * enabled and thresholds per source through `source/update/status`, and the stored values win.
 */
import { SOURCE_NAMES, type SourceName } from '../../../common/contract/datasource';
import { CFTC_RELEASE, type ReleaseRule } from '../../../common/domain/releaseDating';

/** The layout a source's CSV files follow (docs/datasources.md). */
export type CsvLayout = 'series' | 'kpler';

export interface SourceDefinition {
  name: SourceName;
  /** Vendor or feed name shown to people. */
  label: string;
  /** How often the vendor publishes; explains the defaults below. */
  cadence: 'hourly' | 'daily' | 'weekly';
  cron: string;
  warnAfterHours: number;
  errorAfterHours: number;
  layout: CsvLayout;
  /**
   * When a value dated "as of" a day is published (weekly and monthly statistics): observations are stored at their
   * release, so backtests never see them earlier (issue 18). Absent: known on its own date (daily prices).
   */
  release?: ReleaseRule;
}

/**
 * Daily feeds warn after 26-30 h (a day plus the vendor's usual delay) and turn ERROR after a weekend plus a day;
 * Kpler refreshes hourly; CFTC publishes weekly (Tuesday positions, released Friday US time = Saturday morning here),
 * so it warns after 8 days.
 */
export const SOURCE_DEFINITIONS: Record<SourceName, SourceDefinition> = {
  wind: { name: 'wind', label: 'Wind', cadence: 'daily', cron: '0 18 * * *', warnAfterHours: 26, errorAfterHours: 74, layout: 'series' },
  bloomberg: { name: 'bloomberg', label: 'Bloomberg', cadence: 'daily', cron: '0 7 * * *', warnAfterHours: 26, errorAfterHours: 74, layout: 'series' },
  curveSeries: {
    name: 'curveSeries',
    label: 'Forward curves',
    cadence: 'daily',
    cron: '30 18 * * *',
    warnAfterHours: 28,
    errorAfterHours: 76,
    layout: 'series',
  },
  platts: { name: 'platts', label: 'S&P Global Platts', cadence: 'daily', cron: '0 19 * * *', warnAfterHours: 30, errorAfterHours: 78, layout: 'series' },
  mySteel: { name: 'mySteel', label: 'Mysteel', cadence: 'daily', cron: '0 17 * * *', warnAfterHours: 30, errorAfterHours: 78, layout: 'series' },
  kpler: { name: 'kpler', label: 'Kpler', cadence: 'hourly', cron: '5 * * * *', warnAfterHours: 2, errorAfterHours: 6, layout: 'kpler' },
  ccf: { name: 'ccf', label: 'CCF (China Chemical Fibre)', cadence: 'daily', cron: '0 18 * * *', warnAfterHours: 30, errorAfterHours: 78, layout: 'series' },
  cftc: {
    name: 'cftc',
    label: 'CFTC Commitments of Traders',
    cadence: 'weekly',
    cron: '0 6 * * 6',
    warnAfterHours: 8 * 24,
    errorAfterHours: 15 * 24,
    layout: 'series',
    release: CFTC_RELEASE,
  },
  smm: { name: 'smm', label: 'SMM (Shanghai Metals Market)', cadence: 'daily', cron: '0 17 * * *', warnAfterHours: 30, errorAfterHours: 78, layout: 'series' },
};

export { SOURCE_NAMES };
export type { SourceName };
