/** Month mappings spreads use (FU month M against Singapore 380 M-1), and the administrators' form to set one. */
import { Alert, Button, Form, Input, InputNumber, message, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import ClientTable from '@/components/ClientTable';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import type { MonthMapping, ProductRow } from '../data';
import { useMappings, useSetMapping } from '../service';
import { useText } from '@/hooks/useText';

interface Props {
  products: readonly ProductRow[];
  isAdmin: boolean;
}

const offsetText = (offset: number) => ({ sign: offset > 0 ? '+' : offset < 0 ? '-' : '±', offset: Math.abs(offset) });

export default function MappingsTab({ products, isAdmin }: Props) {
  const f = useText();
  const mappings = useMappings();
  const columns: ColumnsType<MonthMapping> = [
    { key: 'from', title: f('reference.mapping.from'), dataIndex: 'from', sorter: (a, b) => a.from.localeCompare(b.from) },
    { key: 'to', title: f('reference.mapping.to'), dataIndex: 'to' },
    { key: 'offset', title: f('reference.mapping.offset'), render: (_, m) => <span dir="ltr">{f('reference.mapping.offsetText', offsetText(m.offset))}</span> },
    { key: 'note', title: f('reference.mapping.note'), dataIndex: 'note' },
  ];
  const exportColumns: CsvColumn<MonthMapping>[] = [
    { title: f('reference.mapping.from'), value: (m) => m.from },
    { title: f('reference.mapping.to'), value: (m) => m.to },
    { title: f('reference.mapping.offset'), value: (m) => m.offset },
    { title: f('reference.mapping.note'), value: (m) => m.note },
  ];
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {mappings.isError && <Alert type="error" showIcon message={failureMessage(mappings.error)} />}
      <ClientTable<MonthMapping>
        rows={mappings.data ?? []}
        columns={columns}
        rowKey="id"
        exportName="month-mappings"
        exportColumns={exportColumns}
        searchText={(m) => `${m.from} ${m.to} ${m.note}`}
        loading={mappings.isLoading}
        aria-label={f('reference.tab.mappings')}
      />
      {isAdmin && <MappingForm products={products} />}
    </Space>
  );
}

interface Values {
  from: string;
  to: string;
  offset: number;
  note: string;
}
const FIELDS = ['from', 'to', 'offset', 'note'] as const;

function MappingForm({ products }: { products: readonly ProductRow[] }) {
  const f = useText();
  const [form] = Form.useForm<Values>();
  const set = useSetMapping();
  const options = products.map((p) => ({ value: `${p.exchange}.${p.code}`, label: `${p.exchange}.${p.code}` }));
  const required = { required: true, message: f('reference.required') };
  const submit = async (v: Values) => {
    try {
      await set.mutateAsync(v);
      message.success(f('reference.mapping.saved', { from: v.from, to: v.to }));
      form.resetFields();
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else message.error(failureMessage(failure));
    }
  };
  return (
    <Form<Values> form={form} layout="inline" aria-label={f('reference.mapping.set')} onFinish={submit} initialValues={{ offset: 0 }}>
      <Form.Item name="from" label={f('reference.mapping.from')} rules={[required]}>
        <Select options={options} showSearch style={{ minInlineSize: 150 }} />
      </Form.Item>
      <Form.Item name="to" label={f('reference.mapping.to')} rules={[required]}>
        <Select options={options} showSearch style={{ minInlineSize: 150 }} />
      </Form.Item>
      <Form.Item name="offset" label={f('reference.mapping.offset')} rules={[required]}>
        <InputNumber aria-label={f('reference.mapping.offset')} min={-12} max={12} precision={0} />
      </Form.Item>
      <Form.Item name="note" label={f('reference.mapping.note')} rules={[required]}>
        <Input aria-label={f('reference.mapping.note')} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={set.isPending}>
        {f('reference.mapping.set')}
      </Button>
    </Form>
  );
}
