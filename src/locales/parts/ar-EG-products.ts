/** ar-EG: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import futOptCrossSectionData from '../ar-EG/futOptCrossSectionData';
import pagePanels from '../ar-EG/pagePanels';
import pageView from '../ar-EG/pageView';
import products from '../ar-EG/products';
import spotTradeRecord from '../ar-EG/spotTradeRecord';

export default {
  ...futOptCrossSectionData,
  ...pagePanels,
  ...pageView,
  ...products,
  ...spotTradeRecord,
} as Record<string, string>;
