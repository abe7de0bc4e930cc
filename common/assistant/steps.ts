/**
 * The step policy of one assistant turn (issue 23: "the conversation ends a turn after a bounded number of steps
 * (stop identical repeated calls early)"; docs/assistant.md, "Steps"). A step is one model call and the tool calls it
 * made, as the AI SDK's `StepResult` holds them (`toolCalls: [{ toolName, input }]`), so the server can pass
 * `({ steps }) => nextStep(steps).action === 'stop'` as `stopWhen`.
 */

/**
 * At most this many steps in one turn. The questions take about five tool calls (find the series, read it,
 * its seasonality or a metric, the calendar, research): eight leaves room for a retry and the closing answer
 * without letting a looping model spend the user's daily tokens.
 */
export const MAX_STEPS = 8;

/** One tool call of a step: the tool's name and its arguments (any JSON). */
export interface StepToolCall {
  toolName: string;
  input: unknown;
}

/** One step so far: the tool calls the model made in it (none for a text-only step). */
export interface Step {
  toolCalls: readonly StepToolCall[];
}

/** Whether the turn goes on, and why it stops. */
export type StepDecision =
  | { action: 'continue' }
  | { action: 'stop'; reason: 'stepLimit'; steps: number }
  | { action: 'stop'; reason: 'repeatedCall'; toolName: string; input: unknown }
  | { action: 'stop'; reason: 'noToolCalls' };

/**
 * The arguments as one canonical JSON text: object keys sorted at every level, `undefined` members dropped (as JSON
 * drops them), `-0` as `0`; arrays keep their order (it is meaningful). Two calls with the same canonical text ask
 * for the same thing, whatever order the model wrote the keys in.
 */
export function canonicalArguments(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'null';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : canonical(v)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = canonical(v);
    }
    return out;
  }
  if (typeof value === 'number' && Object.is(value, -0)) return 0;
  return value;
}

/**
 * What to do after the steps so far (the last one just finished), in this order:
 * - the last step made no tool call: the model has answered (`noToolCalls`);
 * - a tool call of the last step repeats one made before in the turn, or another of the same step (same name and
 *   canonical arguments): the model is looping; its result would be the one it already has (`repeatedCall`);
 * - `limit` steps have run (`stepLimit`);
 * - else continue.
 * After a `repeatedCall` or `stepLimit` stop the caller asks the model once more for an answer, without tools, from
 * what the tools returned.
 */
export function nextStep(steps: readonly Step[], limit: number = MAX_STEPS): StepDecision {
  const last = steps[steps.length - 1];
  if (last === undefined) return { action: 'continue' };
  if (last.toolCalls.length === 0) return { action: 'stop', reason: 'noToolCalls' };
  const earlier = new Set<string>();
  for (const step of steps.slice(0, -1)) {
    for (const call of step.toolCalls) earlier.add(callKey(call));
  }
  for (const call of last.toolCalls) {
    const key = callKey(call);
    if (earlier.has(key)) return { action: 'stop', reason: 'repeatedCall', toolName: call.toolName, input: call.input };
    earlier.add(key);
  }
  if (steps.length >= limit) return { action: 'stop', reason: 'stepLimit', steps: steps.length };
  return { action: 'continue' };
}

const callKey = (call: StepToolCall): string => `${call.toolName}\u0000${canonicalArguments(call.input)}`;
