/** The holdings page's server calls (common/contract/position.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CotSeriesBody, RankingDayBody, RankingMemberBody, RankingNetTopBody } from '@common/contract/position';
import type { EndpointPath } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const COT_VIEWS: readonly EndpointPath[] = ['/v2/position/cot/markets', '/v2/position/cot/series'];
const RANKING_VIEWS: readonly EndpointPath[] = [
  '/v2/position/ranking/catalog',
  '/v2/position/ranking/day',
  '/v2/position/ranking/netTop',
  '/v2/position/ranking/member',
];

export const useCotMarkets = () => useQuery({ ...apiQuery('/v2/position/cot/markets'), select: dataOf });
export const useCotSeries = (body: CotSeriesBody | null) =>
  useQuery({ ...apiQuery('/v2/position/cot/series', body ?? { layout: 'legacy', marketCode: '-', lookback: 2 }), select: dataOf, enabled: !!body });
export const usePreviewCot = () => useMutation(apiMutation('/v2/position/cot/preview'));
export const useImportCot = () => useMutation(apiMutation('/v2/position/cot/import', { invalidates: COT_VIEWS }));

export const useRankingCatalog = () => useQuery({ ...apiQuery('/v2/position/ranking/catalog'), select: dataOf });
export const useRankingDay = (body: RankingDayBody | null) =>
  useQuery({ ...apiQuery('/v2/position/ranking/day', body ?? { exchange: 'SHFE', contract: 'X0000' }), select: dataOf, enabled: !!body });
export const useNetTop = (body: RankingNetTopBody | null) =>
  useQuery({ ...apiQuery('/v2/position/ranking/netTop', body ?? { exchange: 'SHFE', contract: 'X0000' }), select: dataOf, enabled: !!body });
export const useMemberPositions = (body: RankingMemberBody | null) =>
  useQuery({ ...apiQuery('/v2/position/ranking/member', body ?? { member: '-' }), select: dataOf, enabled: !!body });
export const usePreviewRanking = () => useMutation(apiMutation('/v2/position/ranking/preview'));
export const useImportRanking = () => useMutation(apiMutation('/v2/position/ranking/import', { invalidates: RANKING_VIEWS }));
export const useDemoRankings = () => useMutation(apiMutation('/v2/position/ranking/demo', { invalidates: RANKING_VIEWS }));
