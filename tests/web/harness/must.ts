/**
 * The value, or an error naming what is missing: narrows `T | undefined` in a test without a non-null
 * assertion (the same helper as tests/api/helpers.ts). Its own module so unit tests can use it without
 * loading the page harness.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
