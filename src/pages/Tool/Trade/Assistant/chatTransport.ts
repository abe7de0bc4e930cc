/**
 * The chat stream (`POST /v2/assistant/chat`, common/contract/assistant.ts): the AI SDK's `DefaultChatTransport`
 * reads the UI message stream; this file only shapes the request as the project's request layer does.
 *
 * - Body: the contract's `{ conversationId?, message }`, not the SDK's default `{ id, messages }` (the server keeps
 *   the conversation; the page sends only the new question).
 * - Headers: the bearer token and the app's chosen language, as `authHeaderInterceptor` and
 *   `localeHeaderInterceptor` add them to every axios call (axios in the browser cannot read a stream, so this call
 *   uses fetch).
 * - Refusals before the stream (400, no provider, the daily limit, an unknown conversation) come as the usual JSON
 *   envelope: they reject with an axios-like `{ response: { status, data } }`, so `failureMessage` words them as for
 *   any other call, and a 401 gets the request layer's session rules (`errorHandler`).
 */
import { getLocale } from '@umijs/max';
import { DefaultChatTransport } from 'ai';
import { API_ERRORS } from '@common/contract/errors';
import { errorHandler } from '@/requestErrorConfig';
import { getToken } from '@/session/token';
import { type AssistantUIMessage, questionOf } from './turns';

export const CHAT_PATH = '/v2/assistant/chat';

async function chatFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = {
    ...((init?.headers ?? {}) as Record<string, string>),
    'Accept-Language': getLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const response = await fetch(input, { ...init, headers });
  if (response.ok) return response;
  const data: unknown = await response.json().catch(() => undefined);
  const error = Object.assign(new Error(`Request failed with status code ${response.status}`), {
    response: { status: response.status, data },
    config: { url: CHAT_PATH },
  });
  // Session gone or no permission: the request layer's notices and redirect. Other refusals the page shows itself.
  if (response.status === API_ERRORS.unauthorized.status) errorHandler(error);
  throw error;
}

export function assistantTransport(): DefaultChatTransport<AssistantUIMessage> {
  return new DefaultChatTransport<AssistantUIMessage>({
    api: CHAT_PATH,
    fetch: chatFetch as typeof fetch,
    prepareSendMessagesRequest: ({ messages, body }) => {
      const conversationId = typeof body?.conversationId === 'string' ? body.conversationId : undefined;
      const lastUser = [...messages].reverse().find((m) => m.role === 'user');
      return { body: { ...(conversationId ? { conversationId } : {}), message: questionOf(lastUser) } };
    },
  });
}
