/** The outlook page's strings (area `outlook`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('outlook', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-outlook" */ '../zh-CN/outlook'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-outlook" */ '../en-US/outlook'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-outlook" */ '../ar-EG/outlook'),
});
