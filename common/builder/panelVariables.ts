/**
 * Page variables in panels (docs/builder.md, "Variables"): an address writes a variable as `{name}`
 * (`ds:eia:{series}`), and the page's value (its default, or the reader's choice) fills it; a title or text may name
 * one too (`{product} spread`). One rule for both readers of a panel: the server fills a report's panels with
 * `fillPanelVariables` (server/features/builder/reportSpec.ts, through panelAddresses.ts), and the editor fills a panel
 * with the page's defaults before its live preview, so the preview reads and shows what the report will.
 */
import type { PanelSpec } from '../contract/pageSpec';
import { applyTimeRange } from './timeRange';

/** `{name}` as variable names are written (BuilderVariables' names). */
const VARIABLE = /\{([a-z][a-zA-Z0-9_]{0,31})\}/g;

/** The variable names an address uses, in order (`md:SHFE.{product}@main` uses `product`). */
export const variablesIn = (address: string): string[] => [...address.matchAll(VARIABLE)].map((m) => m[1]);

/** The address with each `{name}` replaced by its value; a name without a value stays as written (no such series). */
export const fillAddress = (address: string, values: Readonly<Record<string, string>>): string =>
  address.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);

/**
 * The panel with the `{name}`s of every string filled from `values` (a new object; the panel is not changed): its
 * addresses, and the texts the reader sees (title, labels, a text panel's body), so a title `{product} spread` reads
 * `FU spread` in the report and in the editor's preview alike. Names without a value stay as written. The page's time
 * range (the `range` variable, timeRange.ts) sets the range of a daily history panel that gives none.
 */
export const fillPanelVariables = <P extends PanelSpec>(panel: P, values: Readonly<Record<string, string>>): P =>
  applyTimeRange(fillStrings(panel, values) as P, values);

function fillStrings(value: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return fillAddress(value, values);
  if (Array.isArray(value)) return value.map((v) => fillStrings(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillStrings(v, values)]));
  return value;
}

/**
 * Keys of a panel whose strings are addresses (or an address's parts). Only their variables must be declared by the
 * page: an address with an unfilled name reads no series, a title with one only shows it as written.
 */
const ADDRESS_KEYS = new Set(['address', 'y', 'x', 'byUnit', 'product']);

/** Every variable name the panels' addresses use, sorted, once each (what a page must declare). */
export function variablesUsed(panels: readonly PanelSpec[]): string[] {
  const names = new Set<string>();
  const collect = (value: unknown, inAddress: boolean): void => {
    if (typeof value === 'string') {
      if (inAddress) for (const name of variablesIn(value)) names.add(name);
    } else if (Array.isArray(value)) for (const v of value) collect(v, inAddress);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, inAddress || ADDRESS_KEYS.has(k));
  };
  collect(panels, false);
  return [...names].sort();
}
