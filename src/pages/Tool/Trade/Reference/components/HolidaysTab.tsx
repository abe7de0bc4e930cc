/**
 * Exchange holiday calendars (docs/market-data/reference.md, "Holiday calendars"): per calendar the trading days of
 * each year (provisional years flagged), then every row of its history (added, removed, by whom and when) in the
 * shared table; administrators add a holiday or remove one with a reason. Each change is a new row.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, message, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { HOLIDAY_CALENDARS, type HolidayCalendarId } from '@common/domain/exchangeCalendars';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';
import type { HolidayRow } from '../data';
import { useAddHoliday, useHolidays, useRemoveHoliday } from '../service';
import { dateRule } from './dateRule';

export default function HolidaysTab({ isAdmin }: { isAdmin: boolean }) {
  const f = useText();
  const intl = useIntl();
  const [calendar, setCalendar] = useState<HolidayCalendarId>('CN');
  const [removing, setRemoving] = useState<HolidayRow | null>(null);
  const list = useHolidays(calendar);
  const rows = list.data?.rows ?? [];
  const years = list.data?.years ?? [];
  const when = (at: number) => intl.formatDate(at, DATE_TIME);
  const status = (r: HolidayRow) => (!r.inForce ? 'superseded' : r.action === 'add' ? 'holiday' : 'removed');

  const columns: ColumnsType<HolidayRow> = [
    { key: 'date', title: f('reference.holiday.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
    { key: 'name', title: f('reference.holiday.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      key: 'status',
      title: f('reference.holiday.status'),
      filters: (['holiday', 'removed', 'superseded'] as const).map((s) => ({ text: f(`reference.holiday.status.${s}`), value: s })),
      onFilter: (value, r) => status(r) === value,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={status(r) === 'holiday' ? 'blue' : status(r) === 'removed' ? 'orange' : undefined}>{f(`reference.holiday.status.${status(r)}`)}</Tag>
          {r.provisional && <Tag color="gold">{f('reference.holiday.provisional')}</Tag>}
        </Space>
      ),
    },
    { key: 'source', title: f('reference.holiday.source'), dataIndex: 'source', ellipsis: true },
    { key: 'reason', title: f('reference.holiday.reason'), dataIndex: 'reason' },
    { key: 'createdBy', title: f('reference.holiday.createdBy'), dataIndex: 'createdBy' },
    { key: 'createdAt', title: f('reference.holiday.createdAt'), sorter: (a, b) => a.createdAt - b.createdAt, render: (_, r) => when(r.createdAt) },
    ...(isAdmin
      ? [
          {
            key: 'action',
            title: f('reference.action'),
            render: (_: unknown, r: HolidayRow) =>
              status(r) === 'holiday' && (
                <Button size="small" danger onClick={() => setRemoving(r)} aria-label={f('reference.holiday.removeOne', { date: r.date })}>
                  {f('reference.holiday.remove')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  const exportColumns: CsvColumn<HolidayRow>[] = [
    { title: f('reference.holiday.date'), value: (r) => r.date },
    { title: f('reference.holiday.name'), value: (r) => r.name },
    { title: f('reference.holiday.status'), value: (r) => f(`reference.holiday.status.${status(r)}`) },
    { title: f('reference.holiday.provisional'), value: (r) => (r.provisional ? f('reference.holiday.provisional') : '') },
    { title: f('reference.holiday.source'), value: (r) => r.source },
    { title: f('reference.holiday.reason'), value: (r) => r.reason },
    { title: f('reference.holiday.createdBy'), value: (r) => r.createdBy },
    { title: f('reference.holiday.createdAt'), value: (r) => r.createdAt, time: DATE_TIME },
  ];

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Segmented<HolidayCalendarId>
        aria-label={f('reference.holiday.calendar')}
        value={calendar}
        onChange={setCalendar}
        options={HOLIDAY_CALENDARS.map((c) => ({ value: c, label: f(`reference.holiday.calendar.${c}`) }))}
      />
      <Typography.Paragraph type="secondary">{f(`reference.holiday.calendarHelp.${calendar}`)}</Typography.Paragraph>
      {list.isError && <Alert type="error" showIcon message={failureMessage(list.error)} />}
      {years.length > 0 && (
        <section aria-label={f('reference.holiday.years')}>
          <Typography.Text strong>{f('reference.holiday.years')}</Typography.Text>
          <Space wrap size={[4, 4]} style={{ marginBlockStart: 4, display: 'flex' }}>
            {years.map((y) => (
              <Tag key={y.year} color={y.provisional ? 'gold' : undefined}>
                {f(y.provisional ? 'reference.holiday.yearProvisional' : 'reference.holiday.year', { year: y.year, days: y.tradingDays, holidays: y.holidays })}
              </Tag>
            ))}
          </Space>
          {years.some((y) => y.provisional) && (
            <Alert style={{ marginBlockStart: 8 }} type="warning" showIcon message={f('reference.holiday.provisionalHelp')} />
          )}
        </section>
      )}
      <ClientTable<HolidayRow>
        rows={rows}
        columns={columns}
        rowKey="id"
        exportName={`holidays-${calendar}`}
        exportColumns={exportColumns}
        searchText={(r) => `${r.date} ${r.name} ${r.source} ${r.reason} ${r.createdBy}`}
        loading={list.isLoading}
        aria-label={f('reference.tab.holidays')}
      />
      {isAdmin && <AddHolidayForm calendar={calendar} />}
      {removing && <RemoveHolidayModal holiday={removing} onClose={() => setRemoving(null)} />}
    </Space>
  );
}

interface AddValues {
  date: string;
  name: string;
  source: string;
  provisional: boolean;
}
const ADD_FIELDS = ['date', 'name', 'source', 'provisional'] as const;

function AddHolidayForm({ calendar }: { calendar: HolidayCalendarId }) {
  const f = useText();
  const [form] = Form.useForm<AddValues>();
  const add = useAddHoliday();
  const required = { required: true, whitespace: true, message: f('reference.required') };
  const submit = async (v: AddValues) => {
    try {
      await add.mutateAsync({ calendar, date: v.date, name: v.name, source: v.source, provisional: !!v.provisional });
      message.success(f('reference.holiday.added', { date: v.date }));
      form.resetFields();
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = ADD_FIELDS.filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else message.error(failureMessage(failure));
    }
  };
  return (
    <Card size="small" title={f('reference.holiday.add')}>
      <Form<AddValues> form={form} layout="vertical" aria-label={f('reference.holiday.add')} onFinish={submit} initialValues={{ provisional: false }}>
        <Space wrap align="start">
          <Form.Item name="date" label={f('reference.holiday.date')} rules={[dateRule(f('reference.date.invalid'))]}>
            <Input aria-label={f('reference.holiday.date')} dir="ltr" placeholder={f('reference.date.placeholder')} autoComplete="off" />
          </Form.Item>
          <Form.Item name="name" label={f('reference.holiday.name')} rules={[required]}>
            <Input aria-label={f('reference.holiday.name')} maxLength={100} />
          </Form.Item>
          <Form.Item name="provisional" label=" " valuePropName="checked">
            <Checkbox>{f('reference.holiday.provisional')}</Checkbox>
          </Form.Item>
        </Space>
        <Form.Item name="source" label={f('reference.holiday.source')} rules={[required]}>
          <Input aria-label={f('reference.holiday.source')} maxLength={300} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {f('reference.save')}
        </Button>
      </Form>
    </Card>
  );
}

function RemoveHolidayModal({ holiday, onClose }: { holiday: HolidayRow; onClose: () => void }) {
  const f = useText();
  const [form] = Form.useForm<{ reason: string }>();
  const remove = useRemoveHoliday();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await remove.mutateAsync({ calendar: holiday.calendar as HolidayCalendarId, date: holiday.date, reason });
      message.success(f('reference.holiday.removed', { date: holiday.date }));
      onClose();
    } catch (failure) {
      const fields = fieldMessages(failure);
      if (fields.reason) form.setFields([{ name: 'reason', errors: [fields.reason] }]);
      else message.error(failureMessage(failure));
    }
  };
  const title = f('reference.holiday.removeOne', { date: holiday.date });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={f('reference.holiday.remove')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
    >
      <Typography.Paragraph>{f('reference.holiday.removeHelp', { date: holiday.date, name: holiday.name })}</Typography.Paragraph>
      <Form form={form} layout="vertical" aria-label={title} onFinish={submit}>
        <Form.Item name="reason" label={f('reference.holiday.reason')} rules={[{ required: true, whitespace: true, message: f('reference.required') }]}>
          <Input.TextArea aria-label={f('reference.holiday.reason')} maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
