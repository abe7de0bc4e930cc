/**
 * The economic calendar (/tool/calendar/events; docs/research/calendar.md): releases by day, in a week grid or for
 * the next 24 hours in the user's chosen time zone, a release's detail and history, the edit form (publishing an
 * actual), file imports and reminder settings.
 */
import { PageContainer } from '@ant-design/pro-components';
import type { CalendarEvent, CalendarTimeZone } from '@common/contract/events';
import { CALENDAR_REMINDER_MINUTES_DEFAULT } from '@common/contract/events';
import { Card, Space, Tabs } from 'antd';
import { useState } from 'react';
import HowToUse from '@/components/Analytics/HowToUse';
import { useText } from '@/hooks/useText';
import { resolveZone } from '@/utils/zonedTime';
import EventDrawer from './components/EventDrawer';
import EventForm from './components/EventForm';
import EventsView from './components/EventsView';
import ImportPanel from './components/ImportPanel';
import ReminderSettings from './components/ReminderSettings';
import ZoneSwitch from './components/ZoneSwitch';
import { useReminders, useSaveReminderSettings } from './service';

/** The zone switch: shown at once, kept on the server with the user's reminder settings. */
function useZoneSetting() {
  const reminders = useReminders();
  const save = useSaveReminderSettings();
  const [chosen, setChosen] = useState<CalendarTimeZone | null>(null);
  const zone = chosen ?? reminders.data?.settings.timeZone ?? 'browser';
  const change = (next: CalendarTimeZone) => {
    setChosen(next);
    save.mutate({ minutesBefore: reminders.data?.settings.minutesBefore ?? CALENDAR_REMINDER_MINUTES_DEFAULT, timeZone: next });
  };
  return { zone, change };
}

export default function Events() {
  const f = useText();
  const { zone, change } = useZoneSetting();
  const shownZone = resolveZone(zone);
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const edit = (e: CalendarEvent | 'new') => {
    setOpen(null);
    setEditing(e);
  };
  return (
    <PageContainer extra={<ZoneSwitch value={zone} onChange={change} />}>
      <Space direction="vertical" style={{ inlineSize: '100%' }}>
        <HowToUse i18nKey="events.howToUse.text" />
        <Card>
          <Tabs
            items={[
              { key: 'events', label: f('events.tab.events'), children: <EventsView zone={shownZone} onOpen={setOpen} onEdit={edit} /> },
              { key: 'import', label: f('events.tab.import'), children: <ImportPanel /> },
              { key: 'reminders', label: f('events.tab.reminders'), children: <ReminderSettings /> },
            ]}
          />
        </Card>
      </Space>
      <EventDrawer event={open} zone={shownZone} onClose={() => setOpen(null)} onEdit={edit} />
      <EventForm editing={editing} zone={shownZone} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
