/**
 * The holdings page's strings (src/locales/<lang>/position.ts), registered with the loader (./load.ts) by the page's
 * own chunk that imports this module, so neither the entry file, the board nor the other pages carry them.
 */
import { registerMessagePart } from './load';

registerMessagePart('position', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-position" */ './zh-CN/position').then((m) => m.default),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-position" */ './en-US/position').then((m) => m.default),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-position" */ './ar-EG/position').then((m) => m.default),
});
