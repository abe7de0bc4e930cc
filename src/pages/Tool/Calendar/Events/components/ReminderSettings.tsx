/**
 * Reminder settings: how many minutes before a release the notification arrives (1-1440), subscriptions to every
 * event at or above an importance, and the list of the caller's subscriptions (events subscribed in the detail
 * drawer included) with unsubscribe.
 */
import { CALENDAR_REMINDER_MINUTES_MAX, type CalendarSubscription, type Importance } from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Form, InputNumber, Select, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import { useReminders, useSaveReminderSettings, useSubscribe, useUnsubscribe } from '../service';

export default function ReminderSettings() {
  const f = useText();
  const intl = useIntl();
  const reminders = useReminders();
  const saveSettings = useSaveReminderSettings();
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const [form] = Form.useForm<{ minutesBefore: number }>();
  const [level, setLevel] = useState<Importance>(3);
  const settings = reminders.data?.settings;

  useEffect(() => {
    if (settings) form.setFieldsValue({ minutesBefore: settings.minutesBefore });
  }, [settings, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !settings) return;
    saveSettings.mutate({ ...settings, minutesBefore: values.minutesBefore }, { onSuccess: () => message.success(f('events.reminder.saved')) });
  };

  const what = (s: CalendarSubscription) =>
    s.eventKey !== null
      ? f('events.reminder.forEvent', { eventKey: s.eventKey })
      : f('events.reminder.forImportance', { level: f(`events.importance.${s.minImportance ?? 3}`) });
  const failed = reminders.error ?? saveSettings.error ?? subscribe.error ?? unsubscribe.error;

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      {failed ? <Alert type="error" showIcon message={failureMessage(failed)} /> : null}
      <Card size="small" title={f('events.reminder.leadTitle')}>
        <Form form={form} layout="inline" name="calendar-reminder" onFinish={save}>
          <Form.Item
            name="minutesBefore"
            label={f('events.reminder.minutesBefore')}
            rules={[
              { required: true, message: f('events.reminder.minutesInvalid', { max: CALENDAR_REMINDER_MINUTES_MAX }) },
              {
                type: 'integer',
                min: 1,
                max: CALENDAR_REMINDER_MINUTES_MAX,
                message: f('events.reminder.minutesInvalid', { max: CALENDAR_REMINDER_MINUTES_MAX }),
              },
            ]}
          >
            <InputNumber style={{ inlineSize: 120 }} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" type="primary" disabled={!settings} loading={saveSettings.isPending}>
              {f('events.reminder.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" title={f('events.reminder.subscriptions')}>
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Space wrap>
            <Select<Importance>
              aria-label={f('events.reminder.minImportance')}
              value={level}
              onChange={setLevel}
              style={{ minInlineSize: 200 }}
              options={([3, 2, 1] as const).map((v) => ({ value: v, label: f('events.reminder.atLeast', { level: f(`events.importance.${v}`) }) }))}
            />
            <Button loading={subscribe.isPending} onClick={() => subscribe.mutate({ minImportance: level })}>
              {f('events.reminder.subscribeImportance')}
            </Button>
          </Space>
          <ClientTable<CalendarSubscription>
            aria-label={f('events.reminder.subscriptions')}
            rows={reminders.data?.subscriptions ?? []}
            rowKey="id"
            loading={reminders.isLoading}
            exportName="calendar-reminders"
            emptyText={f('events.reminder.none')}
            columns={[
              { key: 'what', title: f('events.reminder.col.what'), render: (_, s) => what(s) },
              {
                key: 'since',
                title: f('events.reminder.col.since'),
                sorter: (a, b) => a.createdAt - b.createdAt,
                render: (_, s) => intl.formatDate(s.createdAt, DATE_TIME),
              },
              {
                key: 'actions',
                title: f('events.col.actions'),
                render: (_, s) => (
                  <Button
                    size="small"
                    danger
                    loading={unsubscribe.isPending && unsubscribe.variables?.id === s.id}
                    onClick={() => unsubscribe.mutate({ id: s.id })}
                  >
                    {f('events.reminder.unsubscribe')}
                  </Button>
                ),
              },
            ]}
            exportColumns={[
              { title: f('events.reminder.col.what'), value: what },
              { title: f('events.reminder.col.since'), value: (s) => s.createdAt, time: DATE_TIME },
            ]}
          />
        </Space>
      </Card>
    </Space>
  );
}
