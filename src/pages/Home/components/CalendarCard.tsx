/**
 * Today's and the next days' high-importance economic releases on the home page, in the user's calendar time zone,
 * linking to the events page. Rendered only for users holding the events page's flag (the calls need it).
 */
import { Link, useIntl } from '@umijs/max';
import { Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import LoadError from '@/components/LoadError';
import { type ReleaseFilters, releaseRows, releaseWindow, useCalendarZone, useReleaseList } from '@/services/calendarReleases';
import { dayLabel } from '@/utils/zonedTime';

const EVENTS_PATH = '/tool/calendar/events';
/** Days after today the card looks ahead. */
export const CALENDAR_CARD_DAYS = 3;
const MAX_ITEMS = 8;
const HIGH_IMPORTANCE: ReleaseFilters = { importance: [3] };

export default function CalendarCard() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setting = useCalendarZone();
  const zone = setting.data ?? null;
  const [now] = useState(() => Date.now());
  const window = useMemo(() => (zone ? releaseWindow(zone, now, CALENDAR_CARD_DAYS) : null), [zone, now]);
  const events = useReleaseList(window, HIGH_IMPORTANCE);
  const today = window?.today ?? '';
  const rows = useMemo(() => (window ? releaseRows(events.data ?? [], window, now).slice(0, MAX_ITEMS) : []), [events.data, window, now]);
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
