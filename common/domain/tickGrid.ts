/**
 * Prices on an instrument's tick grid: the demo feed rounds to it, the push endpoint refuses prices off it.
 * Decimal ticks (0.1, 0.0001) are not exact in binary, so the check allows a tiny relative error and rounding
 * returns the shortest decimal (2801.1, not 2801.1000000000004).
 */

/** Decimals of a tick size: 1 -> 0, 0.1 -> 1, 0.0001 -> 4. */
export function tickDecimals(tick: number): number {
  const text = String(tick);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The nearest price on the grid of `tick`. */
export function roundToTick(price: number, tick: number): number {
  return Number((Math.round(price / tick) * tick).toFixed(tickDecimals(tick)));
}

/** True when `price` is a whole number of ticks (within floating error). */
export function isOnTickGrid(price: number, tick: number): boolean {
  if (!Number.isFinite(price) || !(tick > 0)) return false;
  const steps = price / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
