/**
 * The AI assistant (issue 23, route /tool/trade/aiModel, docs/assistant.md): the model provider administrators
 * configure and each user's daily token usage against its limit.
 *
 * The provider is any OpenAI-compatible chat-completions endpoint. Its API key is write-only: stored sealed
 * (server/infra/credentials/credentialCipher.ts), never answered; `hasKey` says whether one is stored. The body of
 * `/v2/assistant/provider/set` is fixed by the issue: `{ baseUrl, model, apiKey?, timeoutMs?, dailyTokenLimit? }`.
 *
 * Access: the provider calls are administrators'; usage is the page's (`auth_tool_trade_aimodel`, which the access
 * flags tie to the trade-record permission).
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nullable } from './envelope';

export const ASSISTANT_KEY = 'auth_tool_trade_aimodel' as const;

/** Request time-out of one provider call, milliseconds. */
export const ASSISTANT_TIMEOUT_MS = { min: 1_000, max: 600_000, default: 60_000 } as const;
/** Tokens (prompt + completion) one user may spend per day. */
export const ASSISTANT_DAILY_TOKENS = { min: 1, max: 100_000_000, default: 200_000 } as const;
export const ASSISTANT_BASE_URL_MAX = 500;
export const ASSISTANT_MODEL_MAX = 200;
export const ASSISTANT_API_KEY_MAX = 1_000;

export const AssistantProviderSetBody = Type.Object(
  {
    /** The provider's OpenAI-compatible base URL (`https://api.deepseek.com/v1`, `http://10.0.0.5:11434/v1`); http or https. */
    baseUrl: Type.String({ minLength: 1, maxLength: ASSISTANT_BASE_URL_MAX, pattern: '^\\s*[hH][tT][tT][pP][sS]?://' }),
    /** The model name the provider knows (`deepseek-chat`, `qwen-plus`, `llama3.1:8b`). */
    model: Type.String({ minLength: 1, maxLength: ASSISTANT_MODEL_MAX, pattern: '\\S' }),
    /** Stored sealed, never answered. Absent keeps the stored key; '' removes it (a local model may need none). */
    apiKey: Type.Optional(Type.String({ maxLength: ASSISTANT_API_KEY_MAX })),
    timeoutMs: Type.Optional(Type.Integer({ minimum: ASSISTANT_TIMEOUT_MS.min, maximum: ASSISTANT_TIMEOUT_MS.max })),
    dailyTokenLimit: Type.Optional(Type.Integer({ minimum: ASSISTANT_DAILY_TOKENS.min, maximum: ASSISTANT_DAILY_TOKENS.max })),
  },
  { additionalProperties: false },
);
export type AssistantProviderSetBody = Static<typeof AssistantProviderSetBody>;

/** Currencies a provider bills in (the Chinese providers bill in CNY, others in USD). */
export const ASSISTANT_CURRENCIES = ['CNY', 'USD'] as const;
/** A price per million tokens, and a daily cost per user, in the pricing's currency. */
export const ASSISTANT_PRICE_MAX = 10_000;
export const ASSISTANT_COST_LIMIT_MAX = 1_000_000;

/**
 * What the provider charges, and the cost each user may spend per day (docs/assistant.md "Cost limit"). The cost of
 * a turn is its tokens in and out at these prices (`turnCost`, common/assistant/cost.ts). Without pricing (or without
 * `dailyCostLimit`) only the token limit applies.
 */
