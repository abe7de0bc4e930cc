/** A study window in the user's language, in its largest whole unit: `5 min`, `1 h`, `5 d`. */
import { useCallback } from 'react';
import { useText } from '@/hooks/useText';
import { windowParts } from './outlookSeries';

export function useWindowLabel() {
  const f = useText();
  return useCallback(
    (minutes: number) => {
      const { n, unit } = windowParts(minutes);
      return f(`outlook.window.${unit}`, { n });
    },
    [f],
  );
}
