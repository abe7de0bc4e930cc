/**
 * Upcoming releases with consensus, previous, the baseline (its method named) and the caller's forecast entered
 * inline; a locked release shows a lock and the desk's forecasts with their errors instead of the input.
 */
import { LockOutlined } from '@ant-design/icons';
import type { OutlookRow } from '@common/contract/outlook';
import { MIN_AR1_HISTORY } from '@common/domain/eventForecast';
import { useIntl } from '@umijs/max';
import { Button, InputNumber, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { useNumberText } from '@/utils/numberText';
import { useSaveForecast } from '../service';

const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(Number(v.toFixed(4))));

function ForecastCell({ row }: { row: OutlookRow }) {
  const intl = useIntl();
  const save = useSaveForecast();
  const [value, setValue] = useState<number | null>(row.own);
  if (row.locked) {
    return (
      <Space size={4}>
        <Tooltip title={intl.formatMessage({ id: 'outlook.locked' })}>
          <LockOutlined aria-label={intl.formatMessage({ id: 'outlook.locked' })} />
        </Tooltip>
        {fmt(row.own)}
      </Space>
    );
  }
  return (
    <Space.Compact>
      <InputNumber size="small" value={value} onChange={(v) => setValue(v)} aria-label={intl.formatMessage({ id: 'outlook.col.own' })} style={{ width: 100 }} />
      <Button
        size="small"
        disabled={value === null || value === row.own}
        loading={save.isPending}
        onClick={() => value !== null && save.mutate({ eventId: row.event.id, value })}
      >
        {intl.formatMessage({ id: 'outlook.save' })}
      </Button>
    </Space.Compact>
  );
}

export default function UpcomingTable({ rows, loading }: { rows: readonly OutlookRow[]; loading: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const num = useNumberText(); // signed errors keep their sign in front in Arabic
  const method = (r: OutlookRow) => t(`outlook.method.${r.baseline.method}`);
  // No forecast yet: say why and when one appears (issue 18: the cell read "— last value").
  const noBaseline = (r: OutlookRow) => intl.formatMessage({ id: `outlook.baseline.none.${r.baseline.method}` }, { min: MIN_AR1_HISTORY });
  return (
    <ClientTable<OutlookRow & { id: string }>
      rows={rows.map((r) => ({ ...r, id: r.event.id }))}
      rowKey="id"
      loading={loading}
      exportName="outlook-upcoming"
      searchText={(r) => `${r.event.title} ${r.event.country} ${r.event.eventKey}`}
      emptyText={t('outlook.empty')}
      exportColumns={[
        { title: t('outlook.col.release'), value: (r) => r.event.releaseAt, time: { dateStyle: 'medium', timeStyle: 'short' } },
        { title: t('outlook.col.event'), value: (r) => r.event.title },
        { title: t('outlook.col.consensus'), value: (r) => r.event.consensus },
        { title: t('outlook.col.previous'), value: (r) => r.event.previous },
        { title: t('outlook.col.actual'), value: (r) => r.event.actual },
        { title: t('outlook.col.own'), value: (r) => r.own },
        { title: t('outlook.col.baseline'), value: (r) => r.baseline.value },
        { title: t('outlook.col.method'), value: (r) => (r.baseline.value === null ? noBaseline(r) : method(r)) },
      ]}
      columns={[
        {
          title: t('outlook.col.release'),
          key: 'release',
          sorter: (a, b) => a.event.releaseAt - b.event.releaseAt,
          render: (_, r) => intl.formatDate(r.event.releaseAt, { dateStyle: 'medium', timeStyle: 'short' }),
        },
        { title: t('outlook.col.event'), key: 'event', render: (_, r) => `${r.event.country} ${r.event.title} (${r.event.period})` },
        { title: t('outlook.col.consensus'), key: 'consensus', render: (_, r) => fmt(r.event.consensus) },
        { title: t('outlook.col.previous'), key: 'previous', render: (_, r) => fmt(r.event.previous) },
        { title: t('outlook.col.actual'), key: 'actual', render: (_, r) => fmt(r.event.actual) },
        {
          title: t('outlook.col.baseline'),
          key: 'baseline',
          render: (_, r) =>
            r.baseline.value === null ? (
              <Typography.Text type="secondary">{noBaseline(r)}</Typography.Text>
            ) : (
              <Space size={4}>
                {fmt(r.baseline.value)}
                <Typography.Text type="secondary">{method(r)}</Typography.Text>
              </Space>
            ),
        },
        { title: t('outlook.col.own'), key: 'own', render: (_, r) => <ForecastCell row={r} /> },
        {
          title: t('outlook.col.desk'),
          key: 'desk',
          render: (_, r) =>
            r.locked
              ? r.desk.map((d) => `${d.name} ${fmt(d.value)}${d.error === null ? '' : ` (${num(d.error, { maxDigits: 4, signed: true })})`}`).join(', ') || '—'
              : intl.formatMessage({ id: 'outlook.deskHidden' }, { count: r.deskCount }),
        },
      ]}
    />
  );
}
