/** The time-zone switch: the browser's own zone, UTC or one of the offered IANA zones (kept per user on the server). */
import { CALENDAR_TIME_ZONES, type CalendarTimeZone } from '@common/contract/events';
import { Select } from 'antd';
import { useText } from '@/hooks/useText';
import { browserZone } from '@/utils/zonedTime';

export default function ZoneSwitch({ value, onChange }: { value: CalendarTimeZone; onChange: (zone: CalendarTimeZone) => void }) {
  const f = useText();
  return (
    <Select<CalendarTimeZone>
      aria-label={f('events.zone.label')}
      value={value}
      onChange={onChange}
      style={{ minInlineSize: 240 }}
      options={CALENDAR_TIME_ZONES.map((z) => ({ value: z, label: z === 'browser' ? f('events.zone.browser', { zone: browserZone() }) : z }))}
    />
  );
}
