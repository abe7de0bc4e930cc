/** The data set page's strings (area `dataSet`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('dataSet', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-dataSet" */ '../zh-CN/dataSet'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-dataSet" */ '../en-US/dataSet'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-dataSet" */ '../ar-EG/dataSet'),
});
