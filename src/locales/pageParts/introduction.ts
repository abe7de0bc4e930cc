/** The introduction page's strings (area `introduction`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('introduction', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-introduction" */ '../zh-CN/introduction'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-introduction" */ '../en-US/introduction'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-introduction" */ '../ar-EG/introduction'),
});
