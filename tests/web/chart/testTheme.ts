/** The fixed theme tokens the chart option tests build with (distinct colours, so a test can tell which one is used). */
import type { ChartTheme } from '@/components/Chart/types';

export const TEST_THEME: ChartTheme = {
  text: '#111111',
  textSecondary: '#555555',
  border: '#cccccc',
  split: '#eeeeee',
  background: '#ffffff',
  palette: ['#1677ff', '#fa8c16'],
  fontFamily: 'sans-serif',
  rise: '#f5222d',
  fall: '#52c41a',
  motion: true,
};
