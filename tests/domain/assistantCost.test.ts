/**
 * The assistant's token cost (common/assistant/cost.ts). Known answers at DeepSeek's list prices for deepseek-chat
 * (api-docs.deepseek.com "Models & Pricing", CNY: 2 per million input tokens on a cache miss, 8 per million output).
 */
import { tokensWithinCost, turnCost } from '../../common/assistant/cost';

const DEEPSEEK = { inputPerMillion: 2, outputPerMillion: 8 };

test('a turn costs its tokens in and out at their prices per million', () => {
  // 12,000 prompt tokens and 800 completion tokens: 0.024 + 0.0064 = 0.0304 CNY.
  expect(turnCost(12_000, 800, DEEPSEEK)).toBeCloseTo(0.0304, 10);
  expect(turnCost(1_000_000, 1_000_000, DEEPSEEK)).toBe(10);
  expect(turnCost(0, 0, DEEPSEEK)).toBe(0);
});

test('what a remaining cost buys is counted at the dearer price, so the limit holds whatever the split', () => {
  // 1 CNY left at 8 CNY per million output tokens: 125,000 tokens, even if all of them were output.
  expect(tokensWithinCost(1, DEEPSEEK)).toBe(125_000);
  expect(turnCost(0, tokensWithinCost(1, DEEPSEEK), DEEPSEEK)).toBeLessThanOrEqual(1);
  expect(turnCost(tokensWithinCost(1, DEEPSEEK), 0, DEEPSEEK)).toBeLessThanOrEqual(1);
  // A fraction of a token is not a token.
  expect(tokensWithinCost(0.0000001, DEEPSEEK)).toBe(0);
});

test('nothing left buys nothing; free prices never run out', () => {
  expect(tokensWithinCost(0, DEEPSEEK)).toBe(0);
  expect(tokensWithinCost(-3, DEEPSEEK)).toBe(0);
  expect(tokensWithinCost(Number.NaN, DEEPSEEK)).toBe(0);
  expect(tokensWithinCost(5, { inputPerMillion: 0, outputPerMillion: 0 })).toBe(Number.POSITIVE_INFINITY);
});
