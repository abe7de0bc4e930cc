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
