/** The assistant page's turns (src/pages/Tool/Trade/Assistant/turns.ts): stored messages and the streaming message as one view. */
import { TOOL_PATHS, toolNameOf } from '@common/assistant/tools';
import { type AssistantUIMessage, toolPathOf, turnOfLive, turnsOfMessages } from '@/pages/Tool/Trade/Assistant/turns';
import { ANSWER, CHECK, QUESTION, STEPS, storedTurn } from './fixtures';

test('a tool name leads back to its call for every tool (the page does not load the contract-wide tool list)', () => {
  for (const path of TOOL_PATHS) expect(toolPathOf(toolNameOf(path))).toBe(path);
  expect(toolPathOf('invented')).toBeNull();
});

test('stored messages pair each question with its answer; steps numbered from 1', () => {
  const [turn] = turnsOfMessages(storedTurn().messages);
  expect(turn).toMatchObject({ key: 'm-1', question: QUESTION, answer: ANSWER, check: CHECK, end: 'answered' });
  expect(turn.steps.map((s) => [s.n, s.tool, s.path])).toEqual(STEPS.map((s, i) => [i + 1, s.tool, s.path]));
});

test('the streaming message: text blocks as paragraphs, tool parts (static or dynamic) as steps, a running step without output', () => {
  const messages = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: QUESTION }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'text', text: 'Looking it up.', state: 'done' },
        { type: 'tool-marketData_catalog', toolCallId: 'call-1', state: 'output-available', input: STEPS[0].input, output: STEPS[0].output },
        { type: 'dynamic-tool', toolName: 'marketData_series', toolCallId: 'call-2', state: 'input-available', input: STEPS[1].input },
        { type: 'data-check', data: CHECK },
        { type: 'text', text: 'Done.', state: 'done' },
      ],
    },
  ] as unknown as AssistantUIMessage[];
  const turn = turnOfLive(messages);
  expect(turn).toMatchObject({ key: 'u1', question: QUESTION, answer: 'Looking it up.\n\nDone.', check: CHECK, end: null });
  expect(turn?.steps.map((s) => [s.n, s.tool, s.path, s.output?.ms ?? null])).toEqual([
    [1, 'marketData_catalog', '/v2/marketData/catalog', 12],
    [2, 'marketData_series', '/v2/marketData/series', null],
  ]);
  expect(turnOfLive([])).toBeNull();
});
