/**
 * The product pages' specs by route path (config/routes.ts): the one product page component looks its route up here.
 */
import type { PageSpec } from '../../../../../../common/contract/pageSpec';
import { fuSpec } from './fu';
import { lpgFeiSpec } from './lpgFei';
import { luSpec } from './lu';
import { MACRO_DIFF_TO_REAL } from './macroDiffToReal';
import { OIL_TERM_SPREAD } from './oilTermSpread';
import { oilOtcSpec } from './oilOtc';
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

export const productSpecOf = (path: string): PageSpec | undefined => PRODUCT_SPECS[path.replace(/\/+$/, '') as ProductRoute];
