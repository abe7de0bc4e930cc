/** The warehouseCargoLocData page's strings (area `warehouseCargoLocData`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('warehouseCargoLocData', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-warehouseCargoLocData" */ '../zh-CN/warehouseCargoLocData'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-warehouseCargoLocData" */ '../en-US/warehouseCargoLocData'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-warehouseCargoLocData" */ '../ar-EG/warehouseCargoLocData'),
});
