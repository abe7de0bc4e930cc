/**
 * One turn of the assistant (docs/assistant.md "The chat"): the question goes to the provider with the console's read
 * calls as tools; the answer streams to the page in the AI SDK's UI message stream format. The protocol is the SDK's
 * (`streamText` over `@ai-sdk/openai-compatible`, `createUIMessageStream`): nothing here reads or writes SSE by hand.
 *
 * The stream, in order:
 *   start {messageId}
 *   data-conversation {id, title}
 *   per model step: start-step, [text-start, text-delta..., text-end], per tool call: tool-input-start,
 *     tool-input-delta..., tool-input-available {toolCallId, toolName, input},
 *     tool-output-available {toolCallId, output: AssistantToolOutput} (or tool-input-error / tool-output-error),
 *     finish-step
 *   [error {errorText: 'api.error.assistantProviderError'}]    the provider failed or timed out
 *   data-check {verified, unverified}, data-usage {tokensIn, tokensOut, remainingTokens}, data-end {reason}
 *   finish
 *
 * Tools run as the asker (toolRunner.ts); the model reads only the compact block (`toModelOutput`), the page gets the
 * block and the series; the number check reads the full data. Steps follow `nextStep` (common/assistant/steps.ts):
 * after a repeated call or the step limit, one more step without tools answers from what the tools returned. Usage is
 * summed per step (a provider may send it on its last content chunk only) and stops the turn when it passes what is
 * left of the user's day.
 */
import { performance } from 'node:perf_hooks';
import {
  createUIMessageStream,
  jsonSchema,
  type LanguageModel,
  type ModelMessage,
  type StepResult,
  streamText,
  type Tool,
  tool,
  type ToolSet,
  type UIMessageChunk,
} from 'ai';
import type { FastifyInstance } from 'fastify';
import type { ConversionRate } from '../../../common/assistant/numberCheck';
import { canonicalArguments, nextStep } from '../../../common/assistant/steps';
import { TOOL_RESULT_RULE } from '../../../common/assistant/toolResult';
import { ASSISTANT_TOOLS } from '../../../common/assistant/tools';
import type { AssistantCheck, AssistantStep, AssistantToolOutput, AssistantTurnEnd } from '../../../common/contract/assistant';
import { API_ERRORS } from '../../../common/contract/errors';
import type { CheckPool } from './checkPool';
import type { AssistantMessage } from '../../../common/contract/assistant';
import { runToolForModel, type ToolCaller } from './toolRunner';
import { toolOutputOf, withSeriesName } from './toolOutput';

/** The text of the stream's `error` part: the catalogue key, which the page shows in the reader's language. */
export const PROVIDER_ERROR_TEXT = API_ERRORS.assistantProviderError.msgKey;

/** What the system prompt says besides the data rule. */
const SYSTEM_PROMPT = [
  "You are the assistant of a commodity trading desk's console. Answer from the console's own data, which you read by calling the tools;",
  'do not invent figures. Name the series, strategy or document each figure comes from. Group thousands in figures (2,800).',
  'If a tool refuses (no permission, not found), say so plainly and do not guess the value.',
  // The page numbers a turn's tool calls from 1 in the order they were made and links [n] to call n (docs/assistant.md "The page").
  "Cite the tool call each figure comes from as [n], n being the call's number in this turn, counting from 1 in the order you made the calls.",
  "Answer in the language of the user's question.",
  TOOL_RESULT_RULE,
].join(' ');

/** The system prompt's addition for the last step after a repeated call or the step limit. */
const FINAL_STEP_NOTE = 'No more tools can be called in this turn. Answer now from the tool results above.';

/** One tool call as the turn keeps it: the stored step, and the call's full data for the number check. */
interface RanCall {
  /** The tool and its canonical arguments. */
  key: string;
  step: AssistantStep;
  data: unknown;
}

