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
        message.success(f('calendar.edit.saved'));
        onClose();
      },
    });
  };

  const required = (id: string): Rule => ({ required: true, whitespace: true, message: f(id) });
  const pattern = (re: RegExp, id: string): Rule => ({ pattern: re, message: f(id) });
  const max = (n: number): Rule => ({ max: n, message: f('calendar.form.tooLong', { max: n }) });
  const value = (name: keyof EventFormValues, label: string) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={label} rules={[{ type: 'number', min: -VALUE_LIMIT, max: VALUE_LIMIT, message: f('calendar.form.valueRange') }]}>
        <InputNumber style={{ inlineSize: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={!!editing}
      title={existing ? f('calendar.edit.titleEdit') : f('calendar.edit.titleNew')}
      okText={f('calendar.edit.save')}
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
            <Form.Item name="title" label={f('calendar.col.event')} rules={[required('calendar.form.titleRequired'), max(120)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="country"
              label={f('calendar.col.country')}
              rules={[required('calendar.form.countryRequired'), pattern(/^\s*[A-Za-z]{2,8}\s*$/, 'calendar.form.countryInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="currency"
              label={f('calendar.col.currency')}
              rules={[required('calendar.form.currencyRequired'), pattern(/^\s*[A-Za-z]{3}\s*$/, 'calendar.form.currencyInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="date"
              label={`${f('calendar.form.date')} (${dateStatus === 'dateOnly' ? 'UTC' : zone})`}
              rules={[
                required('calendar.form.dateRequired'),
                { validator: (_, v?: string) => (!v || isDate(v.trim()) ? Promise.resolve() : Promise.reject(new Error(f('calendar.form.dateInvalid')))) },
              ]}
            >
              <Input placeholder="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="time"
              label={`${f('calendar.col.time')} (${zone})`}
              rules={dateStatus === 'dateOnly' ? [] : [required('calendar.form.timeRequired'), pattern(TIME_PATTERN, 'calendar.form.timeInvalid')]}
            >
              <Input placeholder="HH:mm" disabled={dateStatus === 'dateOnly'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dateStatus" label={f('calendar.col.dateStatus')}>
              <Radio.Group
                optionType="button"
                options={(['official', 'dateOnly', 'projected'] as const).map((s) => ({ value: s, label: f(`calendar.status.${s}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="importance" label={f('calendar.col.importance')}>
              <Select options={[1, 2, 3].map((v) => ({ value: v, label: f(`calendar.importance.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="period" label={f('calendar.col.period')} rules={[max(40)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="unit" label={f('calendar.col.unit')} rules={[max(20)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="source" label={f('calendar.col.source')} rules={[max(60)]}>
              <Input />
            </Form.Item>
          </Col>
          {value('actual', f('calendar.col.actual'))}
          {value('consensus', f('calendar.col.consensus'))}
          {value('previous', f('calendar.col.previous'))}
          {value('revised', f('calendar.col.revised'))}
          <Col xs={24} md={12}>
            <Form.Item
              name="eventKey"
              label={f('calendar.form.eventKey')}
              extra={f('calendar.form.eventKeyHelp')}
              rules={[max(80), pattern(/^\s*[A-Za-z0-9_.-]*\s*$/, 'calendar.form.eventKeyInvalid')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="products"
              label={f('calendar.col.products')}
              rules={[
                {
                  validator: (_, list?: string[]) =>
                    (list ?? []).every((p) => CODE_PATTERN.test(p.trim())) && (list ?? []).length <= 20
                      ? Promise.resolve()
                      : Promise.reject(new Error(f('calendar.form.productsInvalid'))),
                },
              ]}
            >
              <Select mode="tags" tokenSeparators={[',', ';', ' ']} aria-label={f('calendar.col.products')} open={false} suffixIcon={null} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
