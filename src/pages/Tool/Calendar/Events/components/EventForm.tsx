/**
 * New release, or edit one (publishing the actual is editing its actual and revised): date and time are typed in
 * the page's chosen zone (named in the labels); every field is checked before sending, with the messages in the
 * user's language, and a refusal from the server is shown in the dialog without losing what was typed.
 */
import type { CalendarEvent } from '@common/contract/events';
import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, message } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import type { EventFormValues } from '../data';
import { useSaveEvent } from '../service';
import { CODE_PATTERN, isDate, TIME_PATTERN, toFormValues, toSaveBody } from './formValues';

export interface EventFormProps {
  /** Open with this release (edit), `'new'` (an empty form), or closed (null). */
  editing: CalendarEvent | 'new' | null;
  zone: string;
  onClose: () => void;
}

const EMPTY: Partial<EventFormValues> = { dateStatus: 'official', importance: 2, products: [] };
const VALUE_LIMIT = 1e12;

export default function EventForm({ editing, zone, onClose }: EventFormProps) {
  const f = useText();
  const [form] = Form.useForm<EventFormValues>();
  const save = useSaveEvent();
  const dateStatus = Form.useWatch('dateStatus', form);
  const existing = editing && editing !== 'new' ? editing : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once per opening, not on every state change of the mutation or the form
  useEffect(() => {
    if (!editing) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? EMPTY : toFormValues(editing, zone));
  }, [editing, zone]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(toSaveBody(values, zone, existing?.id), {
      onSuccess: () => {
        message.success(f('events.edit.saved'));
        onClose();
      },
    });
  };

  const required = (id: string): Rule => ({ required: true, whitespace: true, message: f(id) });
  const pattern = (re: RegExp, id: string): Rule => ({ pattern: re, message: f(id) });
  const max = (n: number): Rule => ({ max: n, message: f('events.form.tooLong', { max: n }) });
  const value = (name: keyof EventFormValues, label: string) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={label} rules={[{ type: 'number', min: -VALUE_LIMIT, max: VALUE_LIMIT, message: f('events.form.valueRange') }]}>
        <InputNumber style={{ inlineSize: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={!!editing}
      title={existing ? f('events.edit.titleEdit') : f('events.edit.titleNew')}
      okText={f('events.edit.save')}
      cancelText={f('common.cancel')}
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={760}
      forceRender
    >
      {save.isError ? <Alert type="error" showIcon message={failureMessage(save.error)} style={{ marginBlockEnd: 12 }} /> : null}
      <Form form={form} layout="vertical" name="calendar-event" initialValues={EMPTY}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="title" label={f('events.col.event')} rules={[required('events.form.titleRequired'), max(120)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="country"
              label={f('events.col.country')}
              rules={[required('events.form.countryRequired'), pattern(/^\s*[A-Za-z]{2,8}\s*$/, 'events.form.countryInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="currency"
              label={f('events.col.currency')}
              rules={[required('events.form.currencyRequired'), pattern(/^\s*[A-Za-z]{3}\s*$/, 'events.form.currencyInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="date"
              label={`${f('events.form.date')} (${dateStatus === 'dateOnly' ? 'UTC' : zone})`}
              rules={[
                required('events.form.dateRequired'),
                { validator: (_, v?: string) => (!v || isDate(v.trim()) ? Promise.resolve() : Promise.reject(new Error(f('events.form.dateInvalid')))) },
              ]}
            >
              <Input placeholder="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="time"
              label={`${f('events.col.time')} (${zone})`}
              rules={dateStatus === 'dateOnly' ? [] : [required('events.form.timeRequired'), pattern(TIME_PATTERN, 'events.form.timeInvalid')]}
            >
              <Input placeholder="HH:mm" disabled={dateStatus === 'dateOnly'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dateStatus" label={f('events.col.dateStatus')}>
              <Radio.Group
                optionType="button"
                options={(['official', 'dateOnly', 'projected'] as const).map((s) => ({ value: s, label: f(`events.status.${s}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="importance" label={f('events.col.importance')}>
              <Select options={[1, 2, 3].map((v) => ({ value: v, label: f(`events.importance.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="period" label={f('events.col.period')} rules={[max(40)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="unit" label={f('events.col.unit')} rules={[max(20)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="source" label={f('events.col.source')} rules={[max(60)]}>
              <Input />
            </Form.Item>
          </Col>
          {value('actual', f('events.col.actual'))}
          {value('consensus', f('events.col.consensus'))}
          {value('previous', f('events.col.previous'))}
          {value('revised', f('events.col.revised'))}
          <Col xs={24} md={12}>
            <Form.Item
              name="eventKey"
              label={f('events.form.eventKey')}
              extra={f('events.form.eventKeyHelp')}
              rules={[max(80), pattern(/^\s*[A-Za-z0-9_.-]*\s*$/, 'events.form.eventKeyInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="products"
              label={f('events.col.products')}
              rules={[
                {
                  validator: (_, list?: string[]) =>
                    (list ?? []).every((p) => CODE_PATTERN.test(p.trim())) && (list ?? []).length <= 20
                      ? Promise.resolve()
                      : Promise.reject(new Error(f('events.form.productsInvalid'))),
                },
              ]}
            >
              <Select mode="tags" tokenSeparators={[',', ';', ' ']} aria-label={f('events.col.products')} open={false} suffixIcon={null} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
