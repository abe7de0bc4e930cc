/**
 * Leading-edge throttle that drops calls: a call within `ms` of the last accepted one returns
 * undefined without running `fn` (docs/spec-reference.md#7-the-calls-it-makes: the health fetch is throttled at 300 ms).
 */
export function dropCallsWithin<A extends unknown[], R>(ms: number, fn: (...args: A) => R): (...args: A) => R | undefined {
  let lastAcceptedAt = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - lastAcceptedAt < ms) return undefined;
    lastAcceptedAt = now;
    return fn(...args);
  };
}
