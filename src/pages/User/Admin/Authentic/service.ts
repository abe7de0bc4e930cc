/** The permission page's server state: one user's stored pages, replacing them, copying them to others. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const ACCESS = '/v1/user/access/get';

export function useUserAccess(userId: string) {
  return useQuery({ ...apiQuery(ACCESS, { userId }), select: dataOf });
}

/** The server answers with what it stored: that becomes the user's cached access at once. */
export function useSetUserAccess() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation('/v1/user/access/set', { invalidates: [ACCESS] }),
    onSuccess: (envelope, { userId }) => client.setQueryData(apiQuery(ACCESS, { userId }).queryKey, envelope),
  });
}

/** Copying replaces the targets' pages. */
export function useCopyUserAccess() {
  return useMutation(apiMutation('/v1/user/access/copy', { invalidates: [ACCESS] }));
}
