/**
 * A page's time range (issue 22: "variables (a product, a date range, a contract month) ... a default time range";
 * docs/builder.md, "Time range"). The range is the page variable named `range`, so it is declared, defaulted, chosen by
 * the reader, passed to report/get and pinned by a subscription exactly as every other variable. Its value is a look-back
 * from today: `6m` (months, 1-24) or `3y` (years, 1-30), as Grafana's "Last 6 months". It sets the range of the page's
 * daily history panels that give none of their own; a panel's own range, minute panels, seasonal panels (their years)
 * and tables (their score window) keep theirs.
 */
import type { PanelSpec } from '../contract/pageSpec';

/** The variable that holds a page's time range. */
export const RANGE_VARIABLE = 'range';

/** The choices the editor and the report offer (any token `rangeYears` reads is accepted). */
export const RANGE_CHOICES = ['1m', '3m', '6m', '1y', '2y', '3y', '5y', '10y'] as const;

const TOKEN = /^([1-9]\d?)([my])$/;

/** The look-back in years of a range token (`6m` -> 0.5, `3y` -> 3); null when it is not one. */
export function rangeYears(token: string): number | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const n = Number(m[1]);
  if (m[2] === 'm') return n <= 24 ? n / 12 : null;
  return n <= 30 ? n : null;
}

/** The panel with the page's range applied (a new object when it changes): daily history panels without their own range. */
export function applyTimeRange<P extends PanelSpec>(panel: P, values: Readonly<Record<string, string>>): P {
  const token = values[RANGE_VARIABLE];
  const years = token === undefined ? null : rangeYears(token);
  if (years === null || panel.kind !== 'history' || panel.range || (panel.interval ?? '1d') !== '1d') return panel;
  return { ...panel, range: { years } };
}

/** The `range` value of `values` when it is given and is not a range token (a page save or a report read refuses it). */
export function badRange(values: Readonly<Record<string, string>>): string | null {
  const token = values[RANGE_VARIABLE];
  return token !== undefined && rangeYears(token) === null ? token : null;
}
