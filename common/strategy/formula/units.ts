/**
 * The small unit algebra of strategy formulas (docs/market-data/strategy.md, "Units"). A unit is a product of base
 * units with integer exponents: currencies (CNY, USD) over quantities (t, bbl). `CNY/t` = { CNY: 1, t: -1 },
 * `CNY/USD` = { CNY: 1, USD: -1 }, `ratio` = {} (dimensionless: tax rates, coefficients).
 */

export const BASE_UNITS = ['CNY', 'USD', 't', 'bbl'] as const;
export type BaseUnit = (typeof BASE_UNITS)[number];

export type Dims = Partial<Record<BaseUnit, number>>;

/** Names accepted for a dimensionless value. */
const DIMENSIONLESS = new Set(['ratio', '1', '']);

/** Parses `CNY/t`, `USD/bbl`, `CNY/USD`, `bbl/t`, `ratio`, `CNY*USD/t`; null when a part is not a base unit. */
export function parseUnit(text: string): Dims | null {
  const trimmed = text.trim();
  if (DIMENSIONLESS.has(trimmed)) return {};
  const parts = trimmed.split('/');
  if (parts.length > 2) return null;
  const dims: Dims = {};
  for (const [i, part] of parts.entries()) {
    for (const atom of part.split('*')) {
      const name = atom.trim();
      if (name === '1' && parts.length === 2 && i === 0) continue;
      if (!(BASE_UNITS as readonly string[]).includes(name)) return null;
      const base = name as BaseUnit;
      dims[base] = (dims[base] ?? 0) + (i === 0 ? 1 : -1);
    }
  }
  return normalise(dims);
}

function normalise(d: Dims): Dims {
  const out: Dims = {};
  for (const b of BASE_UNITS) if (d[b]) out[b] = d[b];
  return out;
}

export const multiplyDims = (a: Dims, b: Dims): Dims => {
  const out: Dims = { ...a };
  for (const k of BASE_UNITS) if (b[k]) out[k] = (out[k] ?? 0) + (b[k] ?? 0);
  return normalise(out);
};

export const divideDims = (a: Dims, b: Dims): Dims => {
  const inv: Dims = {};
  for (const k of BASE_UNITS) if (b[k]) inv[k] = -(b[k] ?? 0);
  return multiplyDims(a, inv);
};

export const sameDims = (a: Dims, b: Dims): boolean => BASE_UNITS.every((k) => (a[k] ?? 0) === (b[k] ?? 0));

/** `CNY/t`, `ratio`, `CNY*USD/t^2`: the inverse of parseUnit for the units it reads. */
export function formatUnit(d: Dims): string {
  const part = (sign: 1 | -1) =>
    BASE_UNITS.filter((k) => Math.sign(d[k] ?? 0) === sign)
      .map((k) => (Math.abs(d[k] ?? 0) === 1 ? k : `${k}^${Math.abs(d[k] ?? 0)}`))
      .join('*');
  const num = part(1);
  const den = part(-1);
  if (!num && !den) return 'ratio';
  return den ? `${num || '1'}/${den}` : num;
}
