/** One upload: token first, then the bytes with the token's method, url and headers; progress and failures. */
import { API_ERRORS } from '@common/contract/errors';
import { uploadFile } from '@/services/uploadFile';
import { failureMessage } from '@/utils/apiError';
import { answer, bodiesSentTo, ok } from '../harness';
import { FakeXhr, installFakeXhr } from '../harness/fakeXhr';

installFakeXhr();
beforeEach(() => {
  answer(
    '/v1/user/oss/upload/getToken',
    ok({ fileId: 'f9', url: '/v1/user/oss/upload/put/tok', method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, expiresAt: 0, maxBytes: 4 }),
  );
});

test('asks for a token with name, size and type, then PUTs the bytes there and reports progress', async () => {
  FakeXhr.reply = { status: 200, body: '{"code":200}' };
  const file = new File(['abcd'], 'q.csv', { type: 'text/csv' });
  const progress: number[] = [];
  await expect(uploadFile(file, { onProgress: (p) => progress.push(p) })).resolves.toBe('f9');
  expect(bodiesSentTo('/v1/user/oss/upload/getToken')).toEqual([{ filename: 'q.csv', size: 4, contentType: 'text/csv' }]);
  expect(FakeXhr.last.method).toBe('PUT');
  expect(FakeXhr.last.url).toBe('/v1/user/oss/upload/put/tok');
  expect(FakeXhr.last.headers).toEqual({ 'content-type': 'application/octet-stream' });
  expect(FakeXhr.last.sent).toBe(file);
  expect(progress).toEqual([50, 100]);
});

test('a refused transfer rejects with the server envelope, readable by failureMessage', async () => {
  const { status, msgKey } = API_ERRORS.linkExpired;
  FakeXhr.reply = { status, body: JSON.stringify({ code: status, status: 'fail', msg: 'expired', msgKey, version: '1', data: null }) };
  const error = await uploadFile(new File(['abcd'], 'q.csv')).catch((e) => e);
  expect(error.response.status).toBe(403);
  expect(error.response.data.msgKey).toBe(API_ERRORS.linkExpired.msgKey);
  expect(failureMessage(error)).not.toBe(failureMessage(null));
});

test('a body that is not JSON still rejects with the status', async () => {
  FakeXhr.reply = { status: 502, body: '<html>bad gateway</html>' };
  const error = await uploadFile(new File(['abcd'], 'q.csv')).catch((e) => e);
  expect(error.response).toEqual({ status: 502, data: undefined });
});
