/**
 * The assistant's SQL (docs/assistant.md): the one provider configuration, its API key sealed with the credential
 * cipher (server/infra/credentials), and each user's tokens per day.
 *
 * For the chat endpoint: `providerForCall` (the settings with the opened key), `remainingTokens` before a turn (the
 * token limit and, with pricing, the cost limit) and `recordUsage` after it. `db` may be a transaction (Kysely's Transaction is a Kysely), so the chat can record usage
 * with its own writes.
 */
import type { Kysely } from 'kysely';
import { tokensWithinCost, turnCost } from '../../../common/assistant/cost';
import { ASSISTANT_DAILY_TOKENS, ASSISTANT_TIMEOUT_MS, type AssistantPricing, type AssistantProvider } from '../../../common/contract/assistant';
import { openCredentials, sealCredentials } from '../../infra/credentials/credentialCipher';
import type { Database } from '../../schema';
import type { AssistantPricingTable, AssistantProviderTable } from './tables';

/** The cipher's authenticated scope of the provider key: a value sealed for a data source does not open here. */
export const PROVIDER_KEY_SCOPE = 'assistant.provider';
const PROVIDER_ID = 'default';

/** What an administrator saves; an absent apiKey keeps the stored one, '' removes it, absent limits keep theirs. */
export interface ProviderInput {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  dailyTokenLimit?: number;
}

/** Whether the save stored a new key, kept the old one or removed it (for the audit trail, which never holds the key). */
export type KeyChange = 'set' | 'kept' | 'removed';

