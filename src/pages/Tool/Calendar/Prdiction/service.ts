/** The outlook page's server calls (common/contract/outlook.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** A forecast or a method choice changes the rows, the scores and the history. */
const VIEWS: readonly EndpointPath[] = ['/v2/outlook/events', '/v2/outlook/scores', '/v2/outlook/history'];

export const useOutlookEvents = () => useQuery({ ...apiQuery('/v2/outlook/events', {}), select: dataOf });
export const useEventKeys = () => useQuery({ ...apiQuery('/v2/outlook/keys'), select: dataOf });
export const useSaveForecast = () => useMutation(apiMutation('/v2/outlook/forecast/save', { invalidates: VIEWS }));
export const useDeleteForecast = () => useMutation(apiMutation('/v2/outlook/forecast/delete', { invalidates: VIEWS }));
export const useScores = (eventKey: string) => useQuery({ ...apiQuery('/v2/outlook/scores', { eventKey }), select: dataOf, enabled: !!eventKey });
