/**
 * The provider's chat model for the AI SDK: `@ai-sdk/openai-compatible` (the chat-completions protocol and its SSE
 * stream, parsed by the SDK) with its HTTP going through the outbound policy (outboundStreamFetch.ts over
 * config.outbound) and the provider's time-out over each call. `includeUsage` asks for usage in the stream
 * (`stream_options.include_usage`); a provider that sends it on its last content chunk instead is read the same way.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { OutboundConfig } from '../../config';
import { createOutboundStreamFetch } from '../../infra/http/outboundStreamFetch';
import type { ProviderForCall } from './store';

/** An answer's size cap: a whole turn's stream of one model call (text and tool calls), far above any real answer. */
export const PROVIDER_MAX_BYTES = 8 * 1024 * 1024;

export function chatModelOf(provider: ProviderForCall, outbound: OutboundConfig): LanguageModel {
  const fetch = createOutboundStreamFetch(outbound, { timeoutMs: provider.timeoutMs, maxBytes: PROVIDER_MAX_BYTES });
  const openai = createOpenAICompatible({
    name: 'assistant',
    baseURL: provider.baseUrl.replace(/\/+$/, ''),
    ...(provider.apiKey ? { apiKey: provider.apiKey } : {}),
    includeUsage: true,
    fetch: fetch as typeof globalThis.fetch,
  });
  return openai.chatModel(provider.model);
}
