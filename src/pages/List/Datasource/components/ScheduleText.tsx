/**
 * A source's schedule as people read it: "Every weekday at 18:30, Asia/Shanghai" (../cronText.ts). A cron with no
 * named shape says "Custom schedule" with the expression beside it; the schedule form still edits the cron itself.
 */
import { Typography } from 'antd';
import { SCHEDULE_TIMEZONE } from '@common/contract/datasource';
import { cronText } from '../cronText';
import { useRunText } from './useRunText';

/** The schedule's text for exports and search: the sentence, or "Custom schedule (zone): <cron>". */
export function useScheduleText(): (cron: string) => string {
  const { f, locale } = useRunText();
  return (cron: string) => cronText(cron, f, locale, SCHEDULE_TIMEZONE) ?? `${f('datasource.cron.custom', { zone: SCHEDULE_TIMEZONE })} ${cron}`;
}

export default function ScheduleText({ cron }: { cron: string }) {
  const { f, locale } = useRunText();
  const text = cronText(cron, f, locale, SCHEDULE_TIMEZONE);
  if (text) return <Typography.Text data-testid="schedule-text">{text}</Typography.Text>;
  return (
    <Typography.Text data-testid="schedule-text">
      {f('datasource.cron.custom', { zone: SCHEDULE_TIMEZONE })}{' '}
      <Typography.Text code dir="ltr">
        {cron}
      </Typography.Text>
    </Typography.Text>
  );
}
