/** The rollingAnalyzer page's strings (area `rollingAnalyzer`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('rollingAnalyzer', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-rollingAnalyzer" */ '../zh-CN/rollingAnalyzer'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-rollingAnalyzer" */ '../en-US/rollingAnalyzer'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-rollingAnalyzer" */ '../ar-EG/rollingAnalyzer'),
});
