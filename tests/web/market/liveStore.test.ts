/** The live store (src/services/market/live.ts) batches notifications per frame and notifies only the topics that changed. */
import { createLiveStore } from '@/services/market/live';

it('notifies each changed topic once per frame, and no other topic', () => {
  const frames: (() => void)[] = [];
  const store = createLiveStore((run) => frames.push(run));
  const a = jest.fn();
  const b = jest.fn();
  store.subscribe('tick:A', a);
  store.subscribe('tick:B', b);
  store.set('tick:A', { value: 1, ts: 1, demo: false });
  store.set('tick:A', { value: 2, ts: 2, demo: false });
  store.set('tick:A', { value: 3, ts: 3, demo: false });
  expect(frames).toHaveLength(1);
  expect(a).not.toHaveBeenCalled();
  frames[0]();
  expect(a).toHaveBeenCalledTimes(1);
  expect(b).not.toHaveBeenCalled();
  expect(store.get('tick:A')).toEqual({ value: 3, ts: 3, demo: false });
  // The same value again changes nothing and schedules nothing.
  store.set('tick:A', { value: 3, ts: 3, demo: false });
  expect(frames).toHaveLength(1);
});

it('says whether a demo value is on screen', () => {
  const store = createLiveStore(() => undefined);
  const listener = jest.fn();
  store.subscribeDemo(listener);
  expect(store.anyDemo()).toBe(false);
  store.set('tick:A', { value: 1, ts: 1, demo: true });
  expect(store.anyDemo()).toBe(true);
  store.set('tick:A', { value: 1, ts: 2, demo: false });
  expect(store.anyDemo()).toBe(false);
  expect(listener).toHaveBeenCalledTimes(2);
});

it('notifies at most its per-frame number of topics a frame, the longest waiting first, and the rest the next frame', () => {
  const frames: (() => void)[] = [];
  const store = createLiveStore((run) => frames.push(run), 3);
  const heard: string[] = [];
  for (const name of ['A', 'B', 'C', 'D', 'E']) store.subscribe(`tick:${name}`, () => heard.push(name));
  for (const [i, name] of ['A', 'B', 'C', 'D', 'E'].entries()) store.set(`tick:${name}`, { value: i, ts: i, demo: false });
  expect(frames).toHaveLength(1);
  frames[0]();
  expect(heard).toEqual(['A', 'B', 'C']);
  expect(frames).toHaveLength(2);
  // A topic changed again while waiting keeps its place and is heard once; one changed after it waits behind it.
  store.set('tick:E', { value: 9, ts: 9, demo: false });
  store.set('tick:A', { value: 9, ts: 9, demo: false });
  frames[1]();
  expect(heard).toEqual(['A', 'B', 'C', 'D', 'E', 'A']);
  expect(frames).toHaveLength(2);
  // flush() runs every pending notification at once.
  for (const name of ['B', 'C', 'D', 'E']) store.set(`tick:${name}`, { value: 10, ts: 10, demo: false });
  store.flush();
  expect(heard).toEqual(['A', 'B', 'C', 'D', 'E', 'A', 'B', 'C', 'D', 'E']);
});
