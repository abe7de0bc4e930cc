/**
 * A `history` panel: one or more series over a range (useSeriesMany), each as its level, its change or its trailing
 * z-score (historyMath.ts), the first series' z-bands (mean +- k sd) and percentile band over the spec's window, and
 * the spec's labelled reference band, in the shared <Chart> (which exports the PNG). Series with another unit (a
 * z-score, a right-axis series in its own unit) get the chart's second axis, on the end side.
 */
import { useIntl } from '@umijs/max';
import { useEffect, useMemo } from 'react';
import { DEFAULT_SCORE_WINDOW } from '@common/contract/pageSpec';
import Chart, { type ChartSeries } from '@/components/Chart';
import { useSeriesMany } from '@/services/market/series';
import { useStrategies } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import { strategyName } from '@/utils/strategyName';
import { type MaybePoint, percentileBand, transformed, zBand } from '../historyMath';
import { ROW_HEIGHT_PX } from '../grid';
import { historyRequest } from '../panelQueries';
import { specText } from '../specText';
import type { PanelViewProps } from '../types';

/** The frame's header and padding inside the panel's `h` rows. */
const FRAME_CHROME_PX = 64;

export default function HistoryPanel({ panel, unit, onContent }: PanelViewProps<'history'>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const strategies = useStrategies();
  const { addresses, range, interval, maxPoints } = useMemo(() => historyRequest(panel, unit), [panel, unit]);
  const daily = interval === '1d';
  const queries = useSeriesMany(addresses, range, interval, maxPoints);
  const window = panel.bands?.window ?? DEFAULT_SCORE_WINDOW;
  const loading = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError);
  const datas = queries.map((q) => q.data);
  const demo = datas.some((d) => d?.demo);
  // The query results are new arrays on every render; their update times say when any data changed.
  const dataKey = queries.map((q) => q.dataUpdatedAt).join(',');

  const nameOf = (i: number): string => {
    const s = panel.series[i];
    if (s.label) return specText(intl, s.label);
    const address = addresses[i];
    const strategy = address.startsWith('spread:') ? strategies.data?.items.find((x) => `spread:${x.id}` === address) : undefined;
    return strategy ? strategyName(strategy, (id) => f(id)) : address;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: datas changes exactly when dataKey does; nameOf and f read intl and the strategies
  const drawn = useMemo(() => {
    if (loading || failed) return null;
    const lines = panel.series.map((s, i) => {
      const data = datas[i];
      const transform = s.transform ?? 'level';
      const points = transformed(data?.points ?? [], transform, window);
      const suffix = transform === 'level' ? '' : ` (${f(`pageView.history.transform.${transform}`)})`;
      return { name: `${nameOf(i)}${suffix}`, unit: transform === 'zScore' ? 'z' : (data?.unit ?? ''), points, axis: s.axis ?? 'left' };
    });
    const first = lines[0];
    const base = first.points.filter((p): p is readonly [number, number] => p[1] !== null);
    const series: ChartSeries[] = [];
    if (panel.referenceBand && base.length > 0) {
      const { from, to, label } = panel.referenceBand;
      const xs = [base[0][0], base[base.length - 1][0]];
      series.push({
        kind: 'band',
        name: specText(intl, label),
        unit: first.unit,
        lower: xs.map((x) => [x, from] as const),
        upper: xs.map((x) => [x, to] as const),
      });
    }
    for (const k of panel.bands?.zScore ?? []) {
      const band = zBand(base, window, k);
      series.push({ kind: 'band', name: f('pageView.history.zBand', { k, window }), unit: first.unit, ...band });
    }
    if (panel.bands?.percentile) {
      const [lo, hi] = panel.bands.percentile;
      series.push({
        kind: 'band',
        name: f('pageView.history.percentileBand', { lo, hi, window }),
        unit: first.unit,
        ...percentileBand(base, window, [lo, hi]),
      });
    }
    // The chart gives each unit an axis in order of first appearance (start side, then end side): left-axis lines first.
    const ordered = [...lines.filter((l) => l.axis === 'left'), ...lines.filter((l) => l.axis === 'right')];
    series.unshift(...ordered.slice(0, 1).map((l) => ({ name: l.name, unit: l.unit, points: l.points })));
    series.push(...ordered.slice(1).map((l) => ({ name: l.name, unit: l.unit, points: l.points })));
    return { series, lines };
  }, [loading, failed, panel, window, intl, strategies.data, dataKey, addresses]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: f reads intl
  const table = useMemo(() => {
    if (!drawn) return null;
    const byTs = new Map<number, (number | null)[]>();
    drawn.lines.forEach((line, i) => {
      for (const [ts, v] of line.points as readonly MaybePoint[]) {
        const row = byTs.get(ts) ?? drawn.lines.map(() => null);
        row[i] = v;
        byTs.set(ts, row);
      }
    });
    const time = (ts: number) => (daily ? new Date(ts).toISOString().slice(0, 10) : intl.formatDate(ts, DATE_TIME));
    return {
      columns: [f(daily ? 'pageView.history.date' : 'pageView.history.time'), ...drawn.lines.map((l) => (l.unit ? `${l.name} [${l.unit}]` : l.name))],
      rows: [...byTs.entries()].sort((a, b) => a[0] - b[0]).map(([ts, values]) => [time(ts), ...values]),
    };
  }, [drawn, daily, intl]);
  useEffect(() => onContent({ table, demo }), [table, demo, onContent]);

  return (
    <Chart
      series={drawn?.series ?? []}
      loading={loading}
      error={failed ? failureMessage(failed.error) : null}
      onRetry={() => {
        for (const q of queries) if (q.isError) void q.refetch();
      }}
      height={Math.max(200, panel.layout.h * ROW_HEIGHT_PX - FRAME_CHROME_PX)}
    />
  );
}
