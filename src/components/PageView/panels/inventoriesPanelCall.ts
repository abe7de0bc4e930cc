/**
 * The inventories panel's call: POST /v2/marketData/inventories (common/contract/marketData.ts) through the query
 * layer. Stock reports are weekly: the answer stays fresh for a minute, and a data-source import reloads it at once
 * (its path is in BARS_CHANGED, src/services/market/paths.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PanelOf } from '@common/contract/pageSpec';
import { INVENTORIES_PATH } from '@/services/market/paths';
import { apiQuery, dataOf } from '@/services/query';

const FRESH_MS = 60_000;

/** The call for the panel's ids (the page asks it ahead: panelQueries.ts). */
export const inventoriesQuery = (panel: PanelOf<'inventories'>) => ({
  ...apiQuery(INVENTORIES_PATH, { ids: panel.series.map((s) => s.id), ...(panel.years ? { years: panel.years } : {}) }),
  staleTime: FRESH_MS,
});

export function useInventories(panel: PanelOf<'inventories'>) {
  return useQuery({ ...inventoriesQuery(panel), select: dataOf, placeholderData: keepPreviousData });
}
