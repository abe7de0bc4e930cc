/** Deposits (+) and withdrawals (-) of a book, in CNY: each buys or redeems units at the end of its day. */
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { TRADE_NOTE_MAX, type CashFlow } from '@common/contract/tradeRecord';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { useCreateFlow, useDeleteFlow, useFlows } from '../service';
import { useNumber, useText } from './useText';

interface Values {
  date: Dayjs;
  amount: number;
  note: string;
}

export default function Flows({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const flows = useFlows(bookId);
  const create = useCreateFlow();
  const remove = useDeleteFlow();
  const [form] = Form.useForm<Values>();

  const submit = async (v: Values) => {
    await create.mutateAsync({ bookId, date: v.date.format('YYYY-MM-DD'), amount: v.amount, note: v.note ?? '' });
    form.resetFields();
  };

  const columns: ColumnsType<CashFlow> = [
    { key: 'date', title: f('tradeRecord.flow.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'ascend' },
    {
      key: 'amount',
      title: f('tradeRecord.flow.amount'),
      dataIndex: 'amount',
      align: 'end',
      sorter: (a, b) => a.amount - b.amount,
      render: (v: number) => n(v),
    },
    {
      key: 'kind',
      title: f('tradeRecord.flow.kind'),
      filters: ['deposit', 'withdrawal'].map((v) => ({ text: f(`tradeRecord.flow.${v}`), value: v })),
      onFilter: (v, r) => (v === 'deposit') === r.amount > 0,
      render: (_: unknown, r: CashFlow) => f(`tradeRecord.flow.${r.amount > 0 ? 'deposit' : 'withdrawal'}`),
    },
    { key: 'note', title: f('tradeRecord.column.note'), dataIndex: 'note' },
    {
      key: 'actions',
      title: f('tradeRecord.column.actions'),
      render: (_: unknown, r: CashFlow) => (
        <Popconfirm
          title={f('tradeRecord.flow.deleteConfirm')}
          onConfirm={() => remove.mutate({ id: r.id })}
          okText={f('tradeRecord.delete')}
          cancelText={f('tradeRecord.cancel')}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={f('tradeRecord.delete')} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Form form={form} layout="inline" onFinish={(v) => submit(v).catch(() => undefined)} aria-label={f('tradeRecord.flow.add')}>
        <Form.Item name="date" label={f('tradeRecord.flow.date')} rules={[{ required: true, message: f('tradeRecord.required') }]}>
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="amount"
          label={f('tradeRecord.flow.amount')}
          extra={f('tradeRecord.flow.amountHint')}
          rules={[{ required: true, message: f('tradeRecord.required') }]}
        >
          <InputNumber style={{ inlineSize: 180 }} />
        </Form.Item>
        <Form.Item name="note" label={f('tradeRecord.column.note')}>
          <Input maxLength={TRADE_NOTE_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {f('tradeRecord.flow.add')}
        </Button>
      </Form>
      {create.isError && <Alert type="error" showIcon message={failureMessage(create.error)} />}
      {remove.isError && <Alert type="error" showIcon message={failureMessage(remove.error)} />}
      <ClientTable<CashFlow>
        aria-label={f('tradeRecord.tab.flows')}
        rows={flows.data ?? []}
        columns={columns}
        rowKey="id"
        loading={flows.isLoading}
        exportName="cash-flows"
        exportColumns={[
          { title: f('tradeRecord.flow.date'), value: (r) => r.date },
          { title: f('tradeRecord.flow.amount'), value: (r) => r.amount },
          { title: f('tradeRecord.column.note'), value: (r) => r.note },
        ]}
      />
    </Space>
  );
}
