/** en-US: the product pages' strings (renderer, panels, page texts), loaded with a product page (src/locales/load.ts). */
import pagePanels from '../en-US/pagePanels';
import pageView from '../en-US/pageView';
import products from '../en-US/products';

export default {
  ...pagePanels,
  ...pageView,
  ...products,
} as Record<string, string>;
