/**
 * Injected into the built app by the product pages' bench (scripts/bench/productPages.ts) before the app's own code.
 * The stream's frames are watched as they arrive (a WebSocket subclass: the app's socket is one), and each tick or
 * spread value is marked with its server-side instant (`ts`, the same machine's clock) in the shared tick-to-screen
 * timer (../tickToScreen.ts), a row's change timed from the newest value before it (the one it shows). So a latency
 * here is from the making on the server of the value a row shows to the frame that shows it.
 */
import { liveTopicOf } from '../../../common/market/address';
import { type TickToScreen, watchTickToScreen } from '../tickToScreen';

interface Frame {
  type?: string;
  topic?: string;
  data?: { ts?: number };
}

declare global {
  interface Window {
    __productBench: { start: () => void; stop: () => { latencies: number[]; marked: number } };
  }
}

let timer: TickToScreen | null = null;

function onFrame(raw: unknown): void {
  if (!timer || typeof raw !== 'string') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  for (const m of (Array.isArray(parsed) ? parsed : [parsed]) as Frame[]) {
    if (m.type !== 'delta' || !m.topic || typeof m.data?.ts !== 'number') continue;
    timer.mark(m.topic, m.data.ts - performance.timeOrigin);
  }
}

const NativeSocket = window.WebSocket;
window.WebSocket = class extends NativeSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    // Registered before the app's own handler: the frame is marked before the app reads it.
    this.addEventListener('message', (event) => onFrame(event.data));
  }
};

window.__productBench = {
  start() {
    timer = watchTickToScreen(document.body, (address) => liveTopicOf(address)?.topic ?? null, 'newest');
  },
  stop() {
    const t = timer;
    timer = null;
    t?.stop();
    return { latencies: t?.latencies ?? [], marked: t?.marked() ?? 0 };
  },
};
