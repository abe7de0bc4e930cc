/**
 * Add or edit one window record by hand. Date and time are Singapore's (the window's own clock); for a MOPS-floating
 * price the price field is the premium (+) or discount (-). The server refuses a record whose key (date, product,
 * side, time, buyer, seller, price) another record holds (409, shown above the form).
 */
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { MOC_INSTRUMENTS, MOC_PRICE_BASES, MOC_SIDES, type SpotTrade } from '@common/contract/spotTradeRecord';
import { useText } from '@/hooks/useText';
import { formFailure } from '@/utils/apiError';
import type { RecordFormValues } from '../data';
import { useSaveRecord } from '../service';

const FORM_FIELDS = [
  'date',
  'time',
  'product',
  'instrument',
  'side',
  'buyer',
  'seller',
  'priceBasis',
  'price',
  'volume',
  'loadingWindow',
  'loadPoint',
  'state',
];

interface Props {
  /** The record to edit; null for a new one; undefined: closed. */
  record: SpotTrade | null | undefined;
  /** The day a new record starts on. */
  day: string;
  onClose: () => void;
}

export default function RecordForm({ record, day, onClose }: Props) {
  const f = useText();
  const [form] = Form.useForm<RecordFormValues>();
  const save = useSaveRecord();
  const open = record !== undefined;
  const failure = save.isError
    ? formFailure(
        save.error,
        FORM_FIELDS.map((n) => `record.${n}`),
      )
    : null;
  const fieldError = (name: string) => failure?.fields[`record.${name}`];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset once per opening, not on every render's new `save`.
  useEffect(() => {
    if (!open) return;
    save.reset();
    form.setFieldsValue(
      record
        ? { ...record, date: dayjs(record.date) }
        : {
            date: dayjs(day),
            time: '16:29:00',
            product: '',
            instrument: 'cargo',
            side: 'bid',
            buyer: '',
            seller: '',
            priceBasis: 'fixed',
            price: undefined,
            volume: undefined,
            loadingWindow: '',
            loadPoint: '',
            state: '',
          },
    );
  }, [open, record]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...(record ? { id: record.id } : {}),
      record: {
        date: v.date.format('YYYY-MM-DD'),
        time: v.time.trim().length === 5 ? `${v.time.trim()}:00` : v.time.trim(),
        product: v.product.trim(),
        instrument: v.instrument,
        side: v.side,
        buyer: v.buyer ?? '',
        seller: v.seller ?? '',
        priceBasis: v.priceBasis,
        price: v.price,
        volume: v.volume,
        loadingWindow: v.loadingWindow ?? '',
        loadPoint: v.loadPoint ?? '',
        state: v.state ?? '',
      },
    });
    onClose();
  };

  const title = f(record ? 'spotTradeRecord.form.edit' : 'spotTradeRecord.form.add');
  const required = { required: true, message: f('spotTradeRecord.form.required') };
  const item = (name: keyof RecordFormValues) => ({
    name,
    label: f(`spotTradeRecord.column.${name}`),
    validateStatus: fieldError(name) ? ('error' as const) : undefined,
    help: fieldError(name),
  });
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => submit().catch(() => undefined)}
      okText={f('spotTradeRecord.form.save')}
      confirmLoading={save.isPending}
      forceRender
    >
      {failure?.alert && <Alert type="error" showIcon message={failure.alert} style={{ marginBlockEnd: 12 }} />}
      <Form form={form} layout="vertical" aria-label={title}>
        <Form.Item {...item('date')} rules={[required]}>
          <DatePicker format="YYYY-MM-DD" allowClear={false} />
        </Form.Item>
        <Form.Item
          {...item('time')}
          extra={f('spotTradeRecord.form.timeHint')}
          rules={[required, { pattern: /^\d{2}:\d{2}(:\d{2})?$/, message: f('spotTradeRecord.form.timeFormat') }]}
        >
          <Input dir="ltr" maxLength={8} placeholder="16:29:30" />
        </Form.Item>
        <Form.Item {...item('product')} rules={[{ ...required, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item {...item('instrument')}>
          <Select options={MOC_INSTRUMENTS.map((v) => ({ value: v, label: f(`spotTradeRecord.instrument.${v}`) }))} />
        </Form.Item>
        <Form.Item {...item('side')}>
          <Radio.Group options={MOC_SIDES.map((v) => ({ value: v, label: f(`spotTradeRecord.side.${v}`) }))} />
        </Form.Item>
        <Form.Item {...item('buyer')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item {...item('seller')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item {...item('priceBasis')}>
          <Radio.Group options={MOC_PRICE_BASES.map((v) => ({ value: v, label: f(`spotTradeRecord.basis.${v}`) }))} />
        </Form.Item>
        <Form.Item {...item('price')} extra={f('spotTradeRecord.form.priceHint')} rules={[required]}>
          <InputNumber style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item {...item('volume')} rules={[required, { type: 'number', min: 0, message: f('spotTradeRecord.form.notNegative') }]}>
          <InputNumber min={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item {...item('loadingWindow')} extra={f('spotTradeRecord.form.laycanHint')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item {...item('loadPoint')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item {...item('state')}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
