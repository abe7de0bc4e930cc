/**
 * A chosen metric over two chosen parameters of a finished sweep. With more than two parameters, each cell shows the
 * best value over the others (highest; lowest for risk metrics) and clicking it loads that grid point as a run.
 */
import { Select, Space, Table, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { SweepRow } from '@common/contract/backtesting';
import { METRIC_KEYS, type MetricKey } from '@common/domain/metrics';
import { num, useText } from './useText';

/** Metrics where lower is better (a cell shows the lowest over the other parameters). */
const LOWER_IS_BETTER: ReadonlySet<MetricKey> = new Set(['annualVolatility', 'downsideRisk']);

interface Cell {
  value: number | null;
  row: SweepRow;
}

/** The cells of the map: x value -> y value -> best row. Exported for tests. */
export function heatCells(rows: readonly SweepRow[], metric: MetricKey, x: string, y: string): { xs: number[]; ys: number[]; cells: Map<string, Cell> } {
  const xs = [...new Set(rows.map((r) => r.point[x]))].sort((a, b) => a - b);
  const ys = [...new Set(rows.map((r) => r.point[y]))].sort((a, b) => a - b);
  const cells = new Map<string, Cell>();
  const better = (a: number, b: number) => (LOWER_IS_BETTER.has(metric) ? a < b : a > b);
  for (const row of rows) {
    const key = `${row.point[x]}|${row.point[y]}`;
    const value = row.metrics[metric];
    const cur = cells.get(key);
    if (!cur || (value !== null && (cur.value === null || better(value, cur.value)))) cells.set(key, { value, row });
  }
  return { xs, ys, cells };
}

export default function HeatMap({
  rows,
  parameters,
  onPick,
}: {
  rows: readonly SweepRow[];
  parameters: readonly string[];
  onPick: (point: Record<string, number>) => void;
}) {
  const text = useText();
  const [metric, setMetric] = useState<MetricKey>('sharpe');
  const [x, setX] = useState(parameters[0]);
  const [y, setY] = useState(parameters[1] ?? parameters[0]);
  const { xs, ys, cells } = useMemo(() => heatCells(rows, metric, x, y), [rows, metric, x, y]);
  const values = [...cells.values()].map((c) => c.value).filter((v): v is number => v !== null);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const shade = (v: number | null) => {
    if (v === null || !(hi > lo)) return undefined;
    const f = (v - lo) / (hi - lo);
    // red (low) to green (high), reversed for risk metrics
    const hue = (LOWER_IS_BETTER.has(metric) ? 1 - f : f) * 120;
    return `hsl(${hue.toFixed(0)}, 70%, 80%)`;
  };
  const paramOptions = parameters.map((p) => ({ value: p, label: text(`param.${p}`) }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{text('heat.metric')}</span>
        <Select
          aria-label={text('heat.metric')}
          style={{ width: 200 }}
          value={metric}
          onChange={setMetric}
          options={METRIC_KEYS.map((k) => ({ value: k, label: text(`metric.${k}`) }))}
        />
        <span>{text('heat.x')}</span>
        <Select aria-label={text('heat.x')} style={{ width: 140 }} value={x} onChange={setX} options={paramOptions} />
        <span>{text('heat.y')}</span>
        <Select aria-label={text('heat.y')} style={{ width: 140 }} value={y} onChange={setY} options={paramOptions} />
      </Space>
      <Table<{ y: number }>
        aria-label={text('heat.title')}
        data-testid="heat-map"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey="y"
        dataSource={ys.map((v) => ({ y: v }))}
        columns={[
          { key: 'y', title: `${text(`param.${y}`)} \\ ${text(`param.${x}`)}`, dataIndex: 'y' },
          ...xs.map((xv) => ({
            key: String(xv),
            title: String(xv),
            onCell: (r: { y: number }) => {
              const cell = cells.get(`${xv}|${r.y}`);
              return { style: { background: shade(cell?.value ?? null), cursor: cell ? 'pointer' : undefined }, onClick: () => cell && onPick(cell.row.point) };
            },
            render: (_: unknown, r: { y: number }) => {
              const cell = cells.get(`${xv}|${r.y}`);
              if (!cell) return '';
              return (
                <Tooltip
                  title={
                    cell.row.problem ??
                    Object.entries(cell.row.point)
                      .map(([k, v]) => `${text(`param.${k}`)} ${v}`)
                      .join(', ')
                  }
                >
                  <span data-testid={`heat-cell-${xv}-${r.y}`}>{num(cell.value, 3)}</span>
                </Tooltip>
              );
            },
          })),
        ]}
      />
    </Space>
  );
}