export interface TurnInput {
  app: FastifyInstance;
  model: LanguageModel;
  caller: ToolCaller;
  question: string;
  /** Earlier messages of the conversation (their text; tool results are not replayed). */
  history: readonly AssistantMessage[];
  conversation: { id: string; title: string };
  /** Tokens the user may still spend today (above 0: checked before the turn). */
  remaining: number;
  /** Reference rates in force for the number check's conversions. */
  rates: readonly ConversionRate[];
  checkPool: CheckPool;
  abortSignal: AbortSignal;
  /** Today for the system prompt (the desk's China date). */
  today: string;
  /** Called once the turn is over, before the closing parts: store, record usage, audit; answers what is left today. */
  onDone: (outcome: TurnOutcome) => Promise<{ remainingTokens: number }>;
}

export interface TurnOutcome {
  text: string;
  steps: AssistantStep[];
  check: AssistantCheck;
  end: AssistantTurnEnd;
  tokensIn: number;
  tokensOut: number;
}

const count = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, n) : 0);

/**
 * The turn's tool calls by id, in the order the model made them: a call takes its place when it starts (null until it
 * has run), so calls of one step that run in parallel keep that order whichever finishes first. The page and the
 * stored answer number calls in this order, as the model is told to cite them.
 */
type RanCalls = Map<string, RanCall | null>;

/** The console's read calls as the SDK's tools, each run as the asker; the model reads the compact block only. */
function consoleTools(input: TurnInput, ran: RanCalls): ToolSet {
  const tools: Record<string, Tool> = {};
  for (const t of ASSISTANT_TOOLS) {
    tools[t.name] = tool<unknown, AssistantToolOutput>({
      description: t.description,
      inputSchema: jsonSchema<unknown>(t.parameters as Parameters<typeof jsonSchema>[0]),
      execute: async (args, { toolCallId }) => {
        // An identical call made before in the turn answers what it answered then (the turn stops after this step,
        // `repeatedCall`): the call is not run twice against the asker's rate limits.
        const key = `${t.name}\u0000${canonicalArguments(args ?? {})}`;
        const earlier = [...ran.values()].find((c) => c?.key === key);
        if (!ran.has(toolCallId)) ran.set(toolCallId, null);
        let output: AssistantToolOutput;
        let data: unknown;
        if (earlier) {
          output = { ...earlier.step.output, ms: 0 };
          data = earlier.data;
        } else {
          const { run, forModel } = await runToolForModel(input.app, input.caller, t.name, args);
          output = await withSeriesName(input.app, input.caller, toolOutputOf(run, forModel));
          data = run.ok ? run.data : run.error;
        }
        ran.set(toolCallId, { key, step: { toolCallId, tool: t.name, path: t.path, input: args ?? {}, output }, data });
        return output;
      },
      toModelOutput: ({ output }) => ({ type: 'text', value: (output as AssistantToolOutput).result }),
    });
  }
  return tools;
}

/**
 * Messages of the conversation the model is shown before the question: the last HISTORY_MESSAGES texts (about six
 * turns), so a long conversation does not grow every request (and the user's tokens) without bound.
 */
export const HISTORY_MESSAGES = 12;

const historyMessages = (history: readonly AssistantMessage[]): ModelMessage[] =>
  history
    .filter((m) => m.text.trim() !== '')
    .slice(-HISTORY_MESSAGES)
    .map((m) => (m.role === 'user' ? { role: 'user', content: m.text } : { role: 'assistant', content: m.text }));

