/**
 * The product pages' specs by route path (config/routes.ts): the one product page component looks its route up here.
 */
import type { PageSpec } from '../../../../../../common/contract/pageSpec';
import { fuSpec } from '../../../../../../common/productSpecs/fu';
import { lpgFeiSpec } from './lpgFei';
import { luSpec } from './lu';
import { MACRO_DIFF_TO_REAL } from './macroDiffToReal';
import { OIL_TERM_SPREAD } from './oilTermSpread';
import { oilOtcSpec } from '../../../../../../common/productSpecs/oilOtc';
import { oilWatchSpec } from '../../../../../../common/productSpecs/oilWatch';
import { pdhSpec } from './pdh';
import { ptaSpec } from './pta';
import { pxSpec } from './px';
import { ucSpec } from './uc';

/** The ten product routes of issue 20. */
export type ProductRoute =
  | '/tool/trade/realtime/fu'
  | '/tool/trade/realtime/lu'
  | '/tool/trade/realtime/lpg_fei'
  | '/tool/trade/realtime/pdh'
  | '/tool/trade/realtime/px'
  | '/tool/trade/realtime/pta'
  | '/tool/trade/realtime/oilOtc'
  | '/tool/trade/realtime/uc'
  | '/tool/trade/realtime/oil_term_spread'
  | '/tool/trade/realtime/macroDiffToReal';

export const PRODUCT_SPECS: Record<ProductRoute, PageSpec> = {
  '/tool/trade/realtime/fu': fuSpec,
  '/tool/trade/realtime/lu': luSpec,
  '/tool/trade/realtime/lpg_fei': lpgFeiSpec,
  '/tool/trade/realtime/pdh': pdhSpec,
  '/tool/trade/realtime/px': pxSpec,
  '/tool/trade/realtime/pta': ptaSpec,
  '/tool/trade/realtime/oilOtc': oilOtcSpec,
  '/tool/trade/realtime/uc': ucSpec,
  '/tool/trade/realtime/oil_term_spread': OIL_TERM_SPREAD,
  '/tool/trade/realtime/macroDiffToReal': MACRO_DIFF_TO_REAL,
};

/**
 * Grants a page's reader needs beyond the page's own, for some of its panels (docs/page-specs.md): the oil OTC page
 * draws the Singapore 380 and Marine Fuel 0.5 % swaps, which the FU and LU pages grant; the LU page's Hi-5 spreads have
 * an FU or Singapore 380 leg, which the FU page grants; the oil term spread page draws the curves of FU, LU, Brent
 * and WTI, which the FU, LU and oil OTC pages grant (data entitlement is per product, as exchanges license it; a page
 * is a view). Without them those panels show the server's refusal, never data. The access tests (tests/api/productPageAccess.test.ts, tests/market/productSpecs.test.ts) read this table.
 */
export const ALSO_NEEDS: Partial<Record<ProductRoute, readonly ProductRoute[]>> = {
  '/tool/trade/realtime/oilOtc': ['/tool/trade/realtime/fu', '/tool/trade/realtime/lu'],
  '/tool/trade/realtime/lu': ['/tool/trade/realtime/fu'],
  '/tool/trade/realtime/oil_term_spread': ['/tool/trade/realtime/fu', '/tool/trade/realtime/lu', '/tool/trade/realtime/oilOtc'],
};

/** The daily oil watch (issue 21): a calculator route drawn from its spec by the same page component. */
export const OIL_WATCH_ROUTE = '/tool/calculator/oilDaliyWatchdog';

/**
 * What a reader of the oil watch needs beside its own key: the product pages whose products it draws (data entitlement
 * is per product, as for ALSO_NEEDS) and the economic calendar for its releases panel.
 */
export const OIL_WATCH_NEEDS = ['/tool/trade/realtime/fu', '/tool/trade/realtime/lu', '/tool/trade/realtime/oilOtc', '/tool/calendar/events'] as const;

/** Every route drawn from a spec in code: the ten product pages and the oil watch. */
export const SPEC_PAGES: Readonly<Record<string, PageSpec>> = { ...PRODUCT_SPECS, [OIL_WATCH_ROUTE]: oilWatchSpec };

export const productSpecOf = (path: string): PageSpec | undefined => SPEC_PAGES[path.replace(/\/+$/, '')];
