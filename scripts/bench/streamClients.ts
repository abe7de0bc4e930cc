/**
 * The stream bench's clients (scripts/bench/stream.ts forks this, so client work does not share the server's event
 * loop): N `ws` clients, each subscribed to its topics, measuring for every tick published the time from its
 * publication to the first frame carrying it or a newer value of its topic; plus one client that never reads.
 *
 * Each bench tick carries `bench: [counter, publishedAt][]`, its own and the previous ones of its instrument, so a
 * tick merged away by coalescing is timed too (to the frame that carried the newer value).
 * Clock: `performance.timeOrigin + performance.now()` in both processes (sub-millisecond, same machine).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

interface Start {
  url: string;
  token: string;
  topicsPerClient: string[][];
  slowTopics: string[];
}

const now = () => performance.timeOrigin + performance.now();
/** Latency histogram in 0.1 ms steps up to 2 s: adding is cheap and the report small, so measuring does not stall. */
const buckets = new Map<number, number>();
const record = (ms: number) => {
  const b = Math.min(20_000, Math.max(0, Math.round(ms * 10)));
  buckets.set(b, (buckets.get(b) ?? 0) + 1);
};
let frames = 0;
let messages = 0;
let errors = 0;
const sockets: WebSocket[] = [];

function client(url: string, token: string, topics: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    /** Per topic, the newest counter seen. */
    const seen = new Map<string, number>();
    let ready = 0;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'auth', token }));
      ws.send(JSON.stringify({ type: 'subscribe', topics }));
    });
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const at = now();
      frames += 1;
      const parsed = JSON.parse(raw.toString());
      for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
        messages += 1;
        // Every topic answered (a snapshot, or an error that is counted and fails the bench): ready.
        if (m.type === 'error' || m.type === 'snapshot') {
          ready += 1;
          if (ready === topics.length) resolve();
        }
        if (m.type === 'error') errors += 1;
        if (m.type !== 'snapshot' && m.type !== 'delta') continue;
        const bench = (m.data as { bench?: [number, number][] } | null)?.bench;
        if (!bench) continue;
        const before = seen.get(m.topic) ?? Number.POSITIVE_INFINITY;
        // Every tick newer than the last one seen arrives with this frame (itself or merged into it).
        for (const [counter, publishedAt] of bench) if (counter > before) record(at - publishedAt);
        seen.set(m.topic, bench[0][0]);
      }
    });
  });
}

function slowClient(url: string, token: string, topics: string[]): void {
  const ws = new WebSocket(url);
  ws.on('open', () => {
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.send(JSON.stringify({ type: 'subscribe', topics }));
    // Never reads again: the kernel's buffers fill, then the server's bounded one.
    setTimeout(() => (ws as unknown as { _socket: { pause: () => void } })._socket.pause(), 200);
  });
  ws.on('error', () => undefined);
}

process.on('message', async (msg: { start?: Start; report?: boolean; stop?: boolean }) => {
  if (msg.start) {
    const { url, token, topicsPerClient, slowTopics } = msg.start;
    slowClient(url, token, slowTopics);
    await Promise.all(topicsPerClient.map((topics) => client(url, token, topics)));
    process.send?.({ ready: true });
  } else if (msg.report) {
    // Hand over and forget this period's samples: the parent aggregates, the child's memory stays flat.
    const histogram = [...buckets];
    buckets.clear();
    process.send?.({ histogram, frames, messages, errors });
  } else if (msg.stop) {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
