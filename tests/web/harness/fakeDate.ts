/**
 * A fake clock for page tests that need a date (a product listed by then, "today" on a chart's range) while the
 * page's own timers, frames and promises run for real, as they do in a browser.
 */

/** Fakes only the date (Date.now, new Date) at `at`; timers, frames and promises run for real. */
export function fakeDate(at: number): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}
