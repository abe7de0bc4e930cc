/** The spotTradeRecord page's strings (area `spotTradeRecord`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('spotTradeRecord', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-spotTradeRecord" */ '../zh-CN/spotTradeRecord'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-spotTradeRecord" */ '../en-US/spotTradeRecord'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-spotTradeRecord" */ '../ar-EG/spotTradeRecord'),
});
