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
});
export type AssistantUsage = Static<typeof AssistantUsage>;

export const ASSISTANT_ENDPOINTS = [
  e(
    '/v2/assistant/provider/set',
    'admin',
    AssistantProviderSetBody,
    AssistantProvider,
    "Configure the assistant's OpenAI-compatible provider (the key is stored sealed and never answered)",
    'added',
  ),
  e('/v2/assistant/provider/get', 'admin', null, AssistantProvider, "The assistant's provider settings, without the key", 'added'),
  e('/v2/assistant/usage', ASSISTANT_KEY, null, AssistantUsage, "The caller's assistant tokens today against the daily limit", 'added'),
] as const;
