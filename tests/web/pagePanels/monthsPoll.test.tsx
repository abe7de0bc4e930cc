/**
 * The months panel's call (monthsPanelCall.ts) refreshes while the page is open: at once, then every MONTHS_POLL_MS
 * (the market layer's cadence), never while the tab is hidden, at once on return. Fake timers and page visibility, as
 * tests/web/polling.test.tsx checks the app's polling options; the network is the harness's fake.
 */
import { defaultScheduler, notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MONTHS_POLL_MS, useByMonth } from '@/components/PageView/panels/monthsPanelCall';
import { createQueryClient } from '@/services/queryClient';
import { setToken } from '@/session/token';
import { answer, bodiesSentTo, ok } from '../harness';

const PATH = '/v2/strategy/byMonth';
let hidden = false;
let client: QueryClient;
const wrapper = ({ children }: { children?: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  });
}
const setHidden = (value: boolean) => {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeAll(() => {
  // As polling.test.tsx: the query client's notifications as microtasks, so views keep up with the fake clock.
  notifyManager.setScheduler(queueMicrotask);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
});
afterAll(() => notifyManager.setScheduler(defaultScheduler));

beforeEach(() => {
  hidden = false;
  client = createQueryClient();
  setToken('tok');
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  answer(PATH, ok({ unit: 'USD/t', demo: false, asOf: 0, rows: [] }));
});
afterEach(() => {
  client.clear();
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('asks at once, then every poll interval while visible; nothing while hidden; at once on return', async () => {
  expect(MONTHS_POLL_MS).toBe(5000);
  const { unmount } = renderHook(() => useByMonth('fu_inner_outer_usd_t', 12), { wrapper });
  await advance(0);
  expect(bodiesSentTo(PATH)).toEqual([{ id: 'fu_inner_outer_usd_t', months: 12 }]);
  await advance(MONTHS_POLL_MS);
  expect(bodiesSentTo(PATH)).toHaveLength(2);
  act(() => setHidden(true));
  await advance(MONTHS_POLL_MS * 10);
  expect(bodiesSentTo(PATH)).toHaveLength(2);
  act(() => setHidden(false));
  await advance(0);
  expect(bodiesSentTo(PATH)).toHaveLength(3);
  unmount();
});

test('no strategy (a non-spread address): asks nothing', async () => {
  const { unmount } = renderHook(() => useByMonth(null, 12), { wrapper });
  await advance(MONTHS_POLL_MS * 3);
  expect(bodiesSentTo(PATH)).toEqual([]);
  unmount();
});
