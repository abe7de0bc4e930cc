/**
 * `useLive(address)` (src/services/market/live.ts) over the app's real stream connection and the fake socket: an
 * address's topic is held once however many readers it has, ticks and spread values arrive as LiveValues in the
 * next animation frame, the last reader's leaving unsubscribes and forgets the value, the demo flag follows the values
 * held, and the session's end clears them.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLive, useLiveDemo } from '@/services/market/live';
import { streamConnection } from '@/services/streamConnection';
import { removeToken, setToken } from '@/session/token';
import { FakeWebSocket } from '../stream/fakeWebSocket';

function Value({ address, label }: { address: string | null; label: string }) {
  const live = useLive(address);
  return <div data-testid={label}>{live ? `${live.value}@${live.ts}${live.demo ? ' demo' : ''}${live.legs ? ` legs ${live.legs.length}` : ''}` : '-'}</div>;
}
function Demo() {
  return <div data-testid="demo">{useLiveDemo() ? 'demo' : 'real'}</div>;
}
const text = (label: string) => screen.getByTestId(label).textContent;

beforeEach(() => {
  FakeWebSocket.install();
  setToken('T'.repeat(43));
});
afterEach(() => {
  act(() => streamConnection().reset());
  removeToken();
});

test('two readers of one instrument (any field) share one subscription to its tick topic', async () => {
  const view = render(
    <>
      <Value address="md:SHFE.FU2601" label="a" />
      <Value address="md:SHFE.FU2601:settle" label="b" />
      <Value address="ds:eia:RBRTE" label="c" />
      <Demo />
    </>,
  );
  const ws = FakeWebSocket.last;
  act(() => ws.serverOpen());
  // A data-source series has no live topic: nothing is asked for it.
  expect(ws.sent).toEqual([
    { type: 'auth', token: 'T'.repeat(43) },
    { type: 'subscribe', topics: ['tick:SHFE.FU2601'] },
  ]);
  act(() =>
    ws.serverSend({ type: 'snapshot', topic: 'tick:SHFE.FU2601', seq: 1, data: { instrument: 'SHFE.FU2601', ts: 5, last: 2800, demo: true, feed: 'demo' } }),
  );
  await waitFor(() => expect(text('a')).toBe('2800@5 demo'));
  expect(text('b')).toBe('2800@5 demo');
  expect(text('c')).toBe('-');
  expect(text('demo')).toBe('demo');

  // The last reader leaves: one unsubscribe, the value and the demo flag forgotten.
  view.rerender(<Demo />);
  expect(ws.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['tick:SHFE.FU2601'] });
  expect(text('demo')).toBe('real');
});

test("a spread's value comes with its legs; the session's end clears what is shown", async () => {
  render(<Value address="spread:hi5" label="s" />);
  const ws = FakeWebSocket.last;
  act(() => ws.serverOpen());
  expect(ws.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['spread:hi5'] });
  act(() =>
    ws.serverSend({
      type: 'delta',
      topic: 'spread:hi5',
      seq: 7,
      data: { strategyId: 'hi5', ts: 9, value: 1.5, unit: 'USD/t', demo: false, legs: [{ instrument: 'ICE.MF05', ts: 8 }] },
    }),
  );
  await waitFor(() => expect(text('s')).toBe('1.5@9 legs 1'));
  act(() => streamConnection().reset());
  await waitFor(() => expect(text('s')).toBe('-'));
});