/** The turn as a UI message stream (never throws: failures end the stream with an `error` part and `data-end`). */
export function chatTurnStream(input: TurnInput): ReadableStream<UIMessageChunk> {
  return createUIMessageStream({
    onError: () => PROVIDER_ERROR_TEXT,
    execute: async ({ writer }) => {
      const started = performance.now();
      writer.write({ type: 'start' });
      writer.write({ type: 'data-conversation', data: input.conversation });

      const ran: RanCalls = new Map();
      let forcedFinal: 'repeatedCall' | 'stepLimit' | null = null;
      let tokenLimit = false;
      let tokensIn = 0;
      let tokensOut = 0;
      const system = `${SYSTEM_PROMPT} Today is ${input.today} (Asia/Shanghai).`;

      const result = streamText({
        model: input.model,
        system,
        messages: [...historyMessages(input.history), { role: 'user', content: input.question }],
        tools: consoleTools(input, ran),
        abortSignal: input.abortSignal,
        // The outbound fetch has the provider's time-out; a failed call is not retried (the user asks again).
        maxRetries: 0,
        onStepFinish: (step) => {
          tokensIn += count(step.usage.inputTokens);
          tokensOut += count(step.usage.outputTokens);
        },
        stopWhen: ({ steps }: { steps: StepResult<ToolSet>[] }) => {
          if (forcedFinal) return true;
          const used = steps.reduce((sum, s) => sum + count(s.usage.inputTokens) + count(s.usage.outputTokens), 0);
          if (used >= input.remaining) {
            tokenLimit = true;
            return true;
          }
          const decision = nextStep(steps);
          if (decision.action === 'stop' && decision.reason !== 'noToolCalls') {
            forcedFinal = decision.reason;
            return false;
          }
          return decision.action === 'stop';
        },
        // After a repeated call or the step limit: one step without tools, told to answer.
        prepareStep: () => (forcedFinal ? { activeTools: [], toolChoice: 'none', system: `${system} ${FINAL_STEP_NOTE}` } : undefined),
        // Failures reach the stream as its error part; the server log keeps the detail.
        onError: ({ error }) => input.app.log.warn({ err: error }, 'assistant provider call failed'),
      });

      let text = '';
      let lastTextId: string | null = null;
      let failed = false;
      let aborted = false;
      try {
        for await (const chunk of result.toUIMessageStream({ sendStart: false, sendFinish: false, sendReasoning: false, onError: () => PROVIDER_ERROR_TEXT })) {
          if (chunk.type === 'text-delta') {
            if (lastTextId !== null && chunk.id !== lastTextId && text !== '') text += '\n\n';
            lastTextId = chunk.id;
            text += chunk.delta;
          } else if (chunk.type === 'error') failed = true;
          else if (chunk.type === 'abort') aborted = true;
          writer.write(chunk);
        }
      } catch (err) {
        // The provider's body stream broke (a cut connection, the time-out): the turn ends with the error part.
        input.app.log.warn({ err }, 'assistant provider stream failed');
        if (!failed && !input.abortSignal.aborted) writer.write({ type: 'error', errorText: PROVIDER_ERROR_TEXT });
        failed = true;
      }
      if (input.abortSignal.aborted) aborted = true;

      const end: AssistantTurnEnd = aborted ? 'cancelled' : failed ? 'providerError' : tokenLimit ? 'tokenLimit' : (forcedFinal ?? 'answered');
      // A call still running when the turn ended (cancelled) has no step to store.
      const calls = [...ran.values()].filter((c): c is RanCall => c !== null);
      const outputs = calls.map((c) => c.data);
      const check =
        text.trim() === ''
          ? { verified: [], unverified: [] }
          : await input.checkPool.check({ answer: text, question: input.question, toolOutputs: outputs, rates: input.rates }, JSON.stringify(outputs).length);
      const outcome: TurnOutcome = { text, steps: calls.map((c) => c.step), check, end, tokensIn, tokensOut };
      const { remainingTokens } = await input.onDone(outcome);
      input.app.log.debug({ ms: Math.round(performance.now() - started), end }, 'assistant turn');
      writer.write({ type: 'data-check', data: check });
      writer.write({ type: 'data-usage', data: { tokensIn, tokensOut, remainingTokens } });
      writer.write({ type: 'data-end', data: { reason: end } });
      writer.write({ type: 'finish' });
    },
  });
}
