/**
 * One event's history: the baseline method control, a chart of actual against consensus with surprise bars (raw,
 * or in standard deviations of the earlier surprises once MIN_SURPRISE_HISTORY are known), and the table behind it
 * with the number of earlier surprises each standardised one used.
 */
import type { OutlookHistory } from '@common/contract/outlook';
import { MIN_SURPRISE_HISTORY } from '@common/domain/surprise';
import { useIntl } from '@umijs/max';
import { Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import Chart from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { useText } from '@/hooks/useText';
import { useHistory } from '../service';
import MethodControl from './MethodControl';
import { historySeries, type SurpriseMode } from './outlookSeries';
import { useNumberText } from '@/utils/numberText';

type Row = OutlookHistory['rows'][number];
const fmt = (v: number | null | undefined, digits = 4) => (v === null || v === undefined ? '—' : String(Number(v.toFixed(digits))));

/** Newest release first. */
function HistoryTable({ history }: { history: OutlookHistory }) {
  const intl = useIntl();
  const num = useNumberText(); // surprises keep their sign in front in Arabic (issue 18)
  const f = useText();
  const when = (r: Row) => intl.formatDate(r.releaseAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ClientTable<Row>
      aria-label={f('outlook.history.table')}
      rows={[...history.rows].reverse()}
      rowKey="eventId"
      exportName={`outlook-history-${history.eventKey}`}
      searchText={(r) => r.period}
      emptyText={f('outlook.noScores')}
      exportColumns={[
        { title: f('outlook.col.release'), value: (r) => r.releaseAt, time: { dateStyle: 'medium', timeStyle: 'short' } },
        { title: f('outlook.col.period'), value: (r) => r.period },
        { title: f('outlook.col.actual'), value: (r) => r.actual },
        { title: f('outlook.col.consensus'), value: (r) => r.consensus },
        { title: f('outlook.col.previous'), value: (r) => r.previous },
        { title: f('outlook.col.surprise'), value: (r) => r.surprise?.raw ?? null },
        { title: f('outlook.col.surpriseZ'), value: (r) => r.surprise?.z ?? null },
        { title: f('outlook.col.surpriseCount'), value: (r) => r.surprise?.count ?? null },
        { title: f('outlook.col.baseline'), value: (r) => r.baseline },
      ]}
      columns={[
        { title: f('outlook.col.release'), key: 'release', sorter: (a, b) => a.releaseAt - b.releaseAt, render: (_, r) => when(r) },
        { title: f('outlook.col.period'), dataIndex: 'period', key: 'period' },
        { title: f('outlook.col.actual'), key: 'actual', render: (_, r) => fmt(r.actual) },
        { title: f('outlook.col.consensus'), key: 'consensus', render: (_, r) => fmt(r.consensus) },
        { title: f('outlook.col.previous'), key: 'previous', render: (_, r) => fmt(r.previous) },
        {
          title: f('outlook.col.surprise'),
          key: 'surprise',
          sorter: (a, b) => (a.surprise?.raw ?? 0) - (b.surprise?.raw ?? 0),
          render: (_, r) => num(r.surprise?.raw, { maxDigits: 4, signed: true, none: '—' }),
        },
        { title: f('outlook.col.surpriseZ'), key: 'z', render: (_, r) => num(r.surprise?.z, { digits: 2, signed: true, none: '—' }) },
        { title: f('outlook.col.surpriseCount'), key: 'count', render: (_, r) => r.surprise?.count ?? '—' },
        { title: f('outlook.col.baseline'), key: 'baseline', render: (_, r) => fmt(r.baseline) },
      ]}
    />
  );
}

export default function HistoryTab({ eventKey }: { eventKey: string }) {
  const f = useText();
  const history = useHistory(eventKey);
  const [mode, setMode] = useState<SurpriseMode>('raw');
  const data = history.data;
  const series = useMemo(
    () =>
      data
        ? historySeries(data, mode, {
            actual: f('outlook.col.actual'),
            consensus: f('outlook.col.consensus'),
            surprise: f('outlook.col.surprise'),
            surpriseUnit: mode === 'raw' ? f('outlook.history.surpriseUnit', { unit: data.unit }) : 'σ',
          })
        : [],
    [data, mode, f],
  );
  if (history.isError) return <LoadError error={history.error} onRetry={() => history.refetch()} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {data ? <MethodControl history={data} /> : null}
      <Space wrap>
        <Segmented<SurpriseMode>
          aria-label={f('outlook.history.surpriseMode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'raw', label: f('outlook.history.raw') },
            { value: 'z', label: f('outlook.history.z') },
          ]}
        />
        <Typography.Text type="secondary">{f('outlook.history.zNote', { min: MIN_SURPRISE_HISTORY })}</Typography.Text>
      </Space>
      <Chart title={data ? f('outlook.history.chartTitle', { title: data.title }) : f('outlook.tab.history')} series={series} loading={history.isLoading} />
      {data ? <HistoryTable history={data} /> : null}
    </Space>
  );
}
