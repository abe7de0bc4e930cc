/** Administrators add a dated rate row: a new value from a date on, or a correction of a date's value. */
import { AutoComplete, Button, Card, Form, Input, InputNumber, message, Space, Typography } from 'antd';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import type { RateRow } from '../data';
import { useAddRate } from '../service';
import { dateRule } from './dateRule';
import { useText } from '@/hooks/useText';

interface Values {
  key: string;
  validFrom: string;
  value: number;
  unit: string;
  source: string;
  note: string;
}
const FIELDS = ['key', 'validFrom', 'value', 'unit', 'source', 'note'] as const;

export default function AddRateForm({ keys }: { keys: readonly RateRow[] }) {
  const f = useText();
  const [form] = Form.useForm<Values>();
  const add = useAddRate();
  const required = { required: true, message: f('reference.required') };
  // Choosing a known key fills in its unit and source, the usual case for a new dated value.
  const onKey = (key: string) => {
    const known = keys.find((k) => k.key === key);
    if (known) form.setFieldsValue({ unit: known.unit, source: known.source });
  };
  const submit = async (v: Values) => {
    try {
      await add.mutateAsync({ ...v, note: v.note ?? '' });
      message.success(f('reference.rate.saved', { key: v.key, date: v.validFrom }));
      form.resetFields();
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else message.error(failureMessage(failure));
    }
  };
  return (
    <Card size="small" title={f('reference.rate.add')}>
      <Typography.Paragraph type="secondary">{f('reference.rate.addHelp')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" aria-label={f('reference.rate.add')} onFinish={submit}>
        <Space wrap align="start">
          <Form.Item name="key" label={f('reference.rate.key')} rules={[required, { pattern: /^[a-z][a-z0-9_.]{1,80}$/, message: f('api.field.pattern') }]}>
            <AutoComplete
              style={{ minInlineSize: 240 }}
              options={keys.map((k) => ({ value: k.key }))}
              onSelect={onKey}
              onBlur={() => onKey(form.getFieldValue('key'))}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
          <Form.Item name="validFrom" label={f('reference.rate.validFrom')} rules={[dateRule(f('reference.date.invalid'))]}>
            <Input aria-label={f('reference.rate.validFrom')} dir="ltr" placeholder={f('reference.date.placeholder')} autoComplete="off" />
          </Form.Item>
          <Form.Item name="value" label={f('reference.rate.value')} rules={[required]}>
            <InputNumber aria-label={f('reference.rate.value')} />
          </Form.Item>
          <Form.Item name="unit" label={f('reference.rate.unit')} rules={[required]}>
            <Input aria-label={f('reference.rate.unit')} dir="ltr" maxLength={20} />
          </Form.Item>
        </Space>
        <Form.Item name="source" label={f('reference.rate.source')} rules={[required]}>
          <Input aria-label={f('reference.rate.source')} maxLength={300} />
        </Form.Item>
        <Form.Item name="note" label={f('reference.rate.note')}>
          <Input aria-label={f('reference.rate.note')} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {f('reference.save')}
        </Button>
      </Form>
    </Card>
  );
}
