/** The test page's strings (area `test`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('test', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-test" */ '../zh-CN/test'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-test" */ '../en-US/test'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-test" */ '../ar-EG/test'),
});
