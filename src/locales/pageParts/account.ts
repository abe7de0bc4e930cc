/** The account page's strings (area `account`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('account', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-account" */ '../zh-CN/account'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-account" */ '../en-US/account'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-account" */ '../ar-EG/account'),
});
