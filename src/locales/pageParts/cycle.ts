/** The cycle page's strings (area `cycle`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('cycle', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-cycle" */ '../zh-CN/cycle'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-cycle" */ '../en-US/cycle'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-cycle" */ '../ar-EG/cycle'),
});
