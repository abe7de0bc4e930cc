/**
 * What a reader may not read on a published report (POST /v2/builder/report/spec, docs/builder.md "Reports"): the
 * renderer draws a panel without its withheld series, or instead of the panel a plain sentence naming the addresses
 * (or the page a panel's own call needs), and never asks the server for them. Product pages pass nothing: unchanged.
 */
import type { Withheld } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';
import type { BlockedPanel } from '@common/contract/reportSpec';

/** The report/spec answer's parts the renderer reads. */
export interface Withholding {
  withheld: Record<string, Withheld>;
  panelWithheld: Record<string, string[]>;
  blocked: Record<string, BlockedPanel>;
}

export type PanelWithholding =
  /** The panel's own call needs a page the reader may not open: nothing is asked. */
  | { state: 'blocked'; blocked: BlockedPanel }
  /** Every series of the panel is withheld (or its one address is): nothing is asked. */
  | { state: 'whole'; addresses: { address: string; why: Withheld }[] }
  /** Some series are withheld: the panel is drawn with the others. */
  | { state: 'partial'; panel: PanelSpec; addresses: { address: string; why: Withheld }[] };

/** The panel without the series `drop` names, for kinds with a list of series; null when none would remain. */
function without(panel: PanelSpec, drop: ReadonlySet<string>): PanelSpec | null {
  if (panel.kind === 'history' || panel.kind === 'monthAverage') {
    const series = panel.series.filter((s) => !drop.has(s.address));
    return series.length ? ({ ...panel, series } as PanelSpec) : null;
  }
  if (panel.kind === 'live' || panel.kind === 'table') {
    const rows = panel.rows.filter((s) => !drop.has(s.address));
    return rows.length ? ({ ...panel, rows } as PanelSpec) : null;
  }
  // One address (seasonal, explain, months), several read together (regression) or a product's contracts (curve):
  // the panel cannot be drawn in part.
  return null;
}

export function panelWithholding(panel: PanelSpec, w: Withholding | undefined): PanelWithholding | null {
  if (!w) return null;
  const blocked = w.blocked[panel.id];
  if (blocked) return { state: 'blocked', blocked };
  const listed = w.panelWithheld[panel.id] ?? [];
  if (listed.length === 0) return null;
  const addresses = listed.map((address) => ({ address, why: w.withheld[address] ?? 'forbidden' }));
  const rest = without(panel, new Set(listed));
  return rest ? { state: 'partial', panel: rest, addresses } : { state: 'whole', addresses };
}
