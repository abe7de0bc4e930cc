/**
 * The user's "reduce motion" setting (prefers-reduced-motion): read at start and followed when it changes; the app's
 * root turns antd's motion token off with it, and the charts' theme follows that token (src/utils/reducedMotion.ts).
 */
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import type { ReactElement } from 'react';
import { useChartTheme } from '@/components/Chart/useChartTheme';
import { rootContainer } from '@/app';
import { REDUCED_MOTION_QUERY, useReducedMotion } from '@/utils/reducedMotion';

/** A media query list for `prefers-reduced-motion` whose answer the test changes, telling its listeners. */
function installMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query === REDUCED_MOTION_QUERY
      ? ({
          get matches() {
            return matches;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        } as unknown as MediaQueryList)
      : original(query);
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  const reduced = useReducedMotion();
  const { token } = theme.useToken();
  const chart = useChartTheme();
  return <span data-testid="probe">{`reduced=${reduced} antd=${token.motion} chart=${chart.motion}`}</span>;
}

test('with the setting off, antd and the charts animate', () => {
  const setting = installMotionSetting(false);
  try {
    render(rootContainer(<Probe />) as ReactElement);
    expect(screen.getByTestId('probe')).toHaveTextContent('reduced=false antd=true chart=true');
  } finally {
    setting.restore();
  }
});

test('with the setting on, antd and the charts draw without motion; turning it off brings motion back without a reload', () => {
  const setting = installMotionSetting(true);
  try {
    const { unmount } = render(rootContainer(<Probe />) as ReactElement);
    expect(screen.getByTestId('probe')).toHaveTextContent('reduced=true antd=false chart=false');
    act(() => setting.set(false));
    expect(screen.getByTestId('probe')).toHaveTextContent('reduced=false antd=true chart=true');
    unmount();
    expect(setting.listeners.size).toBe(0);
  } finally {
    setting.restore();
  }
});
