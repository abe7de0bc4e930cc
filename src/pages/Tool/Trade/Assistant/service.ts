/**
 * The assistant page's server state (docs/adding-a-feature.md, docs/assistant.md "The page"): usage today, the
 * caller's conversations, the provider settings and prices (administrators), and the builder page "open as report" creates.
 * The chat stream itself is not an envelope call: chatTransport.ts.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const CONVERSATION_CALLS = ['/v2/assistant/conversation/list', '/v2/assistant/conversation/get'] as const;
/** What a finished turn changes besides its conversation (read again by the chat panel itself): usage and the list. */
export const TURN_CHANGES = ['/v2/assistant/usage', '/v2/assistant/conversation/list'] as const;

export const useUsage = () => useQuery({ ...apiQuery('/v2/assistant/usage'), select: dataOf });

export const useConversations = (enabled: boolean) => useQuery({ ...apiQuery('/v2/assistant/conversation/list'), select: dataOf, enabled });

/** One conversation with its messages; off until one is chosen. */
export const useConversation = (id: string | null) =>
  useQuery({ ...apiQuery('/v2/assistant/conversation/get', { id: id ?? '' }), select: dataOf, enabled: !!id });

export const useRenameConversation = () => useMutation(apiMutation('/v2/assistant/conversation/rename', { invalidates: CONVERSATION_CALLS }));
export const useDeleteConversation = () => useMutation(apiMutation('/v2/assistant/conversation/delete', { invalidates: CONVERSATION_CALLS }));
export const useExportConversation = () => useMutation(apiMutation('/v2/assistant/conversation/export'));

/** Administrators only (the call is theirs). */
export const useProvider = (enabled: boolean) => useQuery({ ...apiQuery('/v2/assistant/provider/get'), select: dataOf, enabled });
export const useSaveProvider = () =>
  useMutation(apiMutation('/v2/assistant/provider/set', { invalidates: ['/v2/assistant/provider/get', '/v2/assistant/usage'] }));
/** Prices and the daily cost limit: the provider answered again, and usage (cost figures, what is left) changes. */
export const useSavePricing = () =>
  useMutation(apiMutation('/v2/assistant/provider/pricing', { invalidates: ['/v2/assistant/provider/get', '/v2/assistant/usage'] }));

/** "Open as report": a new builder page (src/pages/List/Page), listed there once saved. */
export const useCreateReport = () => useMutation(apiMutation('/v2/builder/page/save', { invalidates: ['/v2/builder/page/list'] }));
