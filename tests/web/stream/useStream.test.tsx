/**
 * The stream client (src/services/stream.ts, streamConnection.ts) against a fake WebSocket: one socket per tab shared
 * by every component (reference-counted topics), first-message auth with the session token, snapshot and deltas,
 * topic errors, reconnect with backoff and resume, the heartbeat timeout, close 4401 applying the 401-without-message
 * rule with no reconnect, and the session's end closing the socket.
 */
import { act, render, screen } from '@testing-library/react';
import { STREAM_CLOSE } from '@common/contract/stream';
import StreamStatusBadge from '@/components/StreamStatusBadge';
import { useStream, useStreamStatus } from '@/services/stream';
import { HEARTBEAT_TIMEOUT_MS, IDLE_CLOSE_MS, backoffMs, streamConnection } from '@/services/streamConnection';
import { runSessionEndHooks } from '@/session/sessionEnd';
import { removeToken, setToken } from '@/session/token';
import { renderPage } from '../harness';
import { FakeWebSocket } from './fakeWebSocket';

jest.mock('@/requestErrorConfig', () => ({ onSessionExpired: jest.fn() }));
const { onSessionExpired } = jest.requireMock('@/requestErrorConfig') as { onSessionExpired: jest.Mock };

const TOKEN = 'T'.repeat(43);
const FU = 'tick:SHFE.FU2601';
const LU = 'tick:INE.LU2601';

/** A tick topic's last price (the stream types `tick:` payloads as Ticks; the server sends only those). */
function Price({ topic, label }: { topic: `tick:${string}` | null; label: string }) {
  const s = useStream(topic);
  return (
    <div data-testid={label}>
      {s.status}|{s.data ? s.data.last : '-'}|{s.seq}|{s.error ? s.error.code : ''}
    </div>
  );
}

function Status() {
  return <div data-testid="status">{useStreamStatus()}</div>;
}

const text = (label: string) => screen.getByTestId(label).textContent;

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.install();
  setToken(TOKEN);
  onSessionExpired.mockClear();
});
afterEach(() => {
  act(() => streamConnection().reset());
  jest.useRealTimers();
  removeToken();
});

test('two components on one topic share one socket and one subscription; the last to leave unsubscribes', () => {
  const view = render(
    <>
      <Price key="a" topic={FU} label="a" />
      <Price key="b" topic={FU} label="b" />
      <Price key="c" topic={LU} label="c" />
    </>,
  );
  expect(FakeWebSocket.instances).toHaveLength(1);
  const ws = FakeWebSocket.last;
  expect(ws.url).toBe('ws://localhost/v2/stream');
  expect(text('a')).toBe('connecting|-|0|');
  act(() => ws.serverOpen());
  // Auth first, then one subscribe for every held topic.
  expect(ws.sent).toEqual([
    { type: 'auth', token: TOKEN },
    { type: 'subscribe', topics: [FU, LU] },
  ]);
  act(() =>
    ws.serverSend([
      { type: 'snapshot', topic: FU, seq: 10, data: { last: 2800 } },
      { type: 'snapshot', topic: LU, seq: 20, data: { last: 3500 } },
    ]),
  );
  expect(text('a')).toBe('live|2800|10|');
  expect(text('b')).toBe('live|2800|10|');
  expect(text('c')).toBe('live|3500|20|');
  act(() => ws.serverSend({ type: 'delta', topic: FU, seq: 11, data: { last: 2801 } }));
  expect(text('b')).toBe('live|2801|11|');

  view.rerender(
    <>
      <Price key="a" topic={FU} label="a" />
      <Price key="b" topic={null} label="b" />
      <Price key="c" topic={LU} label="c" />
    </>,
  );
  expect(ws.sent).toHaveLength(2);
  view.rerender(
    <>
      <Price key="a" topic={null} label="a" />
      <Price key="c" topic={LU} label="c" />
    </>,
  );
  expect(ws.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: [FU] });
  // A topic added later on the open socket is subscribed on its own.
  view.rerender(<Price key="d" topic={'tick:DCE.PG2601'} label="d" />);
  expect(ws.sent.slice(-2)).toEqual([
    { type: 'unsubscribe', topics: [LU] },
    { type: 'subscribe', topics: ['tick:DCE.PG2601'] },
  ]);
  expect(FakeWebSocket.instances).toHaveLength(1);
});

test('a topic error reaches the component; the others are untouched', () => {
  render(
    <>
      <Price topic={FU} label="a" />
      <Price topic="tick:DCE.PG2601" label="b" />
    </>,
  );
  act(() => FakeWebSocket.last.serverOpen());
  act(() => FakeWebSocket.last.serverSend({ type: 'error', topic: 'tick:DCE.PG2601', code: 'forbidden', msg: 'no access to this topic' }));
  expect(text('b')).toBe('live|-|0|forbidden');
  expect(text('a')).toBe('live|-|0|');
});

