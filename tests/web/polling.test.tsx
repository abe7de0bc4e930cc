/**
 * Health and version polling (docs/spec-reference.md#4-states-and-transitions, #7-the-calls-it-makes,
 * #9-business-constants-and-limits) through TanStack Query with fake timers and page visibility: never while
 * hidden (also when the page hides after the timer was armed), at once on return, a failed health poll makes
 * every source UNKNOWN, calls within 300 ms are dropped, and a different major server version raises the
 * update notice.
 */
import { defaultScheduler, notifyManager, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { notification } from 'antd';
import type { ReactNode } from 'react';
import { BUILD_VERSION, HEALTH_POLL_INTERVAL_MS, HEALTH_THROTTLE_MS, POLL_TIMEOUT_MS, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { SOURCE_NAMES, type SourceHealth } from '@common/contract/datasource';
import { useHealthStatus } from '@/hooks/useHealthStatus';
import { usePollingOptions } from '@/hooks/usePollingOptions';
import { UPDATE_NOTICE_KEY, useVersionWatch } from '@/hooks/useVersionWatch';
import { createQueryClient } from '@/services/queryClient';
import { healthFromEnvelope, unknownHealth } from '@/services/sourceHealth';
import { setToken } from '@/session/token';
import { dropCallsWithin } from '@/utils/throttle';
import { isMajorUpdate, majorOf } from '@/utils/version';
import { answer, fail, noAnswer, ok, sent } from './harness';

const HEALTH = '/v1/finData/lowFreqData/source/get/checkHealth';
const VERSION = '/v1/setting/version';

let hidden = false;
/** The page hides or shows; the browser fires `visibilitychange` at the document, bubbling to the window. */
function setHidden(value: boolean, fireEvent = true) {
  hidden = value;
  if (fireEvent) document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Lets pending work run (the fake network's promises, the query client's zero-delay notifications). */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  });
}

/** Moves the clock, letting promises settle between timers as a browser would. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await flush();
}

const calls = (url: string) => sent.filter((r) => r.url === url).length;

let client: QueryClient;
const wrapper = ({ children }: { children?: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeAll(() => {
  // The query client tells components about new data on a zero-delay timer. Under fake timers a zero-delay
  // timer created while the clock ticks is due 1 ms later, so views would lag one step behind the clock:
  // deliver those notifications as microtasks instead (TanStack's documented alternative scheduler).
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
  jest.setSystemTime(Date.parse('2025-04-01T08:00:00Z'));
});

afterEach(() => {
  client.clear();
  jest.clearAllTimers();
  jest.useRealTimers();
});

/** A poll of `run` with the app's polling options (what the health and version hooks use). */
function usePoll(run: () => unknown, intervalMs: number) {
  useQuery({
    queryKey: ['test-poll'],
    queryFn: async () => {
      await run();
      return Date.now();
    },
    ...usePollingOptions(intervalMs),
  });
}

