/** The outlook page's server calls (common/contract/outlook.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BodyOf, EndpointPath } from '@common/contract/endpoints';
import { callOk } from '@/services/call';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** A forecast or a method choice changes the rows, the scores and the history. */
const VIEWS: readonly EndpointPath[] = ['/v2/outlook/events', '/v2/outlook/scores', '/v2/outlook/history'];

export const useOutlookEvents = () => useQuery({ ...apiQuery('/v2/outlook/events', {}), select: dataOf });
export const useEventKeys = () => useQuery({ ...apiQuery('/v2/outlook/keys'), select: dataOf });
export const useSaveForecast = () => useMutation(apiMutation('/v2/outlook/forecast/save', { invalidates: VIEWS }));
export const useDeleteForecast = () => useMutation(apiMutation('/v2/outlook/forecast/delete', { invalidates: VIEWS }));
export const useScores = (eventKey: string) => useQuery({ ...apiQuery('/v2/outlook/scores', { eventKey }), select: dataOf, enabled: !!eventKey });
export const useHistory = (eventKey: string) => useQuery({ ...apiQuery('/v2/outlook/history', { eventKey }), select: dataOf, enabled: !!eventKey });
export const useSetMethod = () => useMutation(apiMutation('/v2/outlook/method/set', { invalidates: VIEWS }));

/**
 * One event-study run. A run reads a series around every past release and can take a while, so it is a mutation
 * the user starts and may cancel: `cancel` aborts the request (the browser drops it; the request layer ignores the
 * cancellation) and clears the state. A new run or leaving the page aborts the one still going.
 */
export function useStudyRun() {
  const controller = useRef<AbortController | null>(null);
  const run = useMutation({
    mutationKey: ['/v2/outlook/study'],
    mutationFn: async (body: BodyOf<'/v2/outlook/study'>) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      return (await callOk('/v2/outlook/study', body, { signal: own.signal })).data;
    },
  });
  useEffect(() => () => controller.current?.abort(), []);
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    run.reset();
  };
  return { run, cancel };
}
