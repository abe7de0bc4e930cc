/**
 * A published report as one reader sees it (POST /v2/builder/report/get): each panel's series read through the
 * shared series resolver under the reader's own rights, at read time. A series the reader may not read comes back
 * without points (`withheld: 'forbidden'`), an address that names no series likewise (`'unknown'`); nothing else
 * about it leaves the server (no unit, no source). The other series of the panel and of the page render.
 */
import type { ReportPanel, ReportSeries } from '../../../common/contract/builder';
import type { Interval } from '../../../common/contract/marketData';
import { HISTORY_DEFAULT_INTERVAL, HISTORY_DEFAULT_RANGE, type PanelSpec } from '../../../common/contract/pageSpec';
import type { AuthUser } from '../../infra/auth/authUser';
import { ApiError } from '../../infra/http/apiError';
import type { SeriesResolver } from '../../infra/market/ports';
import { parseAddress } from '../../../common/market/address';
import { addressesOfPanel, fillPanelVariables } from './panelAddresses';

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
/** Points per series in a report (the resolver reduces longer series with LTTB). */
export const REPORT_MAX_POINTS = 1000;

/**
 * The window a panel's series are read over: a history panel's own (its range, else the page's time range, else the
 * defaults in pageSpec.ts), else a year of days.
 */
function windowOf(panel: PanelSpec, now: number): { from: number; to: number; interval: Interval } {
  if (panel.kind !== 'history') return { from: now - YEAR, to: now, interval: '1d' };
  const interval = panel.interval ?? HISTORY_DEFAULT_INTERVAL;
  const range = panel.range ?? HISTORY_DEFAULT_RANGE;
  const back = interval === '1d' ? (range.years ?? HISTORY_DEFAULT_RANGE.years) * YEAR : (range.days ?? HISTORY_DEFAULT_RANGE.days) * DAY;
  return { from: now - back, to: now, interval };
}

const withheld = (address: string, why: 'forbidden' | 'unknown'): ReportSeries => ({ address, unit: '', demo: false, points: null, withheld: why });

async function readSeries(series: SeriesResolver, user: AuthUser, address: string, window: ReturnType<typeof windowOf>): Promise<ReportSeries> {
  // As the resolver answers: a malformed address is unknown; a well-formed one the reader may not read is forbidden,
  // whether or not it exists (so a withheld series says nothing about what is stored).
  if (!(await series.canRead(user, address))) return withheld(address, parseAddress(address) ? 'forbidden' : 'unknown');
  try {
    const data = await series.resolve(user, address, { ...window, maxPoints: REPORT_MAX_POINTS });
    return { address, unit: data.unit, demo: data.demo, points: data.points };
  } catch (err) {
    if (err instanceof ApiError) return withheld(address, err.error === 'forbidden' ? 'forbidden' : 'unknown');
    throw err;
  }
}

export async function reportPanels(
  series: SeriesResolver,
  user: AuthUser,
  panels: readonly PanelSpec[],
  variables: Readonly<Record<string, string>>,
  now: number,
): Promise<ReportPanel[]> {
  return Promise.all(
    panels.map(async (stored) => {
      // Variables filled as report/spec fills them (addresses, texts, the page's time range).
      const panel = fillPanelVariables(stored, variables);
      const window = windowOf(panel, now);
      const addresses = addressesOfPanel(panel);
      return { id: panel.id, kind: panel.kind, series: await Promise.all(addresses.map((a) => readSeries(series, user, a, window))) };
    }),
  );
}
