/**
 * The page area waits for the strings of the areas outside the shell (src/locales/load.ts), except on the pages the
 * shell's strings cover (home): the first render and home need only the shell's part, and any other page fetches the
 * rest beside its own chunks (Suspense: the layout's boundary around the page shows nothing meanwhile, as it does
 * while the page's chunk loads). A failed load renders the page anyway (message keys rather than a blank page), as
 * the first render does (app.tsx `render`). A page drawing a part of its own (the product pages) waits for it with
 * `useMessagePart`.
 */
import { getLocale, useLocation } from '@umijs/max';
import type { ReactNode } from 'react';
import { HOME_PATH } from '@/constants';
import { loadMessagePart, type MessagePart, messagePartPending } from '@/locales/load';

/** Pages that use only the shell's strings (src/locales/parts/<lang>-shell.ts). */
const SHELL_PAGES = new Set(['/', HOME_PATH]);
/** `part:lang` whose load failed: the page renders anyway. */
const failed = new Set<string>();

/** Suspends the calling page until `lang`'s `part` of the messages is registered (a failed load renders the page anyway). */
function awaitPart(part: MessagePart, lang: string): void {
  const key = `${part}:${lang}`;
  if (failed.has(key) || !messagePartPending(part, lang)) return;
  throw loadMessagePart(part, lang).catch((error: unknown) => {
    failed.add(key);
    console.error(error);
  });
}

/** For a page that draws strings of a part loaded with it only (the product pages: 'products'). */
export function useMessagePart(part: MessagePart): void {
  awaitPart(part, getLocale());
}

/** True for a page whose strings are all in the shell's part. */
export const isShellPage = (pathname: string): boolean => SHELL_PAGES.has(pathname);

export default function PageMessages({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const lang = getLocale();
  if (!isShellPage(pathname)) awaitPart('pages', lang);
  return <>{children}</>;
}
