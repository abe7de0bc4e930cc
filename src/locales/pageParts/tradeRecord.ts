/** The tradeRecord page's strings (area `tradeRecord`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('tradeRecord', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-tradeRecord" */ '../zh-CN/tradeRecord'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-tradeRecord" */ '../en-US/tradeRecord'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-tradeRecord" */ '../ar-EG/tradeRecord'),
});
