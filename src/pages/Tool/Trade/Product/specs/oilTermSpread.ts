/**
 * /tool/trade/realtime/oil_term_spread (issue 20): for SC, FU, LU, Brent and WTI the curve of listed months on the
 * latest settled day against 1 week and 1 month ago, and the calendar spread matrix M1..M12 (near - far, positive =
 * backwardation) with roll yields (log, months: the China convention, labelled in the panel); and the same calendar
 * spread across past years by trading days before the near leg's last trading day: FU Jan-May, and Brent Dec-Jun (the
 * benchmark's usual Dec-Jun; the far leg is the next year's June), each line from when both legs are listed.
 */
import type { PageSpec, PanelSpec } from '../../../../../../common/contract/pageSpec';
import { PAGE_SPEC_VERSION } from '../../../../../../common/contract/pageSpec';

interface OilProduct {
  id: string;
  product: string;
  /**
   * The calendar spread drawn across years (contract months 1..12) and how many trading days before the near leg's
   * last trading day its lines start: no earlier than both legs are listed (FU lists 12 months, so FU2505 trades from
   * the day after FU2405 expires, about 165 trading days before FU2501 expires; Brent lists 24).
   */
  expiry?: { near: number; far: number; daysBefore: number };
}

const PRODUCTS: readonly OilProduct[] = [
  { id: 'sc', product: 'INE.SC' },
  { id: 'fu', product: 'SHFE.FU', expiry: { near: 1, far: 5, daysBefore: 160 } },
  { id: 'lu', product: 'INE.LU' },
  { id: 'brent', product: 'ICE.BRENT', expiry: { near: 12, far: 6, daysBefore: 250 } },
  { id: 'wti', product: 'NYMEX.WTI' },
];

/** A week and a month back, in calendar days. */
const COMPARE_DAYS_BACK = [7, 30];
const MONTHS = 12;
/** Earlier years beside the current pair. */
const EXPIRY_YEARS = 5;

const panelsOf = ({ id, product, expiry }: OilProduct): PanelSpec[] => [
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
  ...(expiry
    ? [
        {
          id: `${id}ExpiryYears`,
          kind: 'expiryYears' as const,
          title: { key: `pagePanels.oilTermSpread.${id}.expiryYears` },
          note: { key: 'pagePanels.oilTermSpread.expiryNote' },
          layout: { w: 24, h: 5 },
          product,
          near: expiry.near,
          far: expiry.far,
          years: EXPIRY_YEARS,
          daysBefore: expiry.daysBefore,
        },
      ]
    : []),
];

export const OIL_TERM_SPREAD: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'oil_term_spread',
  title: { key: 'pagePanels.oilTermSpread.title' },
  description: { key: 'pagePanels.oilTermSpread.description' },
  panels: PRODUCTS.flatMap(panelsOf),
};
