/**
 * The sample files shipped with the app (public/samples/position/, made here with made-up numbers: README there),
 * linked next to each import so a user can see a layout and try the page.
 */
import type { CotLayout, RankingExchange } from '@common/contract/position';

const BASE = '/samples/position/';

export const COT_SAMPLES: Record<CotLayout, string> = {
  disaggregated: `${BASE}sample-cot-disaggregated.csv`,
  legacy: `${BASE}sample-cot-legacy.csv`,
};

export const RANKING_SAMPLES: Record<RankingExchange, string> = {
  SHFE: `${BASE}sample-ranking-shfe.csv`,
  INE: `${BASE}sample-ranking-ine.csv`,
  DCE: `${BASE}sample-ranking-dce.csv`,
  ZCE: `${BASE}sample-ranking-zce.csv`,
};

/** The trading day of the shipped ranking samples. */
export const RANKING_SAMPLE_DATE = '2025-06-03';
