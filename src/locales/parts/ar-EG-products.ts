/** ar-EG: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import pagePanels from '../ar-EG/pagePanels';
import pageView from '../ar-EG/pageView';
import products from '../ar-EG/products';

export default {
  ...pagePanels,
  ...pageView,
  ...products,
} as Record<string, string>;
