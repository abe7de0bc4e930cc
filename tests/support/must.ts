/**
 * The value, or an error naming what is missing: narrows `T | undefined` in a test without a non-null
 * assertion. One helper for every test project (web, api, contract); its own module so unit tests can use it
 * without loading a harness.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
