/**
 * Where the assistant's number check runs (server/features/assistant/checkPool.ts): inline for ordinary turns, on a
 * worker thread above INLINE_CHECK_CHARS of tool output, with the same result either way.
 */
import { checkNumbers } from '../../common/assistant/numberCheck';
import { CheckPool, INLINE_CHECK_CHARS } from '../../server/features/assistant/checkPool';

const pool = new CheckPool();
afterAll(() => pool.close());

/** 20,000 daily bars: the size the docs name as too heavy for the event loop. */
const bars = Array.from({ length: 20_000 }, (_, i) => ({
  t: 1_700_000_000_000 + i * 86_400_000,
  open: 2800 + i / 100,
  high: 2810 + i / 100,
  low: 2790 + i / 100,
  close: 2805 + i / 100,
  volume: 1000 + i,
}));
const input = {
  answer: 'It closed at 2,994.99, up 0.01, never at 98,765.4.',
  question: 'Where did it close?',
  toolOutputs: [{ bars }],
  rates: [{ key: 'fx.usdcny', value: 7.1 }],
};

test('large outputs: the worker gives the inline result', async () => {
  const size = JSON.stringify(input.toolOutputs).length;
  expect(size).toBeGreaterThan(INLINE_CHECK_CHARS);
  const inline = checkNumbers(input);
  expect(inline.unverified).toEqual(['98,765.4']);
  expect(inline.verified).toEqual(['2,994.99', '0.01']);
  expect(await pool.check(input, size)).toEqual(inline);
}, 60_000);

test('small outputs run inline (no worker started)', async () => {
  const small = { ...input, toolOutputs: [{ close: 2994.99 }] };
  const inlinePool = new CheckPool();
  const result = await inlinePool.check(small, 20);
  expect(result.unverified).toEqual(['0.01', '98,765.4']);
  expect((inlinePool as unknown as { pool: unknown }).pool).toBeNull();
  await inlinePool.close();
});
