/**
 * Issue 19 item 13: a client's frame over the socket's size limit is logged at warn, not error (the error log is
 * what an operator watches, and a client could fill it at will), once per connection; the socket closes with 1009.
 * The app is built without a logger; the request logger's calls are observed on the app's (silent) logger.
 */
import { makeTestApp, type TestApp } from '../api/helpers';
import { closedWithin, listen, socketTracker } from '../api/streamSupport';

let t: TestApp;
let url: string;
let trader: string;
const { open, closeAll } = socketTracker(() => url);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  url = await listen(t.app);
  trader = await t.tokenFor('trader');
});
afterEach(closeAll);
afterAll(async () => {
  await t?.close();
});

test('an oversized frame closes the socket with 1009 and logs one warning, no error', async () => {
  const levels: string[] = [];
  const spies = (['error', 'warn', 'fatal'] as const).map((level) => jest.spyOn(t.app.log, level).mockImplementation(() => void levels.push(level)));
  try {
    const s = await open(trader);
    s.send('x'.repeat(1024 * 1024 + 1));
    expect((await closedWithin(s, 3000)).code).toBe(1009);
    expect(levels).toEqual(['warn']);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
