/**
 * The day's window as a timeline up to the 16:30:00 close (Singapore time): for one product (prices of different
 * products do not compare), its bids, offers and trades by minutes before the close. Records after the close are
 * left off the chart (the table marks them).
 */
import { Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MOC_SIDES, MOC_WINDOW_CLOSE, type SpotTrade } from '@common/contract/spotTradeRecord';
import { secondsOfDay, windowTimeline } from '@common/domain/mocWindow';
import Chart, { type ChartSeries, type ChartXAxis } from '@/components/Chart';
import { useText } from '@/hooks/useText';

const CLOSE = secondsOfDay(MOC_WINDOW_CLOSE);

/** The product with the most records (the first by name among equals). */
function busiest(rows: readonly SpotTrade[]): string {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.product, (counts.get(r.product) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

export default function WindowTimeline({ rows, loading }: { rows: readonly SpotTrade[]; loading: boolean }) {
  const f = useText();
  const products = useMemo(() => [...new Set(rows.map((r) => r.product))].sort(), [rows]);
  const [chosen, setChosen] = useState<string | null>(null);
  const product = chosen && products.includes(chosen) ? chosen : busiest(rows);

  const series = useMemo<ChartSeries[]>(() => {
    const own = rows.filter((r) => r.product === product);
    const byId = new Map(own.map((r) => [r.id, r]));
    const points = windowTimeline(own, MOC_WINDOW_CLOSE).filter((p) => !p.afterClose);
    return MOC_SIDES.map((side) => ({
      kind: 'line' as const,
      name: f(`spotTradeRecord.side.${side}`),
      unit: '',
      points: points.filter((p) => p.side === side).map((p) => [(p.seconds - CLOSE) / 60, byId.get(p.id)?.price ?? null] as const),
    }));
  }, [rows, product, f]);
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'value', name: f('spotTradeRecord.timeline.axis'), max: 0 }), [f]);

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Space wrap>
        <Typography.Text>{f('spotTradeRecord.column.product')}</Typography.Text>
        <Select
          aria-label={f('spotTradeRecord.column.product')}
          style={{ minInlineSize: 200 }}
          value={product || undefined}
          onChange={setChosen}
          options={products.map((p) => ({ value: p, label: p }))}
        />
      </Space>
      <Chart
        title={f('spotTradeRecord.timeline.title', { product: product || '—' })}
        series={series}
        xAxis={xAxis}
        loading={loading}
        precision={3}
        height={300}
        zoomSlider={false}
      />
    </Space>
  );
}