test('reconnect with backoff; the new socket resumes each topic from its last seq', () => {
  render(
    <>
      <Price topic={FU} label="a" />
      <Price topic={LU} label="b" />
      <Status />
    </>,
  );
  const first = FakeWebSocket.last;
  act(() => first.serverOpen());
  act(() => first.serverSend({ type: 'snapshot', topic: FU, seq: 42, data: { last: 2800 } }));
  act(() => first.serverClose(1006));
  expect(text('status')).toBe('reconnecting');
  // The value stays on screen while reconnecting.
  expect(text('a')).toBe('reconnecting|2800|42|');
  act(() => jest.advanceTimersByTime(backoffMs(0, () => 1) + 1));
  expect(FakeWebSocket.instances).toHaveLength(2);
  const second = FakeWebSocket.last;
  act(() => second.serverOpen());
  expect(second.sent).toEqual([
    { type: 'auth', token: TOKEN },
    { type: 'subscribe', topics: [FU, LU], resume: { [FU]: 42 } },
  ]);
  expect(text('status')).toBe('live');
  act(() => second.serverSend({ type: 'delta', topic: FU, seq: 45, data: { last: 2803 } }));
  expect(text('a')).toBe('live|2803|45|');
});

test('backoff doubles from 0.5 s to at most 30 s, jittered by at most 20 %', () => {
  expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, () => 0.5))).toEqual([500, 1000, 2000, 4000, 30000]);
  expect(backoffMs(0, () => 0)).toBe(400);
  expect(backoffMs(20, () => 1)).toBe(36000);
});

test('silence past the heartbeat timeout drops the socket and reconnects; pings keep it alive', () => {
  render(<Price topic={FU} label="a" />);
  const first = FakeWebSocket.last;
  act(() => first.serverOpen());
  act(() => jest.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1000));
  act(() => first.serverSend({ type: 'ping' }));
  act(() => jest.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1000));
  expect(first.closedByClient).toBeNull();
  act(() => jest.advanceTimersByTime(1001));
  expect(first.closedByClient).not.toBeNull();
  expect(text('a')).toBe('reconnecting|-|0|');
  act(() => jest.advanceTimersByTime(1000));
  expect(FakeWebSocket.instances).toHaveLength(2);
});

test('close 4401: the 401-without-message rule, once, and no reconnect', () => {
  render(
    <>
      <Price topic={FU} label="a" />
      <Status />
    </>,
  );
  act(() => FakeWebSocket.last.serverOpen());
  act(() => FakeWebSocket.last.serverClose(STREAM_CLOSE.unauthorized, 'session ended'));
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
  expect(text('status')).toBe('closed');
  act(() => jest.advanceTimersByTime(120_000));
  expect(FakeWebSocket.instances).toHaveLength(1);
});

test('other closes (4400, 1001) reconnect and never sign the user out', () => {
  render(<Price topic={FU} label="a" />);
  act(() => FakeWebSocket.last.serverOpen());
  act(() => FakeWebSocket.last.serverClose(STREAM_CLOSE.goingAway));
  act(() => jest.advanceTimersByTime(1000));
  expect(FakeWebSocket.instances).toHaveLength(2);
  expect(onSessionExpired).not.toHaveBeenCalled();
});

test('the session ending (logout) closes the socket first: its 4401 afterwards is not taken for an expiry', () => {
  render(
    <>
      <Price topic={FU} label="a" />
      <Status />
    </>,
  );
  const ws = FakeWebSocket.last;
  act(() => ws.serverOpen());
  act(() => ws.serverSend({ type: 'snapshot', topic: FU, seq: 1, data: { last: 2800 } }));
  act(() => runSessionEndHooks());
  expect(ws.closedByClient).not.toBeNull();
  expect(text('status')).toBe('closed');
  expect(text('a')).toBe('closed|-|0|');
  act(() => ws.serverClose(STREAM_CLOSE.unauthorized));
  expect(onSessionExpired).not.toHaveBeenCalled();
});

test('no token: no socket', () => {
  removeToken();
  render(<Price topic={FU} label="a" />);
  expect(FakeWebSocket.instances).toHaveLength(0);
  expect(text('a')).toBe('closed|-|0|');
});

test('with no topic held the socket closes after a while, not at once', () => {
  const view = render(<Price topic={FU} label="a" />);
  const ws = FakeWebSocket.last;
  act(() => ws.serverOpen());
  view.rerender(<Price topic={null} label="a" />);
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS - 100));
  expect(ws.closedByClient).toBeNull();
  view.rerender(<Price topic={LU} label="a" />);
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS * 2));
  expect(ws.closedByClient).toBeNull();
  view.rerender(<Price topic={null} label="a" />);
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS + 1));
  expect(ws.closedByClient).not.toBeNull();
});

describe('StreamStatusBadge', () => {
  test.each(['en-US', 'zh-CN', 'ar-EG'] as const)('shows the connection state in %s', (locale) => {
    const words = {
      'en-US': ['Connecting to live prices', 'Live'],
      'zh-CN': ['正在连接实时行情', '实时'],
      'ar-EG': ['جارٍ الاتصال بالأسعار المباشرة', 'مباشر'],
    }[locale];
    renderPage(
      <>
        <Price topic={FU} label="a" />
        <StreamStatusBadge />
      </>,
      { locale },
    );
    expect(screen.getByTestId('stream-status')).toHaveTextContent(words[0]);
    act(() => FakeWebSocket.last.serverOpen());
    expect(screen.getByTestId('stream-status')).toHaveTextContent(words[1]);
    expect(screen.getByTestId('stream-status')).toHaveAttribute('data-status', 'live');
  });
});
