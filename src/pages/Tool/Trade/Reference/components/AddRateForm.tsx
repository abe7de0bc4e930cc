/**
 * Administrators add a dated rate row: a new value from a date on, or a correction of a date's value. The server
 * checks the key's unit and plausibility (issue 18): a wrong unit is refused and shown on the unit field; an unusual
 * value or a date more than a year ahead is shown in a dialog and saved only when confirmed (`confirm: true`).
 */
import { AutoComplete, Button, Card, Form, Input, InputNumber, Modal, message, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@common/contract/errors';
import { RATE_CHECK_KEYS, type RateAddBody } from '@common/contract/reference';
import { failureMessage, failureOf, fieldMessages } from '@/utils/apiError';
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
  /** The body waiting for the user's confirmation, with what was unusual about it. */
  const [confirming, setConfirming] = useState<{ body: RateAddBody; warnings: string[] } | null>(null);
  const [keyUnit, setKeyUnit] = useState<{ key: string; unit: string } | null>(null);
  const required = { required: true, message: f('reference.required') };
  // Choosing a known key fills in its unit and source, the usual case for a new dated value.
  const onKey = (key: string) => {
    const known = keys.find((k) => k.key === key);
    setKeyUnit(known ? { key: known.key, unit: known.unit } : null);
    if (known) form.setFieldsValue({ unit: known.unit, source: known.source });
  };
  const send = async (body: RateAddBody) => {
    try {
      await add.mutateAsync(body);
      message.success(f('reference.rate.saved', { key: body.key, date: body.validFrom }));
      form.resetFields();
      setKeyUnit(null);
    } catch (failure) {
      if (isApiError(failureOf(failure), 'referenceRateConfirm')) {
        const codes = failureOf(failure)?.fields ?? {};
        const params = { key: body.key, value: body.value, unit: body.unit };
        const warnings = Object.values(codes).map((code) => f(code, params));
        setConfirming({ body: { ...body, confirm: true }, warnings });
        return;
      }
      if (isApiError(failureOf(failure), 'referenceRateUnit')) {
        const unit = keys.find((k) => k.key === body.key)?.unit ?? '';
        form.setFields([{ name: 'unit', errors: [f(RATE_CHECK_KEYS.unit, { unit })] }]);
        return;
      }
      // Only here: these keys need no parameters (the two checks above fill in theirs).
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else message.error(failureMessage(failure));
    }
  };
  const submit = (v: Values) => send({ ...v, note: v.note ?? '' });
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
          <Form.Item
            name="unit"
            label={f('reference.rate.unit')}
            rules={[required]}
            extra={keyUnit ? <span data-testid="rate-key-unit">{f('reference.rate.unitOfKey', keyUnit)}</span> : undefined}
          >
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
      <Modal
        open={confirming !== null}
        title={f('reference.rate.confirm.title')}
        okText={f('reference.rate.confirm.ok')}
        cancelText={f('reference.rate.confirm.cancel')}
        confirmLoading={add.isPending}
        onCancel={() => setConfirming(null)}
        onOk={async () => {
          const body = confirming?.body;
          setConfirming(null);
          if (body) await send(body);
        }}
      >
        <ul data-testid="rate-warnings">
          {confirming?.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </Modal>
    </Card>
  );
}
