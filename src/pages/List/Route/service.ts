/** `/list/route`'s server state: the routes the user manages, the pages to publish, and who to publish for. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const useRoutes = () => useQuery({ ...apiQuery('/v2/builder/route/list'), select: dataOf });
export const usePages = () => useQuery({ ...apiQuery('/v2/builder/page/list'), select: dataOf });
/** Roles and users by name are administrators' calls; others publish for roles and user ids they type. */
export const useRoles = (enabled: boolean) => useQuery({ ...apiQuery('/v1/user/role/list'), select: dataOf, enabled });
export const useUserOptions = (keyword: string, enabled: boolean) =>
  useQuery({ ...apiQuery('/v1/user/search/userOption', { keyword, current: 1, pageSize: 50 }), select: (e) => e.data.list, enabled });

const CHANGES = { invalidates: ['/v2/builder/route/list', '/v2/builder/report/list'] as const };
export const usePublish = () => useMutation(apiMutation('/v2/builder/route/save', CHANGES));
export const useUnpublish = () => useMutation(apiMutation('/v2/builder/route/remove', CHANGES));
