/**
 * The assistant page's fixtures, typed by the contract (common/contract/assistant.ts): usage, the provider, a stored
 * conversation, and one turn as the chat stream sends it (two tool steps, the second with a series, a number check
 * with one unverified figure), in the UI message stream format of the AI SDK.
 */
import type {
  AssistantConversation,
  AssistantConversationDetail,
  AssistantMessage,
  AssistantProvider,
  AssistantStep,
  AssistantUsage,
} from '@common/contract/assistant';
import type { ChatPart } from '../harness/fakeStream';

export const PATH = '/tool/trade/aiModel';
const T0 = Date.parse('2026-11-27T02:00:00Z');
const DAY = 86_400_000;

export const usageOf = (extra: Partial<AssistantUsage> = {}): AssistantUsage => ({
  configured: true,
  day: '2026-11-29',
  tokensIn: 9_000,
  tokensOut: 3_000,
  tokensUsed: 12_000,
  dailyTokenLimit: 200_000,
  remainingTokens: 188_000,
  turns: 3,
  // Without pricing (the default): no cost figures.
  currency: null,
  costUsed: null,
  dailyCostLimit: null,
  ...extra,
});

export const providerOf = (extra: Partial<AssistantProvider> = {}): AssistantProvider => ({
  configured: false,
  baseUrl: null,
  model: null,
  hasKey: false,
  timeoutMs: 60_000,
  dailyTokenLimit: 200_000,
  updatedAt: null,
  updatedBy: null,
  pricing: null,
  ...extra,
});

export const conversationOf = (extra: Partial<AssistantConversation> = {}): AssistantConversation => ({
  id: 'c-1',
  title: 'PTA margins this year',
  createdAt: T0,
  updatedAt: T0 + 60_000,
  turns: 1,
  ...extra,
});

export const QUESTION = 'How wide is the FU inner/outer spread against its 60-day range?';
export const FU = 'spread:fu_inner_outer_usd_t';
export const SERIES_POINTS: [number, number][] = [
  [T0 - 2 * DAY, 9.1],
  [T0 - DAY, 14.3],
  [T0, 12.5],
];
/** The answer: two citations, three verified figures and one (99.9) that no tool produced. */
export const ANSWER = 'The FU inner/outer spread is **12.5** USD/t [2], inside its 60-day range of 9.1 to 14.3 [2].\n\nSome desks expect 99.9 by March.';

export const STEPS: AssistantStep[] = [
  {
    toolCallId: 'call-1',
    tool: 'marketData_catalog',
    path: '/v2/marketData/catalog',
    input: { search: 'FU inner' },
    output: {
      ok: true,
      status: 200,
      result: '<tool-result name="marketData_catalog" status="200" ok="true">[{"address":"spread:fu_inner_outer_usd_t"}]</tool-result>',
      series: null,
      ms: 12,
    },
  },
  {
    toolCallId: 'call-2',
    tool: 'marketData_series',
    path: '/v2/marketData/series',
    input: { address: FU, interval: '1d' },
    output: {
      ok: true,
      status: 200,
      result: '<tool-result name="marketData_series" status="200" ok="true">{"points":[[1,9.1],[2,14.3],[3,12.5]]}</tool-result>',
      series: { address: FU, name: 'FU inner/outer', unit: 'USD/t', points: SERIES_POINTS, demo: true },
      ms: 48,
    },
  },
];
export const CHECK = { verified: ['12.5', '9.1', '14.3'], unverified: ['99.9'] };

/** The turn as the server streams it, part by part. */
export function turnParts(conversation = { id: 'c-new', title: QUESTION }): ChatPart[] {
  const parts: ChatPart[] = [{ type: 'start' }, { type: 'data-conversation', data: conversation }];
  for (const s of STEPS) {
    parts.push({ type: 'tool-input-available', toolCallId: s.toolCallId, toolName: s.tool, input: s.input });
    parts.push({ type: 'tool-output-available', toolCallId: s.toolCallId, output: s.output });
  }
  // The answer arrives in pieces, as a model streams it.
  parts.push({ type: 'text-start', id: 't1' });
  for (const delta of ANSWER.match(/.{1,20}/gs) ?? []) parts.push({ type: 'text-delta', id: 't1', delta });
  parts.push({ type: 'text-end', id: 't1' });
  parts.push({ type: 'data-check', data: CHECK });
  parts.push({ type: 'data-usage', data: { tokensIn: 1_500, tokensOut: 500, remainingTokens: 186_000 } });
  parts.push({ type: 'data-end', data: { reason: 'answered' } });
  parts.push({ type: 'finish' });
  return parts;
}

/** The same turn as conversation/get answers it once stored. */
export function storedTurn(id = 'c-new', end: AssistantMessage['end'] = 'answered', answered = true): AssistantConversationDetail {
  return {
    conversation: conversationOf({ id, title: QUESTION }),
    messages: [
      { id: 'm-1', role: 'user', text: QUESTION, steps: [], check: null, end: null, tokensIn: 0, tokensOut: 0, createdAt: T0 },
      {
        id: 'm-2',
        role: 'assistant',
        text: answered ? ANSWER : '',
        steps: answered ? STEPS : STEPS.slice(0, 1),
        check: answered ? CHECK : null,
        end,
        tokensIn: 1_500,
        tokensOut: 500,
        createdAt: T0 + 5_000,
      },
    ],
  };
}