export const AssistantPricing = Type.Object(
  {
    currency: Type.Union(ASSISTANT_CURRENCIES.map((c) => Type.Literal(c))),
    /** Price of a million prompt tokens (DeepSeek's list price: 2 CNY). */
    inputPerMillion: Type.Number({ minimum: 0, maximum: ASSISTANT_PRICE_MAX }),
    /** Price of a million completion tokens (DeepSeek's list price: 8 CNY). */
    outputPerMillion: Type.Number({ minimum: 0, maximum: ASSISTANT_PRICE_MAX }),
    /** Cost one user may spend per day; null: no cost limit (the cost is still counted and shown). */
    dailyCostLimit: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: ASSISTANT_COST_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export type AssistantPricing = Static<typeof AssistantPricing>;

/** The provider as administrators see it: every setting but the key, of which only whether one is stored. */
export const AssistantProvider = Type.Object({
  /** False until an administrator saves a provider; the other fields are then null (limits at their defaults). */
  configured: Type.Boolean(),
  baseUrl: Nullable(Type.String()),
  model: Nullable(Type.String()),
  hasKey: Type.Boolean(),
  timeoutMs: Type.Integer(),
  dailyTokenLimit: Type.Integer(),
  /** Epoch ms of the last change, and the administrator's user name. */
  updatedAt: Nullable(Type.Number()),
  updatedBy: Nullable(Type.String()),
  /** Prices and the daily cost limit (`/v2/assistant/provider/pricing`); null until an administrator sets them. */
  pricing: Nullable(AssistantPricing),
});
export type AssistantProvider = Static<typeof AssistantProvider>;

/** The caller's usage today (the desk's China date, docs/assistant.md "Usage and the daily limit"). */
export const AssistantUsage = Type.Object({
  /** Whether a provider is configured; without one the page says how to configure it. */
  configured: Type.Boolean(),
  /** The day counted, YYYY-MM-DD (Asia/Shanghai). */
  day: Type.String(),
  tokensIn: Type.Integer(),
  tokensOut: Type.Integer(),
  /** tokensIn + tokensOut. */
  tokensUsed: Type.Integer(),
  dailyTokenLimit: Type.Integer(),
  /** What is left today, never below 0. */
  remainingTokens: Type.Integer(),
  /** Turns (questions answered) today. */
  turns: Type.Integer(),
  /** With pricing: today's cost at the current prices, the limit (null: none) and their currency; otherwise nulls. */
  currency: Nullable(Type.String()),
  costUsed: Nullable(Type.Number()),
  dailyCostLimit: Nullable(Type.Number()),
});
export type AssistantUsage = Static<typeof AssistantUsage>;

/** A question's length, characters. */
export const ASSISTANT_MESSAGE_MAX = 4_000;
/** A conversation's title, characters (the first question, cut, until the user renames it). */
export const ASSISTANT_TITLE_MAX = 120;
/** Points of a series a step hands the page for its chart (LTTB-thinned; the model reads at most 120). */
export const ASSISTANT_CHART_POINTS = 500;

const ConversationId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * `POST /v2/assistant/chat` (fixed by the issue): a question, in a new conversation or an existing one of the caller's.
 * The answer is not the JSON envelope but a server-sent event stream in the AI SDK UI message stream format
 * (`x-vercel-ai-ui-message-stream: v1`): `start`, `text-delta`, `tool-input-available`, `tool-output-available`,
 * the data parts of `AssistantDataParts`, `finish`. Refusals before the stream starts (bad body, no provider, the
 * daily limit reached, an unknown conversation) answer the usual envelope with an error status.
 */
export const AssistantChatBody = Type.Object(
  {
    conversationId: Type.Optional(ConversationId),
    message: Type.String({ minLength: 1, maxLength: ASSISTANT_MESSAGE_MAX, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type AssistantChatBody = Static<typeof AssistantChatBody>;

/** The number check of one answer (`checkNumbers`, common/assistant/numberCheck.ts): figures as written in it. */
export const AssistantCheck = Type.Object({ verified: Type.Array(Type.String()), unverified: Type.Array(Type.String()) });
export type AssistantCheck = Static<typeof AssistantCheck>;

/** A series one tool call returned, thinned for the answer's chart; the address lets "open as report" read it afresh. */
export const AssistantSeries = Type.Object({
  address: Type.String(),
  name: Type.String(),
  unit: Nullable(Type.String()),
  /** [epoch ms, value], at most ASSISTANT_CHART_POINTS. */
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  /** Whether the values come from the demo simulator (the chart then carries the DEMO label). */
  demo: Type.Boolean(),
});
export type AssistantSeries = Static<typeof AssistantSeries>;

/**
 * What one tool call gave, as the page shows and cites it: the stream's `tool-output-available.output`, and a step of
 * a stored answer. `result` is the compact block the model read (`compactToolResult`), so the page shows exactly
 * what the model saw; a refusal is `ok: false` with the catalogue message and no data.
 */
export const AssistantToolOutput = Type.Object({
  ok: Type.Boolean(),
  status: Type.Integer(),
  result: Type.String(),
  series: Nullable(AssistantSeries),
  ms: Type.Integer(),
});
export type AssistantToolOutput = Static<typeof AssistantToolOutput>;

/** One step of an answer: a tool call (name as the model knows it, the call's path, its arguments) and its output. */
export const AssistantStep = Type.Object({
  toolCallId: Type.String(),
  tool: Type.String(),
  path: Type.String(),
  input: Type.Unknown(),
  output: AssistantToolOutput,
});
export type AssistantStep = Static<typeof AssistantStep>;

/**
 * Why a turn ended: the model answered; it repeated an identical call; the step limit (`MAX_STEPS`) was reached (both
 * then answer once more without tools); the daily token limit ran out mid-turn; the provider failed; the user
 * cancelled.
 */
export const AssistantTurnEnd = Type.Union([
  Type.Literal('answered'),
  Type.Literal('repeatedCall'),
  Type.Literal('stepLimit'),
  Type.Literal('tokenLimit'),
  Type.Literal('providerError'),
  Type.Literal('cancelled'),
]);
export type AssistantTurnEnd = Static<typeof AssistantTurnEnd>;

/** A stored message: the user's question, or the assistant's answer with its steps, check and token counts. */
export const AssistantMessage = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  text: Type.String(),
  steps: Type.Array(AssistantStep),
  check: Nullable(AssistantCheck),
  end: Nullable(AssistantTurnEnd),
  tokensIn: Type.Integer(),
  tokensOut: Type.Integer(),
  createdAt: Type.Number(),
});
export type AssistantMessage = Static<typeof AssistantMessage>;

export const AssistantConversation = Type.Object({
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  /** Questions asked in it. */
  turns: Type.Integer(),
});
export type AssistantConversation = Static<typeof AssistantConversation>;

export const AssistantConversationDetail = Type.Object({
  conversation: AssistantConversation,
  messages: Type.Array(AssistantMessage),
});
export type AssistantConversationDetail = Static<typeof AssistantConversationDetail>;

export const AssistantConversationIdBody = Type.Object({ id: ConversationId }, { additionalProperties: false });
export const AssistantConversationRenameBody = Type.Object(
  { id: ConversationId, title: Type.String({ minLength: 1, maxLength: ASSISTANT_TITLE_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const AssistantConversationExport = Type.Object({ fileName: Type.String(), markdown: Type.String() });
export type AssistantConversationExport = Static<typeof AssistantConversationExport>;

/**
 * The chat stream's data parts beside the fixed ones (`data-<name>`, the AI SDK's `UIDataTypes` for `useChat`):
 * - `conversation`: first, the conversation the turn belongs to (a new one's id and title);
 * - `check`: after the answer's text, the number check (the issue's `{ type: 'data-check', data: { verified, unverified } }`);
 * - `usage`: the turn's tokens and what is left today;
 * - `end`: why the turn ended.
 */
export interface AssistantDataParts {
  conversation: { id: string; title: string };
  check: AssistantCheck;
  usage: { tokensIn: number; tokensOut: number; remainingTokens: number };
  end: { reason: AssistantTurnEnd };
  [name: string]: unknown;
}

export const ASSISTANT_ENDPOINTS = [
  e(
    '/v2/assistant/provider/set',
    'admin',
    AssistantProviderSetBody,
    AssistantProvider,
    "Configure the assistant's OpenAI-compatible provider (the key is stored sealed and never answered)",
    'added',
  ),
  e(
    '/v2/assistant/provider/pricing',
    'admin',
    AssistantPricing,
    AssistantProvider,
    "Set the assistant provider's prices per million tokens and the daily cost limit per user",
    'added',
  ),
  e('/v2/assistant/provider/get', 'admin', null, AssistantProvider, "The assistant's provider settings, without the key", 'added'),
  e('/v2/assistant/usage', ASSISTANT_KEY, null, AssistantUsage, "The caller's assistant tokens today against the daily limit", 'added'),
  // Not an envelope call on success: a UI message stream (docs/api.md "The assistant's chat stream"). Declared here so
  // access, the body schema, the body limit and every refusal (answered as envelopes) follow the one declaration; `data`
  // is null because no success envelope is ever sent (ASSISTANT_STREAM_CALLS).
  e(
    '/v2/assistant/chat',
    ASSISTANT_KEY,
    AssistantChatBody,
    Type.Null(),
    'Ask the assistant: answers an AI SDK UI message stream (text/event-stream), not the envelope; refusals are envelopes',
    'added',
  ),
  e('/v2/assistant/conversation/list', ASSISTANT_KEY, null, Type.Array(AssistantConversation), "The caller's assistant conversations, newest first", 'added'),
  e(
    '/v2/assistant/conversation/get',
    ASSISTANT_KEY,
    AssistantConversationIdBody,
    AssistantConversationDetail,
    "One of the caller's conversations with its messages, steps and checks",
    'added',
  ),
  e(
    '/v2/assistant/conversation/rename',
    ASSISTANT_KEY,
    AssistantConversationRenameBody,
    AssistantConversation,
    "Rename one of the caller's conversations",
    'added',
  ),
  e(
    '/v2/assistant/conversation/delete',
    ASSISTANT_KEY,
    AssistantConversationIdBody,
    AssistantConversationIdBody,
    "Delete one of the caller's conversations and its messages",
    'added',
  ),
  e(
    '/v2/assistant/conversation/export',
    ASSISTANT_KEY,
    AssistantConversationIdBody,
    AssistantConversationExport,
    "One of the caller's conversations as Markdown, with its steps and checks",
    'added',
  ),
] as const;

/** Calls whose success answer is a stream, not the envelope (the contract suite and clients treat them apart). */
export const ASSISTANT_STREAM_CALLS = ['/v2/assistant/chat'] as const;
