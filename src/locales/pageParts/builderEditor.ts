/**
 * The builder editor's strings (area `builderEditor`: the panel editor, /list/page and /list/comp), a part of their
 * own loaded with either page's chunk (../load.ts). Two pages show them, so the area is not one page's own
 * (../pageOwnedAreas.ts), but no other page needs them: they stay out of the pages' part that every page loads.
 */
import { registerMessagePart } from '../load';

registerMessagePart('builderEditor', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-builderEditor" */ '../zh-CN/builderEditor'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-builderEditor" */ '../en-US/builderEditor'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-builderEditor" */ '../ar-EG/builderEditor'),
});