/** The provider settings for the model call: the key opened (null without one). */
export interface ProviderForCall {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export interface UsageOfDay {
  tokensIn: number;
  tokensOut: number;
  turns: number;
}

const NOT_CONFIGURED: AssistantProvider = {
  configured: false,
  baseUrl: null,
  model: null,
  hasKey: false,
  timeoutMs: ASSISTANT_TIMEOUT_MS.default,
  dailyTokenLimit: ASSISTANT_DAILY_TOKENS.default,
  updatedAt: null,
  updatedBy: null,
  pricing: null,
};

const toPricing = (r: AssistantPricingTable): AssistantPricing => ({
  currency: r.currency === 'USD' ? 'USD' : 'CNY',
  inputPerMillion: Number(r.input_per_million),
  outputPerMillion: Number(r.output_per_million),
  dailyCostLimit: r.daily_cost_limit === null ? null : Number(r.daily_cost_limit),
});

const toProvider = (r: AssistantProviderTable, pricing: AssistantPricing | null): AssistantProvider => ({
  configured: true,
  baseUrl: r.base_url,
  model: r.model,
  hasKey: r.api_key_sealed !== null,
  timeoutMs: Number(r.timeout_ms),
  dailyTokenLimit: Number(r.daily_token_limit),
  updatedAt: Number(r.updated_at),
  updatedBy: r.updated_by,
  pricing,
});

async function providerRow(db: Kysely<Database>): Promise<AssistantProviderTable | undefined> {
  return db.selectFrom('assistant_provider').selectAll().where('id', '=', PROVIDER_ID).executeTakeFirst();
}

/** The prices and the daily cost limit; null until an administrator sets them. */
export async function readPricing(db: Kysely<Database>): Promise<AssistantPricing | null> {
  const row = await db.selectFrom('assistant_pricing').selectAll().where('id', '=', PROVIDER_ID).executeTakeFirst();
  return row ? toPricing(row) : null;
}

/** The provider as administrators see it (never the key); not configured until one is saved. */
export async function readProvider(db: Kysely<Database>): Promise<AssistantProvider> {
  const [row, pricing] = await Promise.all([providerRow(db), readPricing(db)]);
  return row ? toProvider(row, pricing) : { ...NOT_CONFIGURED, pricing };
}

/** Saves the prices and the cost limit (one upsert). Pricing may be set before the provider: it applies once one is. */
export async function savePricing(db: Kysely<Database>, pricing: AssistantPricing, actorName: string, at: number): Promise<void> {
  const row = {
    currency: pricing.currency,
    input_per_million: pricing.inputPerMillion,
    output_per_million: pricing.outputPerMillion,
    daily_cost_limit: pricing.dailyCostLimit,
    updated_at: at,
    updated_by: actorName,
  };
  await db
    .insertInto('assistant_pricing')
    .values({ id: PROVIDER_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Saves the provider in one transaction (read the stored key, write the row). */
export async function saveProvider(
  db: Kysely<Database>,
  credentialKey: Buffer,
  input: ProviderInput,
  actorName: string,
  at: number,
): Promise<{ provider: AssistantProvider; keyChange: KeyChange }> {
  return db.transaction().execute(async (trx) => {
    const before = await providerRow(trx);
    const keyChange: KeyChange = input.apiKey === undefined ? 'kept' : input.apiKey === '' ? 'removed' : 'set';
    const sealed =
      keyChange === 'kept'
        ? (before?.api_key_sealed ?? null)
        : keyChange === 'removed'
          ? null
          : sealCredentials(credentialKey, PROVIDER_KEY_SCOPE, { apiKey: input.apiKey ?? '' });
    const row = {
      base_url: input.baseUrl,
      model: input.model,
      api_key_sealed: sealed,
      timeout_ms: input.timeoutMs ?? (before ? Number(before.timeout_ms) : ASSISTANT_TIMEOUT_MS.default),
      daily_token_limit: input.dailyTokenLimit ?? (before ? Number(before.daily_token_limit) : ASSISTANT_DAILY_TOKENS.default),
      updated_at: at,
      updated_by: actorName,
    };
    await trx
      .insertInto('assistant_provider')
      .values({ id: PROVIDER_ID, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return { provider: toProvider({ id: PROVIDER_ID, ...row }, await readPricing(trx)), keyChange };
  });
}

/** For the model call only. Throws CredentialTamperError when the stored key does not authenticate (SECRET_KEY changed). */
export async function providerForCall(db: Kysely<Database>, credentialKey: Buffer): Promise<ProviderForCall | null> {
  const row = await providerRow(db);
  if (!row) return null;
  const apiKey = row.api_key_sealed === null ? null : (openCredentials(credentialKey, PROVIDER_KEY_SCOPE, row.api_key_sealed).apiKey ?? null);
  return { baseUrl: row.base_url, model: row.model, apiKey, timeoutMs: Number(row.timeout_ms) };
}

/** A user's tokens on a day (zeros when none). */
export async function usageOn(db: Kysely<Database>, userId: string, day: string): Promise<UsageOfDay> {
  const row = await db
    .selectFrom('assistant_usage')
    .select(['tokens_in', 'tokens_out', 'turns'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row ? { tokensIn: Number(row.tokens_in), tokensOut: Number(row.tokens_out), turns: Number(row.turns) } : { tokensIn: 0, tokensOut: 0, turns: 0 };
}

/**
 * Adds one turn's tokens to the user's day: a single upsert (one statement, so one transaction; concurrent turns of
 * the same user add up instead of overwriting each other). Negative or fractional counts from a provider are clamped.
 */
export async function recordUsage(db: Kysely<Database>, userId: string, day: string, tokensIn: number, tokensOut: number): Promise<void> {
  const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  await db
    .insertInto('assistant_usage')
    .values({ user_id: userId, day, tokens_in: count(tokensIn), tokens_out: count(tokensOut), turns: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
        tokens_in: eb('assistant_usage.tokens_in', '+', eb.ref('excluded.tokens_in')),
        tokens_out: eb('assistant_usage.tokens_out', '+', eb.ref('excluded.tokens_out')),
        turns: eb('assistant_usage.turns', '+', 1),
      })),
    )
    .execute();
}

/** A user's day against the limits: what `/v2/assistant/usage` answers and what `remainingTokens` decides on. */
export interface Allowance extends UsageOfDay {
  configured: boolean;
  tokensUsed: number;
  dailyTokenLimit: number;
  remainingTokens: number;
  currency: string | null;
  /** The day's tokens at the current prices; null without pricing. */
  costUsed: number | null;
  dailyCostLimit: number | null;
}

/**
 * The user's day against both limits. Remaining tokens: the daily token limit less what was used, never below 0; 0
 * without a configured provider; with a cost limit, also no more than the remaining cost buys at the dearer price
 * (`tokensWithinCost`). A turn starts only while it is above 0, so one turn may overshoot a limit by its own size (a
 * provider reports usage only after answering).
 */
export async function allowanceOn(db: Kysely<Database>, userId: string, day: string): Promise<Allowance> {
  const [provider, used] = await Promise.all([readProvider(db), usageOn(db, userId, day)]);
  const tokensUsed = used.tokensIn + used.tokensOut;
  const pricing = provider.pricing;
  const costUsed = pricing ? turnCost(used.tokensIn, used.tokensOut, pricing) : null;
  let remaining = provider.configured ? Math.max(0, provider.dailyTokenLimit - tokensUsed) : 0;
  if (pricing?.dailyCostLimit != null && costUsed !== null) {
    remaining = Math.min(remaining, tokensWithinCost(pricing.dailyCostLimit - costUsed, pricing));
  }
  return {
    configured: provider.configured,
    ...used,
    tokensUsed,
    dailyTokenLimit: provider.dailyTokenLimit,
    remainingTokens: remaining,
    currency: pricing?.currency ?? null,
    costUsed,
    dailyCostLimit: pricing?.dailyCostLimit ?? null,
  };
}

/** Tokens the user may still spend on the day (`allowanceOn`): the chat checks it before a turn and between steps. */
export async function remainingTokens(db: Kysely<Database>, userId: string, day: string): Promise<number> {
  return (await allowanceOn(db, userId, day)).remainingTokens;
}
