/**
 * Units printed once in pickers (issue 18): the seeded strategies' names end with their unit
 * (`FU inner/outer (USD/bbl)`, server/features/strategy/seeds.ts), and the picker printed
 * `FU inner/outer (USD/bbl) (USD/bbl)`.
 */
import { catalogLabel } from '@/components/market/SeriesPicker';
import { nameWithUnit } from '@/components/market/nameWithUnit';
import { chartCsv } from '@/components/Chart/chartCsv';

const labels = { time: 'Time', open: 'Open', close: 'Close', low: 'Low', high: 'High' };

test('a name that already ends with its unit is not given it twice', () => {
  expect(catalogLabel({ name: 'FU inner/outer (USD/bbl)', unit: 'USD/bbl' }, 'spread:fu-io-bbl')).toBe('FU inner/outer (USD/bbl) spread:fu-io-bbl');
  expect(nameWithUnit('FU inner/outer (USD/bbl)', 'USD/bbl')).toBe('FU inner/outer (USD/bbl)');
  const { columns } = chartCsv([{ kind: 'line', name: 'LU inner/outer (USD/t)', unit: 'USD/t', points: [[0, 1]] }], labels);
  expect(columns.map((c) => c.title)).toEqual(['Time', 'LU inner/outer (USD/t)']);
});

test('other names get their unit; a name with another unit in brackets keeps both', () => {
  expect(catalogLabel({ name: 'Fuel oil main', unit: 'CNY/t' }, 'md:SHFE.FU@main')).toBe('Fuel oil main (CNY/t) md:SHFE.FU@main');
  expect(nameWithUnit('Hi-5 (Singapore)', 'USD/t')).toBe('Hi-5 (Singapore) (USD/t)');
  expect(nameWithUnit('FU inner/outer (USD/t)', 'USD/bbl')).toBe('FU inner/outer (USD/t) (USD/bbl)');
  expect(nameWithUnit('Index', '')).toBe('Index');
});