describe('polling options (query-based)', () => {
  test('runs at once, then every interval; stops when unmounted', async () => {
    const run = jest.fn();
    const { unmount } = renderHook(() => usePoll(run, 1000), { wrapper });
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
    await advance(3000);
    expect(run).toHaveBeenCalledTimes(4);
    unmount();
    await advance(5000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  test('hidden at start: nothing until the page shows, then at once and re-armed', async () => {
    hidden = true;
    const run = jest.fn();
    const { unmount } = renderHook(() => usePoll(run, 1000), { wrapper });
    await advance(10_000);
    expect(run).not.toHaveBeenCalled();
    act(() => setHidden(false));
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(run).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(run).toHaveBeenCalledTimes(2);
    unmount();
  });

  test('the page hides after the timer was armed: no run while hidden', async () => {
    const run = jest.fn();
    const { unmount } = renderHook(() => usePoll(run, 1000), { wrapper });
    await flush();
    await advance(500);
    act(() => setHidden(true));
    await advance(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    unmount();
  });

  test('a tick that fires while hidden (event missed) is skipped', async () => {
    const run = jest.fn();
    const { unmount } = renderHook(() => usePoll(run, 1000), { wrapper });
    await flush();
    setHidden(true, false);
    await advance(5000);
    expect(run).toHaveBeenCalledTimes(1);
    hidden = false;
    await advance(1000);
    expect(run).toHaveBeenCalledTimes(2);
    unmount();
  });

  test('a failing job does not stop the polling', async () => {
    const run = jest.fn(() => {
      throw new Error('boom');
    });
    const { unmount } = renderHook(() => usePoll(run, 1000), { wrapper });
    await flush();
    await advance(2000);
    expect(run).toHaveBeenCalledTimes(3);
    unmount();
  });
});

describe('dropCallsWithin', () => {
  test('drops calls within the window of the last accepted one', () => {
    const fn = jest.fn((x: number) => x * 2);
    const throttled = dropCallsWithin(300, fn);
    expect(throttled(1)).toBe(2);
    jest.advanceTimersByTime(299);
    expect(throttled(2)).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(throttled(3)).toBe(6);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});

describe('data-source health', () => {
  const statusMap = { wind: 'OK', bloomberg: 'WARN', curveSeries: 'ERROR', platts: 'OK', mySteel: 'OK', kpler: 'UNKNOWN', ccf: 'OK', cftc: 'OK', smm: 'OK' };
  const details: SourceHealth[] = [
    {
      source: 'bloomberg',
      state: 'WARN',
      message: 'No update for 30 h',
      messageKey: 'datasource.health.late',
      messageParams: { ageHours: 30, warnAfterHours: 26 },
      lastUpdate: 1_743_400_000_000,
      checkedAt: 1_743_494_000_000,
    },
  ];

  test('polls at once with a 1 s time-out and reads the map from the envelope status', async () => {
    answer(HEALTH, ok(details, { status: statusMap }));
    const { result, unmount } = renderHook(() => useHealthStatus(), { wrapper });
    await flush();
    expect(calls(HEALTH)).toBe(1);
    expect(sent[0].timeout).toBe(POLL_TIMEOUT_MS);
    expect(POLL_TIMEOUT_MS).toBe(1000);
    expect(Object.fromEntries(SOURCE_NAMES.map((s) => [s, result.current[s].state]))).toEqual(statusMap);
    expect(result.current.bloomberg).toMatchObject({ message: 'No update for 30 h', messageKey: 'datasource.health.late', lastUpdate: 1_743_400_000_000 });
    unmount();
  });

  test('every 60 s, never while hidden, at once on return', async () => {
    answer(HEALTH, ok([], { status: statusMap }));
    const { unmount } = renderHook(() => useHealthStatus(), { wrapper });
    await flush();
    await advance(HEALTH_POLL_INTERVAL_MS);
    expect(calls(HEALTH)).toBe(2);
    expect(HEALTH_POLL_INTERVAL_MS).toBe(60_000);

    await advance(10_000);
    act(() => setHidden(true));
    await advance(10 * HEALTH_POLL_INTERVAL_MS);
    expect(calls(HEALTH)).toBe(2);

    act(() => setHidden(false));
    await flush();
    expect(calls(HEALTH)).toBe(3);
    await advance(HEALTH_POLL_INTERVAL_MS);
    expect(calls(HEALTH)).toBe(4);
    unmount();
  });

  test('a failed poll makes every source UNKNOWN', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(HEALTH, ok([], { status: statusMap }));
    const { result, unmount } = renderHook(() => useHealthStatus(), { wrapper });
    await flush();
    expect(result.current.wind.state).toBe('OK');

    answer(HEALTH, noAnswer('timeout of 1000ms exceeded'));
    await advance(HEALTH_POLL_INTERVAL_MS);
    expect(calls(HEALTH)).toBe(2);
    expect(result.current).toEqual(unknownHealth());

    answer(HEALTH, ok([], { status: statusMap }));
    await advance(HEALTH_POLL_INTERVAL_MS);
    expect(result.current.curveSeries.state).toBe('ERROR');

    answer(HEALTH, fail(500, { msg: 'boom' }));
    await advance(HEALTH_POLL_INTERVAL_MS);
    expect(result.current).toEqual(unknownHealth());
    unmount();
    errors.mockRestore();
  });

  test('calls within 300 ms of the previous one are dropped', async () => {
    answer(HEALTH, ok([], { status: statusMap }));
    const { unmount } = renderHook(() => useHealthStatus(), { wrapper });
    await flush();
    expect(calls(HEALTH)).toBe(1);
    // A quick hide/show right after the first poll would poll again at once: dropped.
    act(() => setHidden(true));
    act(() => setHidden(false));
    await flush();
    expect(calls(HEALTH)).toBe(1);
    await advance(HEALTH_THROTTLE_MS);
    act(() => setHidden(true));
    act(() => setHidden(false));
    await flush();
    expect(calls(HEALTH)).toBe(2);
    unmount();
  });

  test('malformed answers read as UNKNOWN', () => {
    expect(healthFromEnvelope(null)).toEqual(unknownHealth());
    expect(healthFromEnvelope({ code: 200, msg: '', status: 'success', version: '1', data: [] })).toEqual(unknownHealth());
    expect(healthFromEnvelope({ code: 200, msg: '', status: { wind: 'GREEN', smm: 'OK' }, version: '1', data: null }).wind.state).toBe('UNKNOWN');
    expect(healthFromEnvelope({ code: 200, msg: '', status: { wind: 'GREEN', smm: 'OK' }, version: '1', data: null }).smm.state).toBe('OK');
  });
});

describe('server version', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  test('the local version comes from the build environment', () => {
    expect(BUILD_VERSION).toBe(process.env.UMI_APP_BUILD_VERSION);
    expect(BUILD_VERSION).toMatch(/^\d{8}\.\d+$/);
  });

  test('major version compare: the part before the first dot', () => {
    expect(majorOf('20250401.3')).toBe('20250401');
    expect(majorOf('20250401')).toBe('20250401');
    expect(isMajorUpdate('20250401.9', '20250401.3')).toBe(false);
    expect(isMajorUpdate('20250402.1', '20250401.3')).toBe(true);
    expect(isMajorUpdate('', '20250401.3')).toBe(false);
    expect(isMajorUpdate(undefined, '20250401.3')).toBe(false);
  });

  test('same major: polled every 120 s with a 1 s time-out, no notice', async () => {
    answer(VERSION, ok({ version: `${majorOf(BUILD_VERSION)}.99`, publishedAt: null }, { version: `${majorOf(BUILD_VERSION)}.99` }));
    const { result, unmount } = renderHook(() => useVersionWatch(), { wrapper });
    await flush();
    expect(calls(VERSION)).toBe(1);
    expect(sent[0].timeout).toBe(1000);
    expect(result.current.updateAvailable).toBe(false);
    await advance(VERSION_POLL_INTERVAL_MS - 1);
    expect(calls(VERSION)).toBe(1);
    await advance(1);
    expect(calls(VERSION)).toBe(2);
    expect(VERSION_POLL_INTERVAL_MS).toBe(120_000);
    expect(info).not.toHaveBeenCalled();
    unmount();
  });

  test('different major: update-available state and one persistent notice with a reload button', async () => {
    // The deployed version is the envelope's `version`.
    answer(VERSION, ok({ version: 'ignored', publishedAt: null }, { version: '20991231.1' }));
    const { result, unmount } = renderHook(() => useVersionWatch(), { wrapper });
    await flush();
    expect(result.current).toEqual({ updateAvailable: true, serverVersion: '20991231.1' });
    expect(info).toHaveBeenCalledTimes(1);
    const notice = info.mock.calls[0][0];
    expect(notice).toMatchObject({ key: UPDATE_NOTICE_KEY, duration: 0 });
    expect(notice.description).toContain('20991231.1');
    expect(notice.description).toContain(BUILD_VERSION);
    expect(notice.actions).toBeTruthy();
    await advance(VERSION_POLL_INTERVAL_MS);
    expect(calls(VERSION)).toBe(2);
    expect(info).toHaveBeenCalledTimes(1);
    unmount();
  });

  test('not while hidden; at once on return', async () => {
    answer(VERSION, ok({ version: BUILD_VERSION, publishedAt: null }, { version: BUILD_VERSION }));
    hidden = true;
    const { unmount } = renderHook(() => useVersionWatch(), { wrapper });
    await advance(5 * VERSION_POLL_INTERVAL_MS);
    expect(calls(VERSION)).toBe(0);
    act(() => setHidden(false));
    await flush();
    expect(calls(VERSION)).toBe(1);
    unmount();
  });
});
