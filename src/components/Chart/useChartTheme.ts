/** The chart's colours from antd's theme tokens, so a chart follows light and dark mode like the rest of the page. */
import { getLocale } from '@umijs/max';
import { theme } from 'antd';
import { useMemo } from 'react';
import { riseFallColors } from '@/utils/riseFall';
import type { ChartTheme } from './types';

export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  const locale = getLocale();
  return useMemo(
    () => ({
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      border: token.colorBorder,
      split: token.colorSplit,
      background: token.colorBgElevated,
      palette: [token.colorPrimary, token.orange, token.green, token.purple, token.cyan, token.magenta, token.gold, token.volcano],
      fontFamily: token.fontFamily,
      motion: token.motion !== false,
      ...riseFallColors(locale, { red: token.colorError, green: token.colorSuccess }),
    }),
    [token, locale],
  );
}
