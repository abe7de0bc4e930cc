/**
 * Page variables in panel addresses (docs/builder.md, "Variables"): an address writes a variable as `{name}`
 * (`ds:eia:{series}`), and the page's value (its default, or the reader's choice) fills it. The server fills the
 * addresses it reads for a report with these functions (server/features/builder/panelAddresses.ts re-exports them);
 * the editor fills a panel with the page's defaults before its live preview, so the preview reads what the report
 * will read.
 */
import type { PanelSpec } from '../contract/pageSpec';

/** `{name}` as variable names are written (BuilderVariables' names). */
const VARIABLE = /\{([a-z][a-zA-Z0-9_]{0,31})\}/g;

/** The variable names an address uses, in order (`md:SHFE.{product}@main` uses `product`). */
export const variablesIn = (address: string): string[] => [...address.matchAll(VARIABLE)].map((m) => m[1]);

/** The address with each `{name}` replaced by its value; a name without a value stays as written (no such series). */
export const fillAddress = (address: string, values: Readonly<Record<string, string>>): string =>
  address.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);

/** Keys of a panel whose strings are addresses (or an address's parts): the only ones filled. Texts stay as written. */
const ADDRESS_KEYS = new Set(['address', 'y', 'x', 'byUnit', 'product']);

function fillStrings(value: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return fillAddress(value, values);
  if (Array.isArray(value)) return value.map((v) => fillStrings(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillStrings(v, values)]));
  return value;
}

function walk(value: unknown, values: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, values));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ADDRESS_KEYS.has(k) ? fillStrings(v, values) : walk(v, values)]));
}

/** The panel with every address's variables filled from `values` (a new object; the panel is not changed). */
export const fillPanelVariables = <P extends PanelSpec>(panel: P, values: Readonly<Record<string, string>>): P => walk(panel, values) as P;

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
