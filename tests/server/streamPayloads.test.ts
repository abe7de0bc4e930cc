/**
 * Stream payloads are checked against their family's schema (common/contract/stream.ts) before they go out
 * (server/infra/stream/topicHub.ts, payloadCheck.ts): a tick, spread value or job progress that does not match is logged and
 * dropped, never sent or counted; families without a schema pass as they are.
 */
import type { TopicProvider } from '../../server/infra/market/ports';
import { payloadProblem } from '../../server/infra/stream/payloadCheck';
import { type TopicFeed, TopicHub } from '../../server/infra/stream/topicHub';

const TICK = { instrument: 'SHFE.FU2601', ts: 1, last: 2800, demo: true, feed: 'demo' };
const SPREAD = { strategyId: 'hi5', ts: 1, value: 105.5, unit: 'USD/t', demo: false, legs: [{ instrument: 'ICE.MF05', ts: 1 }] };
const PROGRESS = { jobId: 'j1', status: 'running', done: 1, total: 4 };

test('each family with a schema accepts its payloads and names the first mismatch of others', () => {
  expect(payloadProblem('tick:SHFE.FU2601', TICK)).toBeNull();
  expect(payloadProblem('spread:hi5', SPREAD)).toBeNull();
  expect(payloadProblem('job:j1', PROGRESS)).toBeNull();
  expect(payloadProblem('tick:SHFE.FU2601', { ...TICK, last: 'x' })).toMatch(/^\/last: /);
  expect(payloadProblem('spread:hi5', { ...SPREAD, legs: undefined })).toMatch(/^\/legs: /);
  expect(payloadProblem('spread:hi5', { ...SPREAD, legs: [{ instrument: 'ICE.MF05' }] })).toMatch(/^\/legs\/0\/ts: /);
  expect(payloadProblem('job:j1', { ...PROGRESS, status: 'paused' })).toMatch(/^\/status: /);
  // No value yet, and families without a schema (notifications, feed assignments), pass as they are.
  expect(payloadProblem('tick:SHFE.FU2601', null)).toBeNull();
  expect(payloadProblem('notify:u1', { anything: true })).toBeNull();
});

test('the hub drops a bad update and a bad snapshot with a warning, and sends the good ones', async () => {
  const warn = jest.fn();
  const hub = new TopicHub({ warn });
  let publish: (data: unknown) => void = () => undefined;
  let snapshot: unknown = { ...TICK, ts: 'yesterday' };
  const provider: TopicProvider = {
    canRead: () => true,
    snapshot: () => snapshot,
    subscribe: (_topic, onUpdate) => {
      publish = onUpdate;
      return () => undefined;
    },
  };
  hub.register('tick:', provider);
  const seen: unknown[] = [];
  const sink = { topicUpdated: (feed: TopicFeed) => seen.push(feed.data) };

  // A bad snapshot: the topic opens without a value.
  const feed = await hub.attach('tick:SHFE.FU2601', sink);
  expect(feed.data).toBeNull();
  expect(warn).toHaveBeenCalledWith({ topic: 'tick:SHFE.FU2601', problem: expect.stringMatching(/^\/ts: /) }, expect.stringContaining('dropped'));
  const base = feed.seq;

  publish({ ...TICK, last: null });
  expect(seen).toEqual([]);
  expect(feed.seq).toBe(base);
  expect(warn).toHaveBeenCalledTimes(2);

  publish(TICK);
  expect(seen).toEqual([TICK]);
  expect(feed.seq).toBe(base + 1);
  expect(feed.data).toEqual(TICK);

  // A good snapshot of a topic opened later is kept.
  snapshot = TICK;
  hub.detach('tick:SHFE.FU2601', sink);
  expect((await hub.attach('tick:SHFE.FU2601', sink)).data).toEqual(TICK);
  hub.close();
  expect(warn).toHaveBeenCalledTimes(2);
});
