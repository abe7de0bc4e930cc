/**
 * What the browser checks of a cron before asking the server (docs/datasources.md, "Cron"): five fields, no
 * `@daily` macros, no `H`, the contract's length. Whether the values are in range is the server's answer
 * (`source/cron/nextTime` previews the next times or answers 400 for the `cron` field), so the rules live once.
 */
export const CRON_MIN_LENGTH = 9;
export const CRON_MAX_LENGTH = 100;

export function isCronShaped(cron: string): boolean {
  const text = cron.trim();
  if (text.length < CRON_MIN_LENGTH || text.length > CRON_MAX_LENGTH) return false;
  if (text.includes('@') || /\bH\b/i.test(text)) return false;
  return text.split(/\s+/).length === 5;
}
