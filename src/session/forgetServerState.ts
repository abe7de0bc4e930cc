/**
 * Drops every cached server answer when the session ends (logout, expired session), so the next person
 * to log in on this tab never sees the previous user's data. The client is loaded only if the signed-in
 * layout already loaded it: then there is something to forget.
 */
import { runSessionEndHooks } from './sessionEnd';

export function forgetServerState(): void {
  runSessionEndHooks();
  void import('@/services/queryClient').then(({ queryClient }) => queryClient.clear());
}
