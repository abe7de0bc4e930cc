/** en-US: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import futOptCrossSectionData from '../en-US/futOptCrossSectionData';
import pagePanels from '../en-US/pagePanels';
import pageView from '../en-US/pageView';
import products from '../en-US/products';
import spotTradeRecord from '../en-US/spotTradeRecord';

export default {
  ...futOptCrossSectionData,
  ...pagePanels,
  ...pageView,
  ...products,
  ...spotTradeRecord,
} as Record<string, string>;
