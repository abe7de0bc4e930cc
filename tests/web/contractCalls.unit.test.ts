/**
 * The build answers call.ts's import of the contract with a table of the three facts call() reads per path
 * (src/umiPlugins/contractCalls.ts), so no schema reaches the browser: the table holds every declared call with its
 * method, access and whether it takes a body, and only call.ts's import is replaced.
 */
import { ENDPOINTS } from '@common/contract/endpoints';
import { callTableSource, isCallContractImport } from '../../src/umiPlugins/contractCalls';

const tableOf = (source: string): Record<string, [string, string, boolean]> => {
  const json = /const CALLS: [^=]+= (\{.*\});/.exec(source)?.[1];
  if (!json) throw new Error('no table in the generated module');
  return JSON.parse(json);
};

test('every declared call is in the table with its method, access and whether it takes a body', () => {
  const table = tableOf(callTableSource(ENDPOINTS));
  expect(Object.keys(table).sort()).toEqual(ENDPOINTS.map((e) => e.path).sort());
  for (const e of ENDPOINTS) expect([e.path, table[e.path]]).toEqual([e.path, [e.method, e.access, e.body !== null]]);
  expect(table['/v1/user/password_login']).toEqual(['POST', 'public', true]);
  expect(table['/v1/user/user_info']).toEqual(['POST', 'user', false]);
});

test("only call.ts's import of the contract is replaced", () => {
  expect(isCallContractImport('@common/contract/endpoints', '/app/src/services/call.ts')).toBe(true);
  expect(isCallContractImport('@common/contract/endpoints', '/app/src/services/query.ts')).toBe(false);
  expect(isCallContractImport('@common/contract/datasource', '/app/src/services/call.ts')).toBe(false);
});
