/**
 * /tool/trade/realtime/macroDiffToReal (issue 20): a price fitted on factor series by OLS, the deviation from the
 * fit, its z-score and the coefficients. The default fit is INE SC crude (main contract settlement) on USD/CNY and
 * Brent (main settlement): an import-parity reading of the Chinese price. The reader may choose any price and factors
 * in the panel (SeriesPicker); the spec schema holds no user choice, so that choice is the panel's own state.
 */
import type { PageSpec } from '@common/contract/pageSpec';
import { PAGE_SPEC_VERSION } from '@common/contract/pageSpec';

const Y = 'md:INE.SC@main:settle';
const X = ['md:FX.USDCNY', 'md:ICE.BRENT@main:settle'];

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
