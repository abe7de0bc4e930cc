/**
 * The number check of an assistant turn (issue 23; docs/assistant.md, "Number check"): every figure of the final
 * answer is looked for among the numbers the turn's tools returned; a figure that matches none is unverified. The
 * result is the `data-check` part of the chat stream: `{ verified, unverified }`, the figures as written, each once,
 * in the order they first appear.
 *
 * Which figures are checked: those `readFigures` (figures.ts) does not skip, less the numbers the user wrote in the
 * question (the same value, percent or not): an answer repeating "your 2,800 target" claims nothing new.
 *
 * What a figure matches (a candidate is a number the tools returned, `collectCandidates`):
 * - **rounding**: a candidate rounded to the figure's written precision: `7.45` matches 7.4523, `1.2万` (±0.05万)
 *   matches 12034, `2,800` matches 2800.4. A figure with a magnitude also matches a candidate in that magnitude
 *   (`12.3万吨` and a stock of 12.3 given in 万 t). An unsigned figure matches either sign (a fall is often written
 *   in words: "fell 12", "下跌12"); a signed one (`-12`, `+12`) only its own sign;
 * - **percent and ratio**: `3.2%` matches 3.2 (a tool's percent) and 0.032 (a ratio, as metrics return them);
 * - **unit conversions**, by the console's own rates (`CONVERSION_RATE_KEYS`, the reference area's keys): per tonne
 *   and per barrel by a barrels-per-tonne factor (USD/t = USD/bbl × bbl/t), CNY and USD by USD/CNY (CNY per USD:
 *   CNY = USD × rate; `FU / FX` is the USD price, markets-and-formulas.md "Spread formulas"), and both at once (CNY/t
 *   and USD/bbl). Percents are not converted;
 * - **changes within one series**: the tools' series are arrays (of numbers, or of objects such as bars): for each
 *   numeric column, each step's change (b - a) and relative change ((b - a) / a, a ratio: `+0.4%` matches it), the
 *   change from first to last, and the range (max - min). These are what "what moved it today" and "against its
 *   60-day range" are answered with. Differences across unrelated numbers are not tried: with hundreds of
 *   candidates, almost any small figure would match some pair.
 *
 * Conservative the other way too: an integer like `3` will often match something; the check says a figure *can* be
 * traced to the turn's data, not that the model used it correctly.
 */
import { RATE_KEYS } from '../contract/reference';
import { type Figure, readFigures } from './figures';

/** The `data` of the chat stream's `data-check` part. */
export interface NumberCheck {
  verified: string[];
  unverified: string[];
}

/** A conversion rate in force: a reference rate `key` (`CONVERSION_RATE_KEYS`) and its value. */
export interface ConversionRate {
  key: string;
  value: number;
}

/**
 * The reference rates the check converts with (common/contract/reference.ts `RATE_KEYS`; their dated values are the
 * reference area's, server/features/reference/seed.ts). Barrels per tonne are bbl/t; USD/CNY is CNY per USD.
 */
export const CONVERSION_RATE_KEYS = {
  barrelsPerTonne: [RATE_KEYS.bblPerTonneFuelOil, RATE_KEYS.bblPerTonneGasoline, RATE_KEYS.bblPerTonneGasoil, RATE_KEYS.bblPerTonneEurobob],
  usdCny: [RATE_KEYS.usdCny],
} as const;

const isBarrelsPerTonne = (key: string) => (CONVERSION_RATE_KEYS.barrelsPerTonne as readonly string[]).includes(key);
const isUsdCny = (key: string) => (CONVERSION_RATE_KEYS.usdCny as readonly string[]).includes(key);

/**
 * The factors a tool value may have been multiplied by to give the figure: each rate and its inverse, and each
 * product of a USD/CNY rate and a barrels-per-tonne factor in either direction. Non-positive rates are ignored.
 */
export function conversionMultipliers(rates: readonly ConversionRate[]): number[] {
  const valid = rates.filter((r) => Number.isFinite(r.value) && r.value > 0);
  const bbl = [...new Set(valid.filter((r) => isBarrelsPerTonne(r.key)).map((r) => r.value))];
  const fx = [...new Set(valid.filter((r) => isUsdCny(r.key)).map((r) => r.value))];
  const out = new Set<number>();
  for (const f of [...bbl, ...fx]) {
    out.add(f);
    out.add(1 / f);
  }
  for (const x of fx) {
    for (const b of bbl) {
      for (const m of [x * b, x / b, b / x, 1 / (x * b)]) out.add(m);
    }
  }
  return [...out];
}

/**
 * Conversion rates the tools returned: any object with a conversion `key` and a numeric `value` (a strategy
 * explanation's `rates` and `fx` rows, a reference rate listing).
 */
export function conversionRatesIn(outputs: readonly unknown[]): ConversionRate[] {
  const out: ConversionRate[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
    } else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.key === 'string' && typeof o.value === 'number' && (isBarrelsPerTonne(o.key) || isUsdCny(o.key))) {
        out.push({ key: o.key, value: o.value });
      }
      for (const x of Object.values(o)) walk(x);
    }
  };
  for (const o of outputs) walk(o);
  return out;
}

const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Every number the tool outputs hold (any JSON): numbers, numeric strings, the figures inside texts (a research
 * excerpt's "rose 3.2%" gives 3.2 and 0.032), and the changes within each series (see the file's comment). Keys are
 * names, not values: they are not read.
 */
