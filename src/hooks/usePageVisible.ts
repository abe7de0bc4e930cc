/**
 * Whether the page is visible, as TanStack Query's focus manager sees it (`visibilitychange`, then
 * `document.visibilityState`): the same notion its `refetchIntervalInBackground: false` uses.
 */
import { focusManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => focusManager.subscribe(onChange);
const isVisible = () => focusManager.isFocused();

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible);
}
