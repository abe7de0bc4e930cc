/**
 * The user's "reduce motion" setting (the operating system's or browser's, read as the CSS media feature
 * `prefers-reduced-motion`; WCAG 2.3.3). When it is on, antd draws without its open/close and hover animations
 * (its `motion` token, set by the app's root: app.tsx) and charts draw at once (`ChartTheme.motion`, read from the
 * same token), so the whole app follows one switch. The browser tests run with it on (tests/e2e/playwright.config.ts).
 */
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether motion should be reduced now; the component renders again when the user changes the setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
