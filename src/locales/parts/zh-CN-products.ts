/** zh-CN: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import pagePanels from '../zh-CN/pagePanels';
import pageView from '../zh-CN/pageView';
import products from '../zh-CN/products';

export default {
  ...pagePanels,
  ...pageView,
  ...products,
} as Record<string, string>;
