/**
 * Web tests run quiet: any console.error or console.warn that a test did not expect (a React act() warning, a
 * deprecation, a missing translation logged by react-intl, an unexpected failed call) fails that test.
 * A test that provokes a log on purpose spies on the console itself. The one log expected by design is the
 * request layer's line about a call the test answered with a failure (fakeApi.ts); it is not printed.
 */
import { format } from 'node:util';

const unexpected: string[] = [];

/**
 * `expected`: a log the set-up allows by design (the page tests pass fakeApi's `isExpectedRequestLog`; the web-unit
 * project, which makes no calls, passes nothing, and so does not load the request layer).
 */
export function installQuietConsole(expected: (args: readonly unknown[]) => boolean = () => false): void {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (expected(args)) return;
      unexpected.push(`console.${level}: ${format(...args)}`);
      original(...args);
    };
  }
}

/** Throws (failing the current test) when anything unexpected was logged since the last check. */
export function assertQuietConsole(): void {
  if (!unexpected.length) return;
  const lines = unexpected.splice(0).map((line) => line.split('\n').slice(0, 6).join('\n'));
  throw new Error(`The test printed to the console:\n${lines.join('\n\n')}`);
}
