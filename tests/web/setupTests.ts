/**
 * jsdom shims antd and the Umi runtime need (matchMedia, ResizeObserver, MessageChannel for React's scheduler), the jest-dom matchers,
 * Umi's plugin manager so `request`, `getLocale` and the locale runtime work as in the browser, and the
 * harness's rules for every web test: the fake network (tests/web/harness/fakeApi.ts; an unanswered call
 * fails the test) and a quiet console (harness/quietConsole.ts).
 */
import '@testing-library/jest-dom';
import '@umijs/max/test-setup';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { theme } from 'antd';
import { setImmediate as realSetImmediate } from 'node:timers';
import { installFakeApi, isExpectedRequestLog, resetFakeApi, unansweredCalls } from './harness/fakeApi';
import { assertQuietConsole, installQuietConsole } from './harness/quietConsole';
import { staticMediaQueryList } from './harness/viewport';

// Keep CSS-in-JS hashes out of rendered class names.
(theme as unknown as { defaultConfig: { hashed: boolean } }).defaultConfig.hashed = false;

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => staticMediaQueryList(query, false) });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!(window as unknown as { ResizeObserver?: unknown }).ResizeObserver) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
  (global as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
}

/**
 * React's scheduler posts its work through a MessageChannel when the environment has no setImmediate (jsdom has
 * neither). Node's own MessageChannel would do, but its ports hold the process open once a listener is set, so jest
 * never exits after a run. These ports deliver with Node's real setImmediate (taken from node:timers, which fake
 * timers leave alone, as they leave Node's MessageChannel alone): the same macrotask timing, and nothing left open.
 */
class ImmediateMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: ImmediateMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.peer;
    realSetImmediate(() => target?.onmessage?.({ data }));
  }
  start() {}
  close() {
    this.onmessage = null;
  }
}
class ImmediateMessageChannel {
  readonly port1 = new ImmediateMessagePort();
  readonly port2 = new ImmediateMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
if (typeof (global as { MessageChannel?: unknown }).MessageChannel === 'undefined') {
  (global as { MessageChannel?: unknown }).MessageChannel = ImmediateMessageChannel;
}

/** A Storage kept in memory, so tests can inspect and reset it. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}
Object.defineProperty(window, 'localStorage', { configurable: true, value: new MemoryStorage() });
Object.defineProperty(window, 'sessionStorage', { configurable: true, value: new MemoryStorage() });

installQuietConsole(isExpectedRequestLog);
installFakeApi();
// Pages with antd forms and tables take seconds to settle on a busy two-core machine: findBy/waitFor wait
// up to 10 s (they return as soon as the expectation holds).
configure({ asyncUtilTimeout: 10_000 });

/**
 * A query that finds nothing throws an error carrying the whole document printed (prettyDOM, about 4 % of a page
 * file's CPU, tests/web/admin/account). Inside findBy/waitFor that happens at every poll (Testing Library marks those
 * calls with `_disableExpensiveErrorDiagnostics`), and every error but the last is thrown away. There the document is
 * printed when the message or stack is first read instead: a wait that times out reads them at once (waitFor's
 * onTimeout), so its failure shows the document as it was then, as before; the discarded ones are never printed. A
 * query outside a wait prints at once, as before.
 */
const printingElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    return polling ? printedOnRead(message ?? '', container) : printingElementError(message, container);
  },
});

function printedOnRead(message: string, container: Element): Error {
  const error = new Error(message);
  error.name = 'TestingLibraryElementError';
  const bareStack = error.stack ?? '';
  let printed: string | undefined;
  const full = () => {
    printed ??= printingElementError(message, container).message;
    return printed;
  };
  let readMessage: string | undefined;
  let readStack: string | undefined;
  Object.defineProperties(error, {
    message: {
      configurable: true,
      get: () => {
        readMessage ??= full();
        return readMessage;
      },
      set: (value: string) => {
        readMessage = value;
      },
    },
    stack: {
      configurable: true,
      get: () => {
        readStack ??= bareStack.replace(message, full());
        return readStack;
      },
      set: (value: string) => {
        readStack = value;
      },
    },
  });
  return error;
}

beforeEach(() => {
  resetFakeApi();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const unanswered = unansweredCalls();
  if (unanswered.length) throw new Error(`Calls without an answer in the test's fake network: ${[...new Set(unanswered)].join(', ')}`);
  assertQuietConsole();
});

afterAll(() => {
  assertQuietConsole();
});
