/** /test shows the feed state card (POST /v2/feeds/state) to users of the real-time board, and calls nothing for others. */
import { screen, within } from '@testing-library/react';
import type { FeedStateInfo } from '@common/contract/feeds';
import TestPage from '@/pages/Test';
import { answer, makeAdmin, ok, renderPage, sentTo } from '../harness';

const t0 = Date.parse('2025-04-01T08:00:00Z');
const STATES: FeedStateInfo[] = [
  { name: 'demo', kind: 'demo', connected: true, lastTickAgeMs: 1200, ticksPerSecond: 158.4, instruments: 150, demo: true, normalGapMs: 1000, products: 20 },
];

beforeEach(() => {
  answer('/v1/setting/healthyCheck', ok({ ok: true, database: 'sqlite', uptimeSeconds: 60, time: t0 }));
  answer(
    '/v1/setting/test',
    ok({ time: t0, userId: 'u1', username: 'admin', role: 'admin', database: 'sqlite', roundTripMs: 0.1, storage: 'local disk', node: 'v20' }),
  );
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: t0 }));
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([], { status: {} }));
  answer('/v2/feeds/state', ok(STATES));
});

test('a user of the board sees every feed: connection, last tick age, ticks per second, the demo badge', async () => {
  renderPage(<TestPage />, { user: makeAdmin(['/test', '/tool', '/tool/trade/realtime']) });
  const card = await screen.findByTestId('feed-states');
  const row = (await within(card).findByText('demo')).closest('tr') as HTMLElement;
  expect(within(row).getByText('DEMO DATA')).toBeInTheDocument();
  expect(within(row).getByText('1.2 s')).toBeInTheDocument();
  expect(within(row).getByText('158.4')).toBeInTheDocument();
  expect(within(row).getByText('150')).toBeInTheDocument();
});

test('without the board the card is not shown and the call is not made', async () => {
  renderPage(<TestPage />, { user: makeAdmin(['/test']) });
  await screen.findByTestId('server-health');
  expect(screen.queryByTestId('feed-states')).toBeNull();
  expect(sentTo('/v2/feeds/state')).toEqual([]);
});
