/**
 * jsdom shims antd and the Umi runtime need (stack notes, "Jest with Umi Max"), the jest-dom matchers,
 * and Umi's plugin manager so `request`, `getLocale` and the locale runtime work as in the browser.
 */
import '@testing-library/jest-dom';
import '@umijs/max/test-setup';
import { cleanup } from '@testing-library/react';
import { theme } from 'antd';

// Keep CSS-in-JS hashes out of rendered class names.
(theme as unknown as { defaultConfig: { hashed: boolean } }).defaultConfig.hashed = false;

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
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

if (typeof (global as { MessageChannel?: unknown }).MessageChannel === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  (global as { MessageChannel?: unknown }).MessageChannel = require('node:worker_threads').MessageChannel;
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
