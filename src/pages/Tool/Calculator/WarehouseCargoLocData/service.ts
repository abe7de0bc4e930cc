/**
 * The warehouse and cargo page's server calls: the receipt calls (common/contract/warehouseCargoLocData.ts) and the
 * spec's kpler/* calls, which serve this page (common/contract/datasource.ts; docs/warehouseCargoLocData.md).
 */
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { ReceiptExchange } from '@common/contract/warehouseCargoLocData';
import { LOW_FREQ_PREFIX as LOW } from '@common/contract/paths';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const PRODUCTS = '/v2/warehouseCargoLocData/receipt/products' as const;
const SERIES = '/v2/warehouseCargoLocData/receipt/series' as const;
const KPLER_SEARCH = `${LOW}/source/kpler/search/location` as const;
const KPLER_GENERATE = `${LOW}/source/kpler/generate` as const;
const KPLER_GET = `${LOW}/source/kpler/get` as const;

/** How many locations the search offers at once (the contract's maximum). */
const LOCATION_OPTIONS = 100;

export const useReceiptProducts = () => useQuery({ ...apiQuery(PRODUCTS), select: dataOf });

export const useReceiptSeries = (selected: { exchange: ReceiptExchange; product: string } | null) =>
  useQuery({
    ...apiQuery(SERIES, selected ?? { exchange: 'SHFE', product: '-' }),
    select: dataOf,
    enabled: !!selected,
    placeholderData: keepPreviousData,
  });

export const usePreviewReceipts = () => useMutation(apiMutation('/v2/warehouseCargoLocData/receipt/import/preview'));
export const useCommitReceipts = () => useMutation(apiMutation('/v2/warehouseCargoLocData/receipt/import/commit', { invalidates: [PRODUCTS, SERIES] }));
export const useWriteDemoReceipts = () => useMutation(apiMutation('/v2/warehouseCargoLocData/receipt/demo', { invalidates: [PRODUCTS, SERIES] }));

/** Imported Kpler locations whose name holds the keyword (all of them, most rows first, for an empty one). */
export const useKplerLocations = (keyword: string) =>
  useQuery({ ...apiQuery(KPLER_SEARCH, { keyword: keyword.trim(), limit: LOCATION_OPTIONS }), select: dataOf, placeholderData: keepPreviousData });

export const useGenerateKplerReport = () => useMutation(apiMutation(KPLER_GENERATE));

/** The generated reports, read back by id (a stored report does not change: read once), and the first failure. */
export const useKplerReports = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({ ...apiQuery(KPLER_GET, { id }), staleTime: Number.POSITIVE_INFINITY })),
    combine: (results) => ({ reports: results.flatMap((r) => (r.data ? [r.data.data] : [])), failed: results.find((r) => r.isError)?.error ?? null }),
  });
