/** The backtesting page's strings (area `backtesting`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('backtesting', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-backtesting" */ '../zh-CN/backtesting'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-backtesting" */ '../en-US/backtesting'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-backtesting" */ '../ar-EG/backtesting'),
});
