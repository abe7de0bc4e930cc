/**
 * /tool/trade/realtime/oil_term_spread (issue 20): for SC, FU, LU, Brent and WTI the curve of listed months on the
 * latest settled day against 1 week and 1 month ago, and the calendar spread matrix M1..M12 (near - far, positive =
 * backwardation) with roll yields (log, months: the China convention, labelled in the panel).
 * Not here yet: the same calendar spread across past years by days to expiry (no panel kind draws it).
 */
import type { PageSpec, PanelSpec } from '../../../../../../common/contract/pageSpec';
import { PAGE_SPEC_VERSION } from '../../../../../../common/contract/pageSpec';

const PRODUCTS = [
  { id: 'sc', product: 'INE.SC' },
  { id: 'fu', product: 'SHFE.FU' },
  { id: 'lu', product: 'INE.LU' },
  { id: 'brent', product: 'ICE.BRENT' },
  { id: 'wti', product: 'NYMEX.WTI' },
] as const;

/** A week and a month back, in calendar days. */
const COMPARE_DAYS_BACK = [7, 30];
const MONTHS = 12;

const panelsOf = ({ id, product }: (typeof PRODUCTS)[number]): PanelSpec[] => [
  {
    id: `${id}Curve`,
    kind: 'curve',
    title: { key: `pagePanels.oilTermSpread.${id}.curve` },
    note: { key: 'pagePanels.oilTermSpread.note' },
    layout: { w: 12, h: 5 },
    product,
    months: MONTHS,
    compareDaysBack: COMPARE_DAYS_BACK,
  },
  {
    id: `${id}Matrix`,
    kind: 'matrix',
    title: { key: `pagePanels.oilTermSpread.${id}.matrix` },
    layout: { w: 12, h: 8 },
    product,
    months: MONTHS,
  },
];

export const OIL_TERM_SPREAD: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'oil_term_spread',
  title: { key: 'pagePanels.oilTermSpread.title' },
  description: { key: 'pagePanels.oilTermSpread.description' },
  panels: PRODUCTS.flatMap(panelsOf),
};
