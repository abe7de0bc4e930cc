/**
 * The product pages' part of each language (src/locales/parts/<lang>-products.ts), registered with the loader
 * (./load.ts) by the product page's chunk that imports this module: the entry file does not carry these loaders.
 */
import { registerMessagePart } from './load';

registerMessagePart('products', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-products" */ './parts/zh-CN-products').then((m) => m.default),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-products" */ './parts/en-US-products').then((m) => m.default),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-products" */ './parts/ar-EG-products').then((m) => m.default),
});
