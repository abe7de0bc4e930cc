/**
 * "Notify me N hours/days before an action item is due": the caller's own reminder lead time (settings/get|set).
 * The server keeps whole hours from 1 to REMINDER_LEAD_HOURS_MAX (14 days) and checks every minute, so the control
 * offers hours and days; a value outside the range or not whole is refused here with the reason, before any call.
 */
import { Alert, Button, Form, InputNumber, message, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { REMINDER_LEAD_HOURS_MAX } from '@common/contract/meetings';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { useMeetingSettings, useSaveMeetingSettings } from '../service';

type Unit = 'hours' | 'days';
const HOURS_PER: Record<Unit, number> = { hours: 1, days: 24 };

/** The stored hours as the user reads them: whole days when they are, else hours. */
export const leadShown = (hours: number): { amount: number; unit: Unit } =>
  hours % 24 === 0 ? { amount: hours / 24, unit: 'days' } : { amount: hours, unit: 'hours' };

/** The hours to store, or the locale key of why the entry is refused. */
export function leadHoursOf(amount: number | null, unit: Unit): { hours: number } | { problem: string } {
  if (amount === null || !Number.isFinite(amount)) return { problem: 'meetings.reminder.required' };
  const hours = amount * HOURS_PER[unit];
  if (!Number.isInteger(hours)) return { problem: 'meetings.reminder.whole' };
  if (hours < 1 || hours > REMINDER_LEAD_HOURS_MAX) return { problem: 'meetings.reminder.range' };
  return { hours };
}

export default function ReminderLead() {
  const f = useText();
  const settings = useMeetingSettings();
  const save = useSaveMeetingSettings();
  const [amount, setAmount] = useState<number | null>(null);
  const [unit, setUnit] = useState<Unit>('hours');
  const stored = settings.data?.reminderLeadHours;

  useEffect(() => {
    if (stored === undefined) return;
    const shown = leadShown(stored);
    setAmount(shown.amount);
    setUnit(shown.unit);
  }, [stored]);

  const parsed = leadHoursOf(amount, unit);
  // Judged once the stored value is in (an empty box while loading is not an error).
  const problem = stored !== undefined && 'problem' in parsed ? f(parsed.problem, { max: REMINDER_LEAD_HOURS_MAX / 24 }) : null;
  const unchanged = 'hours' in parsed && parsed.hours === stored;

  const onSave = async () => {
    if (!('hours' in parsed)) return;
    try {
      await save.mutateAsync({ reminderLeadHours: parsed.hours });
      message.success(f('meetings.reminder.saved'));
    } catch {
      // Shown below (save.error).
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%', marginBlockEnd: 16 }}>
      {settings.isError && <Alert type="error" showIcon message={failureMessage(settings.error)} />}
      {save.isError && <Alert type="error" showIcon message={failureMessage(save.error)} />}
      <Form layout="inline" component="div">
        <Form.Item
          label={f('meetings.reminder.label')}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
          style={{ marginBlockEnd: 0 }}
        >
          <Space.Compact>
            <InputNumber
              aria-label={f('meetings.reminder.amount')}
              value={amount}
              min={0}
              onChange={(v) => setAmount(typeof v === 'number' ? v : null)}
              disabled={settings.isLoading}
              style={{ width: 100 }}
            />
            <Select<Unit>
              aria-label={f('meetings.reminder.unit')}
              value={unit}
              onChange={setUnit}
              options={(['hours', 'days'] as const).map((u) => ({ value: u, label: f(`meetings.reminder.unit.${u}`) }))}
              style={{ width: 110 }}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item style={{ marginBlockEnd: 0 }}>
          <Button onClick={() => void onSave()} loading={save.isPending} disabled={'problem' in parsed || unchanged}>
            {f('meetings.reminder.save')}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{f('meetings.reminder.hint')}</Typography.Text>
    </Space>
  );
}
