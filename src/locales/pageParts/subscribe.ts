/** The subscribe page's strings (area `subscribe`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('subscribe', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-subscribe" */ '../zh-CN/subscribe'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-subscribe" */ '../en-US/subscribe'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-subscribe" */ '../ar-EG/subscribe'),
});
