/** The futOptCrossSectionData page's strings (area `futOptCrossSectionData`), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('futOptCrossSectionData', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-futOptCrossSectionData" */ '../zh-CN/futOptCrossSectionData'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-futOptCrossSectionData" */ '../en-US/futOptCrossSectionData'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-futOptCrossSectionData" */ '../ar-EG/futOptCrossSectionData'),
});
