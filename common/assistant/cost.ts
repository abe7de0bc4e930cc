/**
 * What the assistant's tokens cost, and how many more a user's daily cost allowance buys (docs/assistant.md "Cost
 * limit"). Providers bill prompt (input) and completion (output) tokens at separate prices per million tokens; the
 * console keeps a token count per user and day, so a day's cost is its counts at the current prices.
 */

export interface TokenPrices {
  /** Price of a million prompt tokens. */
  inputPerMillion: number;
  /** Price of a million completion tokens. */
  outputPerMillion: number;
}

const MILLION = 1_000_000;

/** The cost of tokens in and out at the prices, in the prices' currency. */
export function turnCost(tokensIn: number, tokensOut: number, prices: TokenPrices): number {
  return (tokensIn * prices.inputPerMillion + tokensOut * prices.outputPerMillion) / MILLION;
}

/**
 * The tokens a remaining cost still buys, counted at the dearer of the two prices: a turn's split between prompt and
 * completion is not known before it runs, so the bound never lets the cost limit be passed by more than the last
 * turn (the same overshoot the token limit allows). Infinity when both prices are 0 (the allowance cannot run out);
 * 0 when nothing remains.
 */
export function tokensWithinCost(costLeft: number, prices: TokenPrices): number {
  if (!(costLeft > 0)) return 0;
  const dearest = Math.max(prices.inputPerMillion, prices.outputPerMillion);
  if (dearest <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor((costLeft * MILLION) / dearest);
}
