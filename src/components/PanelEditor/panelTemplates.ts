/**
 * A new panel of each kind as the panel editor starts it: every required field present, addresses empty (the form
 * asks for them; the preview waits until the panel is valid), sizes a half-width panel of four rows.
 */
import type { PanelKind, PanelSpec } from '@common/contract/pageSpec';

const NEW_LAYOUT = { w: 12, h: 4 } as const;

type Fields = { [K in PanelKind]: Omit<Extract<PanelSpec, { kind: K }>, 'id' | 'title' | 'layout' | 'kind'> };

const FIELDS: Fields = {
  live: { rows: [{ address: '' }] },
  history: { series: [{ address: '' }], interval: '1d', range: { years: 1 } },
  seasonal: { series: { address: '' }, years: 5, x: 'dayOfYear', mode: 'level' },
  curve: { product: 'SHFE.FU', months: 12, compareDaysBack: [7, 30] },
  matrix: { product: 'SHFE.FU', months: 6 },
  explain: { series: { address: '' } },
  regression: { y: '', x: [''], years: 3, outOfSample: false },
  table: { rows: [{ address: '' }], columns: ['last', 'change', 'zScore', 'percentile'] },
  text: { body: { text: '' } },
  expiryYears: { product: 'SHFE.FU', near: 1, far: 5, years: 5 },
  months: { series: { address: '' }, months: 12 },
  monthAverage: { series: [{ address: '' }] },
  events: { days: 7 },
  sourceHealth: {},
  inventories: { series: [{ id: '', label: { text: '' } }] },
};

export const PANEL_KIND_LIST = Object.keys(FIELDS) as PanelKind[];

/** A new panel of `kind` with the given id and title (`layout` kept when switching the kind of a placed panel). */
export function newPanel(kind: PanelKind, id: string, title: string, layout: { w: number; h: number } = NEW_LAYOUT): PanelSpec {
  return { id, kind, title: { text: title }, layout: { ...layout }, ...(JSON.parse(JSON.stringify(FIELDS[kind])) as object) } as PanelSpec;
}
