/** zh-CN: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import futOptCrossSectionData from '../zh-CN/futOptCrossSectionData';
import pagePanels from '../zh-CN/pagePanels';
import pageView from '../zh-CN/pageView';
import products from '../zh-CN/products';
import spotTradeRecord from '../zh-CN/spotTradeRecord';

export default {
  ...futOptCrossSectionData,
  ...pagePanels,
  ...pageView,
  ...products,
  ...spotTradeRecord,
} as Record<string, string>;
