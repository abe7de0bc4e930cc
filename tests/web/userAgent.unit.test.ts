/** The session list's browser column: real user-agent strings read as browser, major version and system. */
import { describeUserAgent } from '@/utils/userAgent';

const cases: Array<[string, ReturnType<typeof describeUserAgent>]> = [
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', { browser: 'Chrome', version: '156', os: 'Linux' }],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    { browser: 'Edge', version: '120', os: 'Windows' },
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0', { browser: 'Firefox', version: '121', os: 'macOS' }],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2.1 Safari/605.1.15',
    { browser: 'Safari', version: '17', os: 'macOS' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', version: '17', os: 'iOS' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', version: '120', os: 'iOS' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    { browser: 'Chrome', version: '120', os: 'Android' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', version: '23', os: 'Android' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    { browser: 'Opera', version: '106', os: 'Windows' },
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', { browser: 'Firefox', version: '121', os: 'Linux' }],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { browser: 'Chrome', version: '120', os: 'ChromeOS' },
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36',
    { browser: 'Chrome', version: '120', os: 'Linux' },
  ],
];

test.each(cases)('%s', (ua, expected) => {
  expect(describeUserAgent(ua)).toEqual(expected);
});

test('strings that name no known browser give null (the raw text is shown)', () => {
  expect(describeUserAgent('curl/8.4.0')).toBeNull();
  expect(describeUserAgent('')).toBeNull();
  expect(describeUserAgent('node')).toBeNull();
});
