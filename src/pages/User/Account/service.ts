/** The account page's server state: the own sessions, changing the password, signing out the other sessions. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const SESSIONS = '/v1/user/session/list';

export function useSessions() {
  return useQuery({ ...apiQuery(SESSIONS), select: dataOf });
}

/** A new password signs out the account's other sessions. */
export function useChangePassword() {
  return useMutation(apiMutation('/v1/user/edit/password', { invalidates: [SESSIONS] }));
}

export function useRevokeOtherSessions() {
  return useMutation(apiMutation('/v1/user/session/revokeOthers', { invalidates: [SESSIONS] }));
}
