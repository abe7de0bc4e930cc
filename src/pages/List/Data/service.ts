/** The data set page's server calls (common/contract/dataSet.ts; docs/dataSet.md). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DataSetDefinition } from '@common/contract/dataSet';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const LIST = '/v2/dataSet/list' as const;
const GET = '/v2/dataSet/get' as const;
/** A saved data set changes what `set:<id>` reads: every series and catalogue query reloads. */
const READERS = [LIST, GET, '/v2/marketData/series', '/v2/marketData/catalog'] as const;

export const useDataSets = () => useQuery({ ...apiQuery(LIST), select: dataOf });

/** One data set with its "used by" list (the editor of a saved one). */
export const useDataSet = (id: string | undefined) => useQuery({ ...apiQuery(GET, { id: id ?? '-' }), select: dataOf, enabled: !!id });

/** The preview of an unsaved definition: the last year of days, read with the caller's rights. */
export const useDataSetPreview = (definition: DataSetDefinition | null) =>
  useQuery({
    ...apiQuery('/v2/dataSet/preview', { definition: definition ?? { inputs: { a: '-' }, transforms: [], unit: '-' } }),
    select: dataOf,
    enabled: definition !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSaveDataSet = () => useMutation(apiMutation('/v2/dataSet/save', { invalidates: READERS }));
export const useRemoveDataSet = () => useMutation(apiMutation('/v2/dataSet/remove', { invalidates: READERS }));
