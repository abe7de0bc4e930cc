/**
 * What pro-layout's side menu imports from antd, its Drawer deferred (./deferComponent.tsx): the drawer holds the menu
 * only on a phone-sized screen (under 768 px), yet every signed-in page loaded its code (5 KiB gzip) first. On a phone
 * the stand-in mounts with the layout and loads it at once.
 */
import { deferComponent } from './deferComponent';

export { ConfigProvider } from 'antd';
export const Drawer = deferComponent(() => import('antd/es/drawer'));
