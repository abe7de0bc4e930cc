/**
 * Today's and the next days' high-importance economic releases on the home page, in the user's calendar time zone,
 * linking to the events page. Rendered only for users holding the events page's flag (the calls need it).
 */
import { Link, useIntl } from '@umijs/max';
import { Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import LoadError from '@/components/LoadError';
import { addDays, clockOf, dayKey, dayLabel, resolveZone, startOfDay, wallClock } from '@/utils/zonedTime';
import { useCalendarZone, useHighImportanceEvents } from '../service';

const EVENTS_PATH = '/tool/calendar/events';
/** Days after today the card looks ahead. */
export const CALENDAR_CARD_DAYS = 3;
const DAY = 86_400_000;
const MAX_ITEMS = 8;

export default function CalendarCard() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setting = useCalendarZone();
  const zone = setting.data ? resolveZone(setting.data) : null;
  const [now] = useState(() => Date.now());
  const today = zone ? dayKey(now, zone) : '';
  const last = today ? addDays(today, CALENDAR_CARD_DAYS) : '';
  // A day's margin each side: date-only releases sit at 00:00 UTC of their date, whatever the zone.
  const range = useMemo(() => (zone ? { from: startOfDay(today, zone) - DAY, to: startOfDay(addDays(last, 1), zone) + DAY } : null), [zone, today, last]);
  const events = useHighImportanceEvents(range);
  const rows = useMemo(
    () =>
      zone
        ? (events.data ?? [])
            .map((e) => {
              const dateOnly = e.dateStatus === 'dateOnly';
              return { ...e, day: dayKey(e.releaseAt, dateOnly ? 'UTC' : zone), clock: dateOnly ? null : clockOf(wallClock(e.releaseAt, zone)) };
            })
            .filter((e) => e.day >= today && e.day <= last && (e.clock === null || e.releaseAt >= now || e.day === today))
            .sort((a, b) => a.day.localeCompare(b.day) || (a.clock ?? '').localeCompare(b.clock ?? ''))
            .slice(0, MAX_ITEMS)
        : [],
    [events.data, zone, today, last, now],
  );
  const error = setting.error ?? events.error;
  return (
    <Card title={f('events.home.title')} extra={<Link to={EVENTS_PATH}>{f('events.home.open')}</Link>} data-testid="home-calendar">
      {error ? (
        <LoadError
          error={error}
          onRetry={() => {
            void setting.refetch();
            void events.refetch();
          }}
        />
      ) : !zone || events.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : rows.length ? (
        <List
          size="small"
          dataSource={rows}
          renderItem={(e) => (
            <List.Item>
              <Space direction="vertical" size={0}>
                <Typography.Text type="secondary">
                  {e.day === today ? f('events.home.today') : dayLabel(e.day, intl.locale)} {e.clock ?? ''} ({zone})
                </Typography.Text>
                <Link to={EVENTS_PATH}>
                  {e.country} {e.title} {e.period ? `(${e.period})` : ''}
                </Link>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f('events.home.empty', { days: CALENDAR_CARD_DAYS })} />
      )}
    </Card>
  );
}
