/**
 * One question and its answer as the page draws it, from either source: a stored conversation
 * (`conversation/get`'s messages) or the turn streaming now (the SDK's UI message). Steps are numbered from 1 in the
 * order the tools ran, so the answer's `[n]` cites the n-th step.
 */
import type { AssistantCheck, AssistantDataParts, AssistantMessage, AssistantToolOutput, AssistantTurnEnd } from '@common/contract/assistant';
import type { UIMessage } from 'ai';

/** A message of the chat as the SDK builds it from the stream: text, tool and `data-*` parts. */
export type AssistantUIMessage = UIMessage<unknown, AssistantDataParts>;

/** The text the user typed: the text parts of a user message. */
export const questionOf = (message: AssistantUIMessage | undefined): string =>
  (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');

export interface StepView {
  n: number;
  toolCallId: string;
  tool: string;
  /** The call behind the tool (`/v2/marketData/series`); null for a name the model invented. */
  path: string | null;
  input: unknown;
  /** Null while the tool runs. */
  output: AssistantToolOutput | null;
}

export interface TurnView {
  key: string;
  question: string;
  answer: string;
  steps: StepView[];
  check: AssistantCheck | null;
  end: AssistantTurnEnd | null;
}

/**
 * The call behind a tool's name while it streams (a stored step carries the server's own `path`): the inverse of
 * `toolNameOf` (common/assistant/tools.ts: a path's segments after `/v2/` joined by `_`; the contract's segments have
 * no `_`, and tests/web/assistant/turns.test.ts checks it for every tool). Not looked up in that module: it builds the
 * tools from the whole contract, which would put every call's schema in this page's chunk.
 */
export const toolPathOf = (tool: string): string | null => (/^[A-Za-z0-9]+(_[A-Za-z0-9]+)+$/.test(tool) ? `/v2/${tool.replace(/_/g, '/')}` : null);

/** Stored messages as turns: each question with the answer after it (an unanswered question has an empty one). */
export function turnsOfMessages(messages: readonly AssistantMessage[]): TurnView[] {
  const turns: TurnView[] = [];
  for (const m of messages) {
    if (m.role === 'user') {
      turns.push({ key: m.id, question: m.text, answer: '', steps: [], check: null, end: null });
      continue;
    }
    const turn = turns[turns.length - 1];
    if (!turn || turn.answer || turn.steps.length) continue;
    turn.answer = m.text;
    turn.steps = m.steps.map((s, i) => ({ n: i + 1, toolCallId: s.toolCallId, tool: s.tool, path: s.path, input: s.input, output: s.output }));
    turn.check = m.check;
    turn.end = m.end;
  }
  return turns;
}

type Part = AssistantUIMessage['parts'][number];
interface ToolPart {
  type: string;
  toolName?: string;
  toolCallId: string;
  state: string;
  input?: unknown;
  output?: unknown;
}
const isToolPart = (part: Part): part is Part & ToolPart => part.type === 'dynamic-tool' || part.type.startsWith('tool-');

/** The turn streaming now: the last question and the assistant message answering it (absent before its first part). */
export function turnOfLive(messages: readonly AssistantUIMessage[]): TurnView | null {
  const userAt = messages.map((m) => m.role).lastIndexOf('user');
  if (userAt < 0) return null;
  const reply = messages.slice(userAt + 1).find((m) => m.role === 'assistant');
  const turn: TurnView = { key: messages[userAt].id, question: questionOf(messages[userAt]), answer: '', steps: [], check: null, end: null };
  const texts: string[] = [];
  for (const part of reply?.parts ?? []) {
    if (part.type === 'text') texts.push(part.text);
    // The contract's data parts (AssistantDataParts) carry an index signature, so the SDK types their data loosely.
    else if (part.type === 'data-check') turn.check = part.data as AssistantDataParts['check'];
    else if (part.type === 'data-end') turn.end = (part.data as AssistantDataParts['end']).reason;
    else if (isToolPart(part)) {
      const tool = part.toolName ?? part.type.slice('tool-'.length);
      turn.steps.push({
        n: turn.steps.length + 1,
        toolCallId: part.toolCallId,
        tool,
        path: toolPathOf(tool),
        input: part.input,
        output: part.state === 'output-available' ? (part.output as AssistantToolOutput) : null,
      });
    }
  }
  // Text before a tool call and the answer after it are separate text parts: separate paragraphs.
  turn.answer = texts.filter((t) => t.trim()).join('\n\n');
  return turn;
}
