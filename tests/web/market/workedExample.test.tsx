/**
 * The worked example of docs/market-layer.md, as written there: a page that reads a series by address, follows it
 * live and shows its change, z-score and percentile, with no hook of its own. Run through the harness's fake network
 * and the app's stream connection over the fake socket, so the doc's example is known to work.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import SeriesPicker from '@/components/market/SeriesPicker';
import { useLive } from '@/services/market/live';
import { liveFigures } from '@/services/market/liveFigures';
import { lastYears, useSeries } from '@/services/market/series';
import { streamConnection } from '@/services/streamConnection';
import { removeToken, setToken } from '@/session/token';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { FakeWebSocket } from '../stream/fakeWebSocket';
import { seriesOf } from './fixtures';

// --- the example (docs/market-layer.md) ---
const WINDOW = 60;

function FuelOilGauge() {
  const [address, setAddress] = useState<string | null>('md:SHFE.FU@main');
  const daily = useSeries(address, lastYears(1), '1d', 400);
  const live = useLive(address);
  const figures = liveFigures(daily.data?.points ?? [], live, WINDOW);
  const fmt = (v: number | null, digits = 2) => (v === null ? '–' : v.toFixed(digits));
  return (
    <Space direction="vertical">
      <SeriesPicker label="Series" value={address} onChange={setAddress} />
      <Typography.Text data-testid="last">{live ? fmt(live.value) : '–'}</Typography.Text>
      <Typography.Text data-testid="change">{fmt(figures.change)}</Typography.Text>
      <Typography.Text data-testid="z">{fmt(figures.zScore)}</Typography.Text>
      <Typography.Text data-testid="pct">{fmt(figures.percentile, 0)}</Typography.Text>
    </Space>
  );
}
// --- end of the example ---

const DAY = 86_400_000;
const NOW = Date.now();
const TODAY = Math.floor(NOW / DAY) * DAY;

beforeEach(() => {
  FakeWebSocket.install();
  setToken('T'.repeat(43));
});
afterEach(() => {
  cleanup();
  act(() => streamConnection().reset());
  removeToken();
});

test('reads the daily series, follows the last price live and shows change, z-score and percentile', async () => {
  // Daily closes 2790, 2800, 2810 before today.
  answer('/v2/marketData/series', ({ body }) =>
    ok(
      seriesOf(body.address, [
        [TODAY - 3 * DAY, 2790],
        [TODAY - 2 * DAY, 2800],
        [TODAY - DAY, 2810],
      ]),
    ),
  );
  renderPage(<FuelOilGauge />, { user: makeUser({ paths: ['/tool/trade/realtime'] }) });
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series')).toHaveLength(1));
  expect(bodiesSentTo('/v2/marketData/series')[0]).toMatchObject({ address: 'md:SHFE.FU@main', interval: '1d', maxPoints: 400 });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const ws = FakeWebSocket.last;
  act(() => ws.serverOpen());
  expect(ws.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['tick:SHFE.FU@main'] });
  act(() =>
    ws.serverSend({
      type: 'snapshot',
      topic: 'tick:SHFE.FU@main',
      seq: 1,
      data: { instrument: 'SHFE.FU@main', ts: NOW, last: 2805, demo: false, feed: 'demo' },
    }),
  );
  await waitFor(() => expect(screen.getByTestId('last')).toHaveTextContent('2805.00'));
  // Against yesterday's 2810: -5; mean 2800, sd 10: z = 0.5; 2805 sits at 75 % of [2790, 2800, 2810].
  await waitFor(() => expect(screen.getByTestId('change')).toHaveTextContent('-5.00'));
  expect(screen.getByTestId('z')).toHaveTextContent('0.50');
  expect(screen.getByTestId('pct')).toHaveTextContent('75');
});
