/** The data-source page's pure rules: the cron shape checked before asking the server, the CSV layout read from the server's header. */
import { columnsOf, exampleRowOf } from '@/pages/List/Datasource/csvLayouts';
import { isCronShaped } from '@/pages/List/Datasource/cronRules';

test('a cron needs five fields, no @ macro and no H, within the contract length', () => {
  expect(isCronShaped('0 18 * * *')).toBe(true);
  expect(isCronShaped('  */15 8-17 * * 1-5 ')).toBe(true);
  expect(isCronShaped('0 18 * *')).toBe(false);
  expect(isCronShaped('0 0 18 * * *')).toBe(false);
  expect(isCronShaped('@daily')).toBe(false);
  expect(isCronShaped('H 18 * * *')).toBe(false);
  expect(isCronShaped(`0 18 * * ${'1,'.repeat(60)}1`)).toBe(false);
});

test('optional columns are the bracketed ones, and only those', () => {
  expect(columnsOf('series,date,value[,unit]')).toEqual([
    { name: 'series', optional: false },
    { name: 'date', optional: false },
    { name: 'value', optional: false },
    { name: 'unit', optional: true },
  ]);
  expect(
    columnsOf('date,location,product,volume[,kind]')
      .filter((c) => c.optional)
      .map((c) => c.name),
  ).toEqual(['kind']);
  expect(columnsOf('a,b[,c][,d]').map((c) => `${c.name}${c.optional ? '?' : ''}`)).toEqual(['a', 'b', 'c?', 'd?']);
});

test('the example row follows the header order and has a value for every column', () => {
  expect(exampleRowOf('series,date,value[,unit]')).toBe('EXAMPLE.SERIES,2025-04-01,101.5,USD/t');
  expect(exampleRowOf('date,location,product,volume[,kind]').split(',')).toHaveLength(5);
});