export function collectCandidates(outputs: readonly unknown[]): number[] {
  const out: number[] = [];
  const push = (n: number) => {
    if (Number.isFinite(n)) out.push(n);
  };
  const walk = (v: unknown): void => {
    if (typeof v === 'number') push(v);
    else if (typeof v === 'string') readString(v, push);
    else if (Array.isArray(v)) {
      for (const x of v) walk(x);
      for (const column of numericColumns(v)) seriesChanges(column, push);
    } else if (v !== null && typeof v === 'object') {
      for (const x of Object.values(v)) walk(x);
    }
  };
  for (const o of outputs) walk(o);
  return out;
}

function readString(text: string, push: (n: number) => void): void {
  const t = text.trim();
  if (NUMERIC_STRING.test(t)) {
    push(Number(t));
    return;
  }
  for (const f of readFigures(text)) {
    if (f.skip !== null) continue;
    push(f.value);
    if (f.percent) push(f.value / 100);
  }
}

/** The numeric columns of an array: itself when it holds numbers; per key when it holds objects (nulls skipped). */
function numericColumns(values: readonly unknown[]): number[][] {
  const own = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  const columns: number[][] = own.length >= 2 ? [own] : [];
  const byKey = new Map<string, number[]>();
  for (const x of values) {
    if (x === null || typeof x !== 'object' || Array.isArray(x)) continue;
    for (const [k, n] of Object.entries(x)) {
      if (typeof n !== 'number' || !Number.isFinite(n)) continue;
      const column = byKey.get(k) ?? [];
      column.push(n);
      byKey.set(k, column);
    }
  }
  for (const column of byKey.values()) if (column.length >= 2) columns.push(column);
  return columns;
}

/** Each step's change and relative change, first to last likewise, and max - min of one column. */
function seriesChanges(column: readonly number[], push: (n: number) => void): void {
  const change = (a: number, b: number) => {
    push(b - a);
    if (a !== 0) push((b - a) / a);
  };
  for (let i = 1; i < column.length; i += 1) change(column[i - 1], column[i]);
  if (column.length > 2) change(column[0], column[column.length - 1]);
  let lo = column[0];
  let hi = column[0];
  for (const n of column) {
    if (n < lo) lo = n;
    if (n > hi) hi = n;
  }
  push(hi - lo);
}

/** Sorted copy and a search: is there a value within [lo, hi]? */
function sortedIndex(values: readonly number[]) {
  const sorted = Float64Array.from(values).sort(); // a typed array sorts numerically, much faster than a comparator
  return (lo: number, hi: number): boolean => {
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (sorted[mid] < lo) a = mid + 1;
      else b = mid;
    }
    return a < sorted.length && sorted[a] <= hi;
  };
}

/** Half a unit of the last written digit (in the figure's magnitude), widened by float noise. */
function tolerance(figure: Figure, scale: number): number {
  const half = 0.5 * 10 ** -figure.decimals * scale;
  return half + 1e-9 * Math.max(1, Math.abs(figure.value));
}

/** The options of one turn's check. */
export interface CheckInput {
  /** The final answer's text (Markdown). */
  answer: string;
  /** The user's message: its numbers are not checked in the answer. */
  question?: string;
  /** The turn's tool outputs (any JSON), refusals included (they hold no numbers that matter). */
  toolOutputs: readonly unknown[];
  /** Conversion rates in force besides those in the outputs (the reference area's current rates). */
  rates?: readonly ConversionRate[];
}

/** Checks every figure of the answer against the tool outputs of the turn. */
export function checkNumbers(input: CheckInput): NumberCheck {
  const candidates = collectCandidates(input.toolOutputs);
  const signedHas = sortedIndex(candidates);
  const absHas = sortedIndex(candidates.map(Math.abs));
  const multipliers = [1, ...conversionMultipliers([...(input.rates ?? []), ...conversionRatesIn(input.toolOutputs)])];
  const asked = readFigures(input.question ?? '');
  const inQuestion = (f: Figure) => asked.some((q) => q.percent === f.percent && Math.abs(Math.abs(q.value) - Math.abs(f.value)) < 1e-9);

  /** Is some candidate c with c × m within [v - t, v + t] (by sign as written)? */
  const near = (f: Figure, v: number, t: number, m: number): boolean => {
    if (f.signed) return signedHas(Math.min((v - t) / m, (v + t) / m), Math.max((v - t) / m, (v + t) / m));
    const a = Math.abs(v);
    return absHas(Math.max(0, (a - t) / m), (a + t) / m);
  };
  const matches = (f: Figure): boolean => {
    const t = tolerance(f, f.scale);
    if (f.percent) return near(f, f.value, t, 1) || near(f, f.value, t, 100);
    if (f.scale !== 1 && near(f, f.value / f.scale, tolerance(f, 1), 1)) return true;
    return multipliers.some((m) => near(f, f.value, t, m));
  };

  const result: NumberCheck = { verified: [], unverified: [] };
  const seen = new Set<string>();
  for (const f of readFigures(input.answer)) {
    if (f.skip !== null || inQuestion(f) || seen.has(f.text)) continue;
    seen.add(f.text);
    (matches(f) ? result.verified : result.unverified).push(f.text);
  }
  return result;
}
