/**
 * Text direction (docs/spec-reference.md#4-states-and-transitions): languages starting with he, ar, fa or ku are
 * right to left. Umi's locale plugin feeds antd's ConfigProvider from getDirection(); the <html dir> attribute is
 * ours to keep in step, at start-up and whenever the language changes (setLocale(lang, false) fires
 * `languagechange`).
 */
import { getLocale } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { createElement, type ReactNode } from 'react';
import { RTL_LANGUAGE_PREFIXES } from '@/constants';

export type Direction = 'rtl' | 'ltr';

export function directionOf(lang: string): Direction {
  return RTL_LANGUAGE_PREFIXES.some((prefix) => lang.startsWith(prefix)) ? 'rtl' : 'ltr';
}

export function applyDocumentDirection(lang: string = getLocale()): void {
  const root = document.documentElement;
  root.setAttribute('dir', directionOf(lang));
  root.setAttribute('lang', lang);
  // Static notices (message, notification, Modal.confirm) render outside the app's ConfigProvider tree:
  // antd renders them through this holder, which gives them the direction (and marks the static calls
  // as deliberate, so antd does not warn that they miss the app's context).
  const direction = directionOf(lang);
  ConfigProvider.config({ holderRender: (children: ReactNode) => createElement(ConfigProvider, { direction }, children) });
}

/** Sets <html dir/lang> now and after every language change; returns the function that stops listening. */
export function syncDocumentDirection(): () => void {
  const onChange = () => applyDocumentDirection();
  applyDocumentDirection();
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}
