/**
 * The events tab: the view (list by day, week grid, next 24 hours), the week shown, the filters, and the releases
 * of that range in the chosen zone. The range is read once with a day's margin on each side (a date-only release
 * sits at 00:00 UTC, which can be outside the zone's week bounds) and cut to the zone's days here; the filters
 * apply in the browser so their options list every value of the range.
 */
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { CalendarEvent } from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Alert, Button, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { addDays, dayKey, dayLabel, mondayOf, startOfDay } from '@/utils/zonedTime';
import type { EventFilterValues, EventsView as View } from '../data';
import { useCalendarEvents } from '../service';
import EventFilters from './EventFilters';
import EventTable from './EventTable';
import { applyFilters, toRows } from './eventTime';
import WeekGrid from './WeekGrid';

const DAY = 86_400_000;
const NO_FILTERS: EventFilterValues = { countries: [], currencies: [], importance: [], products: [] };

export interface EventsViewProps {
  zone: string;
  onOpen: (e: CalendarEvent) => void;
  onEdit: (e: CalendarEvent | 'new') => void;
}

export default function EventsView({ zone, onOpen, onEdit }: EventsViewProps) {
  const f = useText();
  const intl = useIntl();
  const [view, setView] = useState<View>('list');
  const [now, setNow] = useState(() => Date.now());
  const [monday, setMonday] = useState(() => mondayOf(dayKey(Date.now(), zone)));
  const [filters, setFilters] = useState<EventFilterValues>(NO_FILTERS);

  const range = useMemo(
    () =>
      view === 'next24h' ? { from: now - DAY, to: now + 2 * DAY } : { from: startOfDay(monday, zone) - DAY, to: startOfDay(addDays(monday, 7), zone) + DAY },
    [view, now, monday, zone],
  );
  const events = useCalendarEvents(range);

  const inRange = useMemo(() => {
    const rows = toRows(events.data ?? [], zone);
    if (view === 'next24h') {
      const days = new Set([dayKey(now, zone), dayKey(now + DAY, zone)]);
      return rows.filter((r) => (r.clock === null ? days.has(r.day) : r.releaseAt >= now && r.releaseAt < now + DAY));
    }
    const last = addDays(monday, 6);
    return rows.filter((r) => r.day >= monday && r.day <= last);
  }, [events.data, zone, view, now, monday]);
  const shown = useMemo(() => applyFilters(inRange, filters), [inRange, filters]);

  const empty = f(inRange.length ? 'events.emptyFiltered' : 'events.empty');
  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      <Space wrap>
        <Segmented<View>
          value={view}
          onChange={(v) => {
            setView(v);
            setNow(Date.now());
          }}
          options={(['list', 'week', 'next24h'] as const).map((v) => ({ value: v, label: f(`events.view.${v}`) }))}
        />
        {view === 'next24h' ? (
          <Button onClick={() => setNow(Date.now())}>{f('events.refresh')}</Button>
        ) : (
          <Space.Compact>
            <Button icon={<LeftOutlined />} aria-label={f('events.week.previous')} onClick={() => setMonday(addDays(monday, -7))} />
            <Button onClick={() => setMonday(mondayOf(dayKey(Date.now(), zone)))}>{f('events.week.this')}</Button>
            <Button icon={<RightOutlined />} aria-label={f('events.week.next')} onClick={() => setMonday(addDays(monday, 7))} />
          </Space.Compact>
        )}
        <Typography.Text strong data-testid="calendar-range">
          {view === 'next24h'
            ? f('events.next24h.range', { zone })
            : f('events.week.range', { from: dayLabel(monday, intl.locale), to: dayLabel(addDays(monday, 6), intl.locale) })}
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => onEdit('new')}>
          {f('events.edit.new')}
        </Button>
      </Space>
      <EventFilters events={inRange} value={filters} onChange={setFilters} />
      {events.error ? <Alert type="error" showIcon message={failureMessage(events.error)} /> : null}
      {view === 'week' ? (
        <>
          {!events.isLoading && !shown.length ? <Alert type="info" showIcon message={empty} /> : null}
          <WeekGrid monday={monday} rows={shown} onOpen={onOpen} />
        </>
      ) : (
        <EventTable
          rows={shown}
          loading={events.isLoading}
          zoneName={zone}
          emptyText={empty}
          exportName={view === 'next24h' ? 'calendar-next-24h' : `calendar-${monday}`}
          onOpen={onOpen}
          onEdit={onEdit}
        />
      )}
    </Space>
  );
}
