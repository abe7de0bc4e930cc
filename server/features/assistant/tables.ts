/** The assistant's tables (migrations 0031_assistant, 0033_assistant_pricing); part of server/schema.ts's Database. */

/** The one provider configuration (id 'default'): written by /v2/assistant/provider/set. */
export interface AssistantProviderTable {
  id: string;
  base_url: string;
  model: string;
  /** The API key sealed with the credential cipher (scope `assistant.provider`); null without a key. */
  api_key_sealed: string | null;
  timeout_ms: number;
  daily_token_limit: number;
  updated_at: number;
  updated_by: string;
}

/** Tokens spent per user and day (the desk's China date, YYYY-MM-DD). */
export interface AssistantUsageTable {
  user_id: string;
  day: string;
  tokens_in: number;
  tokens_out: number;
  turns: number;
}

/** The provider's prices and the daily cost limit (migration 0033_assistant_pricing; one row, id 'default'). */
export interface AssistantPricingTable {
  id: string;
  currency: string;
  input_per_million: number;
  output_per_million: number;
  /** Null: no cost limit. */
  daily_cost_limit: number | null;
  updated_at: number;
  updated_by: string;
}

export interface AssistantTables {
  assistant_provider: AssistantProviderTable;
  assistant_pricing: AssistantPricingTable;
  assistant_usage: AssistantUsageTable;
}
