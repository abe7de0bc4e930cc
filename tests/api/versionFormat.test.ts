/**
 * version/set accepts only the documented format, date.build (a release date YYYYMMDD, a dot, a build number:
 * 20250401.3; docs/spec-reference.md#9-business-constants-and-limits), answered as a field error of the catalogue
 * (issue 8 item 9): `abc` was published once and every open console was told to update.
 */
import { API_ERRORS } from '../../common/contract/errors';
import { isVersionString } from '../../common/contract/versionFormat';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
});
afterAll(() => t?.close());

const REFUSED = [
  'abc',
  'not a version!',
  '20250401',
  '20250401.',
  '.3',
  '2025-04-01.3',
  '20251301.1',
  '20250230.1',
  '20250401.3.1',
  '20250401.x',
  '120250401.3',
  ' 20250401.3',
];
const ACCEPTED = ['20250401.3', '20251231.12', '20240229.1', '20990101.0'];

test.each(REFUSED)('%j is refused as a field error on version, and nothing is published', async (version) => {
  const before = await t.call('/v1/setting/version', undefined, admin);
  const res = await t.call('/v1/setting/version/set', { version, note: 'format check' }, admin);
  expectApiError(res, 'versionFormat');
  expect(res.body.fields).toEqual({ version: API_ERRORS.versionFormat.msgKey });
  const after = await t.call('/v1/setting/version', undefined, admin);
  expect(after.body.data.version).toBe(before.body.data.version);
});

test.each(ACCEPTED)('%j is published', async (version) => {
  const res = await t.call('/v1/setting/version/set', { version }, admin);
  expect(res.status).toBe(200);
  expect(res.body.version).toBe(version);
});

test('the shared check agrees with the server', () => {
  expect(REFUSED.filter(isVersionString)).toEqual([]);
  expect(ACCEPTED.filter((v) => !isVersionString(v))).toEqual([]);
});
