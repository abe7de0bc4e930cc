/**
 * The web tests' lazy `antd` and `@ant-design/icons` (tests/web/harness/lazyExports.js, mapped in jest.config.ts)
 * export exactly what the packages' own indexes export, each the same value.
 */
import * as lazyAntd from 'antd';
import * as lazyIcons from '@ant-design/icons';

const realAntd = jest.requireActual<Record<string, unknown>>('antd/lib/index.js');
const realIcons = jest.requireActual<Record<string, unknown>>('@ant-design/icons/lib/index.js');

const keysOf = (module: object) =>
  Object.keys(module)
    .filter((k) => k !== '__esModule')
    .sort();

test.each([
  ['antd', lazyAntd as Record<string, unknown>, realAntd],
  ['@ant-design/icons', lazyIcons as Record<string, unknown>, realIcons],
])('%s: the same exports, each the same value', (_name, lazy, real) => {
  expect(keysOf(lazy)).toEqual(keysOf(real));
  const differ = keysOf(real).filter((k) => lazy[k] !== real[k]);
  expect(differ).toEqual([]);
  expect(keysOf(real).length).toBeGreaterThan(70);
});
