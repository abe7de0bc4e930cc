/**
 * /tool/trade/realtime/macroDiffToReal (issue 20): a price fitted on factor series by OLS, the deviation from the
 * fit, its z-score and the coefficients. The default fit is on the shipped public EIA histories (Brent spot on WTI
 * spot and Henry Hub gas, public domain): real data that every reader of this page may read (a `ds:` series needs only
 * the board's grant, which this page's grant carries), where futures defaults would need other pages' grants
 * (tests/api/productPageAccess.test.ts). The reader may choose any price and factors in the panel (SeriesPicker); the
 * spec schema holds no user choice, so that choice is the panel's own state.
 */
import type { PageSpec } from '../../../../../../common/contract/pageSpec';
import { PAGE_SPEC_VERSION } from '../../../../../../common/contract/pageSpec';

const Y = 'ds:eia:RBRTE';
const X = ['ds:eia:RWTC', 'ds:eia:RNGWHHD'];

export const MACRO_DIFF_TO_REAL: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'macroDiffToReal',
  title: { key: 'pagePanels.macroDiffToReal.title' },
  description: { key: 'pagePanels.macroDiffToReal.description' },
  panels: [
    {
      id: 'fit',
      kind: 'regression',
      title: { key: 'pagePanels.macroDiffToReal.fit' },
      note: { key: 'pagePanels.macroDiffToReal.fitNote' },
      layout: { w: 24, h: 8 },
      y: Y,
      x: X,
      years: 5,
      outOfSample: false,
    },
    {
      id: 'rolling',
      kind: 'regression',
      title: { key: 'pagePanels.macroDiffToReal.rolling' },
      note: { key: 'pagePanels.macroDiffToReal.rollingNote' },
      layout: { w: 24, h: 8 },
      y: Y,
      x: X,
      years: 5,
      window: 250,
      outOfSample: true,
    },
  ],
};
