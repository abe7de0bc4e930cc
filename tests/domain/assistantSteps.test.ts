/**
 * common/assistant/steps.ts: the step policy of an assistant turn (issue 23: a bounded number of steps, identical
 * repeated tool calls stopped early). The step shape is the AI SDK's StepResult (`toolCalls: [{ toolName, input }]`,
 * ai-sdk.dev "generateText / streamText: steps"); canonical JSON follows RFC 8785's idea (sorted keys), without its
 * number formatting (JavaScript's own is used on both sides).
 */
import { canonicalArguments, MAX_STEPS, nextStep, type Step } from '../../common/assistant/steps';

const call = (toolName: string, input: unknown) => ({ toolName, input });
const step = (...toolCalls: ReturnType<typeof call>[]): Step => ({ toolCalls });

describe('canonicalArguments', () => {
  it('ignores key order at every level and drops undefined members', () => {
    const a = canonicalArguments({ address: 'md:SHFE.FU2601', range: { from: 1, to: 2 }, interval: '1d', x: undefined });
    const b = canonicalArguments({ range: { to: 2, from: 1 }, interval: '1d', address: 'md:SHFE.FU2601' });
    expect(a).toBe(b);
    expect(a).toBe('{"address":"md:SHFE.FU2601","interval":"1d","range":{"from":1,"to":2}}');
  });
  it('keeps array order and value types', () => {
    expect(canonicalArguments({ ids: [1, 2] })).not.toBe(canonicalArguments({ ids: [2, 1] }));
    expect(canonicalArguments({ n: 5 })).not.toBe(canonicalArguments({ n: '5' }));
    expect(canonicalArguments({ n: -0 })).toBe(canonicalArguments({ n: 0 }));
    expect(canonicalArguments([undefined])).toBe('[null]');
    expect(canonicalArguments(undefined)).toBe('null');
  });
});

describe('nextStep', () => {
  it('continues before the first step and while new calls are made under the limit', () => {
    expect(nextStep([])).toEqual({ action: 'continue' });
    expect(nextStep([step(call('catalogueSearch', { q: 'FU' })), step(call('series', { address: 'md:SHFE.FU@main' }))])).toEqual({
      action: 'continue',
    });
  });
  it('stops when the model answered without a tool call', () => {
    expect(nextStep([step(call('catalogueSearch', { q: 'FU' })), step()])).toEqual({ action: 'stop', reason: 'noToolCalls' });
  });
  it('stops on an identical repeated call, whatever the key order', () => {
    const steps = [
      step(call('series', { address: 'md:SHFE.FU@main', range: { from: 1, to: 2 } })),
      step(call('metrics', { id: 'fu' })),
      step(call('series', { range: { to: 2, from: 1 }, address: 'md:SHFE.FU@main' })),
    ];
    expect(nextStep(steps)).toEqual({
      action: 'stop',
      reason: 'repeatedCall',
      toolName: 'series',
      input: { range: { to: 2, from: 1 }, address: 'md:SHFE.FU@main' },
    });
  });
  it('stops on two identical calls in one step', () => {
    expect(nextStep([step(call('metrics', { id: 'fu' }), call('metrics', { id: 'fu' }))])).toMatchObject({ reason: 'repeatedCall' });
  });
  it('does not stop for the same tool with other arguments, or other tools with the same arguments', () => {
    expect(nextStep([step(call('series', { address: 'md:SHFE.FU@main' })), step(call('series', { address: 'md:INE.LU@main' }))])).toEqual({
      action: 'continue',
    });
    expect(nextStep([step(call('seasonality', { id: 'fu' })), step(call('metrics', { id: 'fu' }))])).toEqual({ action: 'continue' });
  });
  it('does not count an earlier repeat that was not in the last step', () => {
    // Only the step that just finished is judged: the earlier steps were judged when they finished.
    const steps = [step(call('a', {})), step(call('a', {})), step(call('c', {}))];
    expect(nextStep(steps)).toEqual({ action: 'continue' });
  });
  it('stops at the step limit, MAX_STEPS by default', () => {
    expect(MAX_STEPS).toBe(8);
    const steps = Array.from({ length: MAX_STEPS }, (_, i) => step(call('series', { page: i })));
    expect(nextStep(steps.slice(0, MAX_STEPS - 1))).toEqual({ action: 'continue' });
    expect(nextStep(steps)).toEqual({ action: 'stop', reason: 'stepLimit', steps: MAX_STEPS });
    expect(nextStep(steps.slice(0, 3), 3)).toEqual({ action: 'stop', reason: 'stepLimit', steps: 3 });
  });
});
