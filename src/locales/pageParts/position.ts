/** The position page's strings (area `position`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('position', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-position" */ '../zh-CN/position'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-position" */ '../en-US/position'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-position" */ '../ar-EG/position'),
});
