/** The internal meetings page's server calls (common/contract/meetings.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import type { MeetingListBody } from '@common/contract/meetings';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const M = '/v2/meetings';
/** A save or a status change shows in the list, the meeting, its history and everyone's action items. */
const MEETING_VIEWS: readonly EndpointPath[] = [`${M}/list`, `${M}/get`, `${M}/history`, `${M}/actionItem/mine`];

export const useMeetings = (body: MeetingListBody) => useQuery({ ...apiQuery(`${M}/list`, body), select: dataOf });
export const useMeeting = (id: string | null) => useQuery({ ...apiQuery(`${M}/get`, { id: id ?? '' }), select: dataOf, enabled: !!id });
export const useMeetingHistory = (id: string | null) => useQuery({ ...apiQuery(`${M}/history`, { id: id ?? '' }), select: dataOf, enabled: !!id });
export const useMeetingUsers = () => useQuery({ ...apiQuery(`${M}/users`), select: dataOf });
export const useMeetingRoles = () => useQuery({ ...apiQuery(`${M}/roles`), select: dataOf });
export const useMyActionItems = () => useQuery({ ...apiQuery(`${M}/actionItem/mine`), select: dataOf });
export const useMeetingSettings = () => useQuery({ ...apiQuery(`${M}/settings/get`), select: dataOf });

export const useSaveMeeting = () => useMutation(apiMutation(`${M}/save`, { invalidates: MEETING_VIEWS }));
export const useDeleteMeeting = () => useMutation(apiMutation(`${M}/delete`, { invalidates: MEETING_VIEWS }));
export const useSetActionItemStatus = () => useMutation(apiMutation(`${M}/actionItem/status`, { invalidates: MEETING_VIEWS }));
export const useSaveMeetingSettings = () => useMutation(apiMutation(`${M}/settings/set`, { invalidates: [`${M}/settings/get`] }));
export const useExportMarkdown = () => useMutation(apiMutation(`${M}/export/markdown`));
