/**
 * One release in detail: its fields, the event's history (every release of the same event key) as a chart of
 * actual against consensus with the surprise as bars (own axis, in standard deviations) and as a table, and the
 * reminder subscription for the event.
 */
import { BellOutlined } from '@ant-design/icons';
import type { CalendarEvent } from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Alert, Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useMemo } from 'react';
import Chart, { type ChartSeries } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { dayLabel } from '@/utils/zonedTime';
import { useEventHistory, useReminders, useSubscribe, useUnsubscribe } from '../service';
import { eventClock, eventDay, fmtValue } from './eventTime';
import Importance from './Importance';
import { surpriseText } from './surpriseText';

export interface EventDrawerProps {
  event: CalendarEvent | null;
  zone: string;
  onClose: () => void;
  onEdit: (e: CalendarEvent) => void;
}

function Subscription({ eventKey }: { eventKey: string }) {
  const f = useText();
  const reminders = useReminders();
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const mine = reminders.data?.subscriptions.find((s) => s.eventKey === eventKey);
  const failed = subscribe.error ?? unsubscribe.error;
  return (
    <Space direction="vertical">
      {mine ? (
        <Button icon={<BellOutlined />} loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ id: mine.id })}>
          {f('events.reminder.unsubscribeEvent')}
        </Button>
      ) : (
        <Button icon={<BellOutlined />} type="primary" disabled={!reminders.data} loading={subscribe.isPending} onClick={() => subscribe.mutate({ eventKey })}>
          {f('events.reminder.subscribeEvent')}
        </Button>
      )}
      {mine ? (
        <Typography.Text type="secondary">{f('events.reminder.subscribed', { minutes: reminders.data?.settings.minutesBefore ?? 0 })}</Typography.Text>
      ) : null}
      {failed ? <Alert type="error" showIcon message={failureMessage(failed)} /> : null}
    </Space>
  );
}

export default function EventDrawer({ event, zone, onClose, onEdit }: EventDrawerProps) {
  const f = useText();
  const intl = useIntl();
  const history = useEventHistory(event?.eventKey ?? null);
  const rows = history.data ?? [];
  const when = (e: CalendarEvent) => `${dayLabel(eventDay(e, zone), intl.locale)} ${eventClock(e, zone) ?? ''}`.trim();
  const series = useMemo<ChartSeries[]>(() => {
    const unit = rows[0]?.unit ?? '';
    return [
      { name: f('events.col.actual'), unit, points: rows.map((e) => [e.releaseAt, e.actual] as const) },
      { name: f('events.col.consensus'), unit, points: rows.map((e) => [e.releaseAt, e.consensus] as const) },
      { kind: 'bar', name: f('events.col.surprise'), unit: 'σ', signColours: true, points: rows.map((e) => [e.releaseAt, e.surprise?.z ?? null] as const) },
    ];
  }, [rows, f]);

  return (
    <Drawer open={!!event} onClose={onClose} width={760} title={event ? `${event.country} ${event.title}` : ''}>
      {event ? (
        <Space direction="vertical" size="large" style={{ inlineSize: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={`${f('events.col.time')} (${zone})`}>{when(event)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.dateStatus')}>{f(`events.status.${event.dateStatus}`)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.currency')}>{event.currency}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.period')}>{event.period || '—'}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.importance')}>
              <Importance level={event.importance} />
            </Descriptions.Item>
            <Descriptions.Item label={f('events.col.unit')}>{event.unit || '—'}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.actual')}>{fmtValue(event.actual)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.consensus')}>{fmtValue(event.consensus)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.previous')}>{fmtValue(event.previous)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.revised')}>{fmtValue(event.revised)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.surprise')}>{surpriseText(event, f, intl)}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.source')}>{event.source || '—'}</Descriptions.Item>
            <Descriptions.Item label={f('events.form.eventKey')}>{event.eventKey}</Descriptions.Item>
            <Descriptions.Item label={f('events.col.products')}>{event.products.join(', ') || '—'}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button onClick={() => onEdit(event)}>{f('events.edit.button')}</Button>
            <Subscription eventKey={event.eventKey} />
          </Space>
          <Typography.Title level={5}>{f('events.history.title')}</Typography.Title>
          <Chart
            title={f('events.history.chart', { title: event.title })}
            series={series}
            loading={history.isLoading}
            error={history.error ? failureMessage(history.error) : null}
            onRetry={() => void history.refetch()}
            height={260}
            zoomSlider={false}
          />
          <ClientTable<CalendarEvent>
            aria-label={f('events.history.title')}
            rows={rows}
            rowKey="id"
            loading={history.isLoading}
            exportName={`calendar-history-${event.eventKey}`}
            columns={[
              { key: 'when', title: f('events.col.day'), sorter: (a, b) => a.releaseAt - b.releaseAt, render: (_, r) => when(r) },
              { key: 'period', title: f('events.col.period'), dataIndex: 'period' },
              { key: 'actual', title: f('events.col.actual'), align: 'end', render: (_, r) => fmtValue(r.actual) },
              { key: 'consensus', title: f('events.col.consensus'), align: 'end', render: (_, r) => fmtValue(r.consensus) },
              { key: 'revised', title: f('events.col.revised'), align: 'end', render: (_, r) => fmtValue(r.revised) },
              { key: 'surprise', title: f('events.col.surprise'), align: 'end', render: (_, r) => surpriseText(r, f, intl) },
            ]}
            exportColumns={[
              { title: `${f('events.col.day')} (${zone})`, value: when },
              { title: f('events.col.period'), value: (r) => r.period },
              { title: f('events.col.actual'), value: (r) => r.actual },
              { title: f('events.col.consensus'), value: (r) => r.consensus },
              { title: f('events.col.revised'), value: (r) => r.revised },
              { title: f('events.col.surprise'), value: (r) => r.surprise?.z ?? null },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
