/** The assistant page's strings (area `assistant`, /tool/trade/aiModel), a part of their own loaded with that page's chunk (../load.ts). */
import { registerMessagePart } from '../load';

registerMessagePart('assistant', {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-assistant" */ '../zh-CN/assistant'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US-assistant" */ '../en-US/assistant'),
  'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-assistant" */ '../ar-EG/assistant'),
});
