/**
 * The contract configuration page's server state (/v2/reference/..., docs/market-data/reference.md): products and
 * their versions, contract months, month mappings and dated rates. Each change names what it alters, so the
 * tables reload by themselves.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { HOLIDAYS_CHANGED, RATES_CHANGED } from '@/services/market/paths';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import type { HolidayCalendarId } from '@common/domain/exchangeCalendars';

const R = '/v2/reference';
export const PRODUCT_LIST = `${R}/product/list` as const;
export const PRODUCT_VERSIONS = `${R}/product/versions` as const;
export const PRODUCT_ADD_VERSION = `${R}/product/addVersion` as const;
export const CONTRACT_LIST = `${R}/contract/list` as const;
export const MAPPING_LIST = `${R}/mapping/list` as const;
export const MAPPING_SET = `${R}/mapping/set` as const;
export const RATE_LIST = `${R}/rate/list` as const;
export const RATE_HISTORY = `${R}/rate/history` as const;
export const RATE_ADD = `${R}/rate/add` as const;
export const HOLIDAY_LIST = `${R}/holiday/list` as const;
export const HOLIDAY_ADD = `${R}/holiday/add` as const;
export const HOLIDAY_REMOVE = `${R}/holiday/remove` as const;

export const useProducts = (locale: string) => useQuery({ ...apiQuery(PRODUCT_LIST, { locale }), select: dataOf });

export const useProductVersions = (product: { exchange: string; code: string } | null) =>
  useQuery({ ...apiQuery(PRODUCT_VERSIONS, { exchange: product?.exchange ?? '', code: product?.code ?? '' }), select: dataOf, enabled: !!product });

export const useAddVersion = () => useMutation(apiMutation(PRODUCT_ADD_VERSION, { invalidates: [PRODUCT_LIST, PRODUCT_VERSIONS, CONTRACT_LIST] }));

export const useContracts = (query: { exchange: string; code: string; date: string } | null) =>
  useQuery({ ...apiQuery(CONTRACT_LIST, query ?? { exchange: '', code: '' }), select: dataOf, enabled: !!query });

export const useMappings = () => useQuery({ ...apiQuery(MAPPING_LIST), select: dataOf });
export const useSetMapping = () => useMutation(apiMutation(MAPPING_SET, { invalidates: [MAPPING_LIST] }));

export const useRates = () => useQuery({ ...apiQuery(RATE_LIST, {}), select: dataOf });
export const useRateHistory = (key: string | null) => useQuery({ ...apiQuery(RATE_HISTORY, { key: key ?? '' }), select: dataOf, enabled: !!key });
/** A new rate also changes the spreads that use it (their explanation and series). */
export const useAddRate = () => useMutation(apiMutation(RATE_ADD, { invalidates: [RATE_LIST, RATE_HISTORY, ...RATES_CHANGED] }));

export const useHolidays = (calendar: HolidayCalendarId) => useQuery({ ...apiQuery(HOLIDAY_LIST, { calendar }), select: dataOf });
/** A holiday changes last trading days, roll schedules and trading days per year wherever they are shown. */
export const useAddHoliday = () => useMutation(apiMutation(HOLIDAY_ADD, { invalidates: HOLIDAYS_CHANGED }));
export const useRemoveHoliday = () => useMutation(apiMutation(HOLIDAY_REMOVE, { invalidates: HOLIDAYS_CHANGED }));
