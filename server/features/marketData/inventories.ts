/**
 * POST /v2/marketData/inventories: stock series by series id, wherever a source the caller may read holds them, each
 * with its latest value against the same time of year before (common/domain/weeklyStocks.ts). The catalogue says which
 * `ds:` addresses the caller may read; the resolver reads them with the same access check as any series call.
 */
import { INVENTORY_YEARS_DEFAULT, type CatalogEntry, type InventoriesBody, type InventoriesData, type InventoryRow } from '../../../common/contract/marketData';
import { stockAgainstYears } from '../../../common/domain/weeklyStocks';
import type { AuthUser } from '../../infra/auth/authUser';
import type { MarketSeriesResolver } from './seriesResolver';

const DAY_MS = 86_400_000;
/** Every stored point of the years compared (a weekly series holds 53 a year; a daily one about 260). */
const MAX_POINTS = 100_000;

/** The catalogue's `ds:<source>:<id>` entry with the newest data for `id` (the first source on a tie), or undefined. */
export function newestSourceOf(entries: readonly CatalogEntry[], id: string): CatalogEntry | undefined {
  let best: CatalogEntry | undefined;
  for (const entry of entries) {
    if (entry.kind !== 'ds' || entry.address.slice(entry.address.indexOf(':', 3) + 1) !== id) continue;
    if (!best || (entry.last ?? Number.NEGATIVE_INFINITY) > (best.last ?? Number.NEGATIVE_INFINITY)) best = entry;
  }
  return best;
}

const missing = (id: string): InventoryRow => ({
  id,
  address: null,
  name: id,
  unit: '',
  source: '',
  demo: false,
  ts: null,
  value: null,
  previousTs: null,
  change: null,
  average: null,
  min: null,
  max: null,
  years: 0,
  vsAverage: null,
});

export async function inventoriesOf(
  series: Pick<MarketSeriesResolver, 'catalog' | 'resolve'>,
  user: AuthUser,
  body: InventoriesBody,
  locale: string,
): Promise<InventoriesData> {
  const years = body.years ?? INVENTORY_YEARS_DEFAULT;
  const catalog = await series.catalog(user, locale);
  const rows = await Promise.all(
    body.ids.map(async (id): Promise<InventoryRow> => {
      const entry = newestSourceOf(catalog, id);
      if (!entry) return missing(id);
      const base = { ...missing(id), address: entry.address, name: entry.name, unit: entry.unit, source: entry.source, demo: entry.demo };
      if (entry.last === null) return base;
      // A week of slack before the earliest year, for the nearest report to that date.
      const from = entry.last - (years * 366 + 7) * DAY_MS;
      const data = await series.resolve(user, entry.address, { from, to: entry.last, interval: '1d', maxPoints: MAX_POINTS });
      const figures = stockAgainstYears(data.points, years);
      return figures ? { ...base, unit: data.unit, source: data.source, demo: data.demo, ...figures } : base;
    }),
  );
  return { years, rows };
}
