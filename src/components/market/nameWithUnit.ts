/**
 * A series' name with its unit, as pickers, lists and export headers print it: `Fuel oil main (CNY/t)`. Some names
 * already end with their unit (the seeded strategies `FU inner/outer (USD/bbl)` and `(USD/t)` are told apart by it),
 * and those are left as they are rather than printed `FU inner/outer (USD/bbl) (USD/bbl)` (issue 18).
 */
export function nameWithUnit(name: string, unit: string | null | undefined): string {
  const u = unit?.trim();
  if (!u) return name;
  const suffix = `(${u})`;
  return name.trimEnd().endsWith(suffix) ? name : `${name} ${suffix}`;
}
