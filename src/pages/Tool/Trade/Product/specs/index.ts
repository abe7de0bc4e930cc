/**
 * The product pages' specs by route path (config/routes.ts): the one product page component looks its route up here.
 * A route without a spec yet keeps its placeholder component in config/routes.ts.
 */
import type { PageSpec } from '@common/contract/pageSpec';
import { fuSpec } from './fu';
import { luSpec } from './lu';

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

export const PRODUCT_SPECS: Partial<Record<ProductRoute, PageSpec>> = {
  '/tool/trade/realtime/fu': fuSpec,
  '/tool/trade/realtime/lu': luSpec,
};

export const productSpecOf = (path: string): PageSpec | undefined => PRODUCT_SPECS[path.replace(/\/+$/, '') as ProductRoute];
