/**
 * The board bench's page (scripts/bench/board.ts bundles it with esbuild and opens it in Chromium). `#board`: 200 rows
 * of the real live grid (src/components/market/LiveGrid.tsx), fed through the market layer's live store (the stream
 * connection replaced by ./stream.ts) at 4 updates/s per row; measures tick-to-screen (publish to the animation frame
 * after the row's text changed in the DOM: ../tickToScreen.ts, shared with the product pages' bench) and long tasks. `#chart`: the real `<Chart>` with 1e6 points;
 * measures mount to the first frame whose canvas shows the drawn line (ECharts' module already loaded).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createRoot } from 'react-dom/client';
import { WATCHLIST_COLUMNS } from '../../../common/contract/board';
import Chart from '../../../src/components/Chart';
import LiveGrid from '../../../src/components/market/LiveGrid';
import { createClock } from '../../../src/services/market/clock';
import type { RowMeta } from '../../../src/services/market/rows';
import { watchTickToScreen } from '../tickToScreen';
import { publish } from './stream';

export interface BenchResult {
  latencies?: number[];
  longTasks: number[];
  chartMs?: number;
  updates?: number;
}

declare global {
  interface Window {
    __benchResult?: BenchResult;
  }
}

const ROWS = 200;
const params = new URLSearchParams(location.search);
/** Updates per row per second; 0 is the idle baseline (the machine's own long tasks, nothing published). */
const RATE_PER_ROW = Number(params.get('rate') ?? 4);
const TICK_MS = 50;
const RUN_MS = Number(params.get('run') ?? 10_000);

const host = document.getElementById('root') as HTMLElement;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const longTasks: number[] = [];

function observeLongTasks() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
}

function runBoard() {
  const rows: RowMeta[] = Array.from({ length: ROWS }, (_, i) => ({
    address: `md:BENCH.C${i}`,
    kind: 'md',
    name: `Bench ${i}`,
    unit: 'USD/t',
    precision: 2,
    unavailable: false,
    product: null,
    legProducts: [],
  }));
  const clock = createClock();
  const noop = () => undefined;
  createRoot(host).render(
    <ConfigProvider>
      <QueryClientProvider client={queryClient}>
        <LiveGrid
          rows={rows}
          columns={WATCHLIST_COLUMNS}
          zWindow={60}
          feeds={[{ name: 'bench', normalGapMs: 5_000 }]}
          clock={clock}
          selected={0}
          onSelect={noop}
          onOpen={noop}
        />
      </QueryClientProvider>
    </ConfigProvider>,
  );

  // Warm-up: mount and the series answers (every row has its sparkline), then two quiet seconds; then measure.
  const ready = () => document.querySelectorAll('tbody polyline').length === ROWS;
  const waitReady = setInterval(() => {
    if (!ready()) return;
    clearInterval(waitReady);
    setTimeout(measure, 2_000);
  }, 100);
  const measure = () => {
    let updates = 0;
    const timer = watchTickToScreen(host, (address) => `tick:${address.slice(3)}`);
    observeLongTasks();
    let next = 0;
    const perTick = (ROWS * RATE_PER_ROW * TICK_MS) / 1000;
    const publisher = setInterval(() => {
      const now = Date.now();
      for (let k = 0; k < perTick; k += 1) {
        const i = next % ROWS;
        next += 1;
        const topic = `tick:BENCH.C${i}`;
        timer.mark(topic, performance.now());
        updates += 1;
        publish(topic, { instrument: `BENCH.C${i}`, ts: now, last: 100 + Math.round((Math.random() - 0.5) * 400) / 100, demo: true, feed: 'bench' });
      }
    }, TICK_MS);
    setTimeout(() => {
      clearInterval(publisher);
      timer.stop();
      setTimeout(() => {
        window.__benchResult = { latencies: timer.latencies, longTasks, updates };
      }, 500);
    }, RUN_MS);
  };
}

/**
 * Coloured pixels in the plot area of the chart's canvases: the series' line (axes, grid lines and labels are grey; the
 * zoom slider, which also draws the data, is below the sampled band).
 */
function seriesPixels(root: HTMLElement): number {
  let count = 0;
  for (const canvas of root.querySelectorAll('canvas')) {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) continue;
    const top = Math.floor(canvas.height * 0.15);
    const rows = Math.floor(canvas.height * 0.55);
    const { data } = context.getImageData(0, top, canvas.width, rows);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] < 128) continue;
      const hi = Math.max(data[i], data[i + 1], data[i + 2]);
      const lo = Math.min(data[i], data[i + 1], data[i + 2]);
      if (hi - lo > 80) count += 1;
    }
  }
  return count;
}

/** Enough coloured pixels that the line is drawn across the chart, not a stray mark. */
const DRAWN_PIXELS = 500;

async function runChart() {
  const n = 1_000_000;
  const t0 = Date.UTC(2016, 0, 1);
  const points: [number, number][] = new Array(n);
  let v = 400;
  for (let i = 0; i < n; i += 1) {
    v += Math.sin(i / 50) * 0.5 + (((i * 7919) % 13) - 6) * 0.05;
    points[i] = [t0 + i * 60_000, v];
  }
  await import('../../../src/components/Chart/echartsCore');
  observeLongTasks();
  const start = performance.now();
  // What the user sees: the first frame whose canvas holds the drawn series (ECharts' `finished` also fires for the
  // empty instance before the series is set, so it cannot be the mark).
  const poll = () => {
    if (seriesPixels(host) >= DRAWN_PIXELS) {
      const chartMs = performance.now() - start;
      // Long tasks are reported after their end: give the observer a frame.
      setTimeout(() => {
        window.__benchResult = { chartMs, longTasks };
      }, 100);
    } else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  createRoot(host).render(
    <ConfigProvider>
      <div style={{ width: 1000 }}>
        <Chart series={[{ name: 'bench', unit: 'USD/t', points }]} height={400} />
      </div>
    </ConfigProvider>,
  );
}

if (location.hash === '#chart') void runChart();
else runBoard();
