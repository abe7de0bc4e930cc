/**
 * Add or edit one trade. The time is entered in the browser's time zone (the blotter shows it the same way); the
 * server derives the trading date (a night-session fill counts to the next trading day) and refuses an unknown
 * instrument on `fields.instrument`.
 */
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { TRADE_BEFORE_START_KEY, TRADE_NOTE_MAX, TRADE_STRATEGY_MAX, type Trade, type TradeSide } from '@common/contract/tradeRecord';
import { failureOf, formFailure } from '@/utils/apiError';
import { useBooks, useSaveTrade } from '../service';
import { useText } from './useText';

interface Values {
  time: Dayjs;
  instrument: string;
  side: TradeSide;
  lots: number;
  price: number;
  fee: number;
  strategy: string;
  note: string;
}
const FORM_FIELDS = ['time', 'instrument', 'side', 'lots', 'price', 'fee', 'strategy', 'note'];

interface Props {
  bookId: string;
  /** The trade to edit; null for a new one; undefined: closed. */
  trade: Trade | null | undefined;
  onClose: () => void;
}

export default function TradeForm({ bookId, trade, onClose }: Props) {
  const f = useText();
  const [form] = Form.useForm<Values>();
  const save = useSaveTrade();
  const open = trade !== undefined;
  const failure = save.isError ? formFailure(save.error, FORM_FIELDS) : null;
  // A fill before the book's first day: the server names the field, the form names the day (the book's start).
  const startDate = useBooks().data?.find((b) => b.id === bookId)?.startDate ?? '';
  const timeError =
    save.isError && failureOf(save.error)?.fields?.time === TRADE_BEFORE_START_KEY
      ? f('tradeRecord.trade.beforeStart', { start: startDate })
      : failure?.fields.time;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset once per opening, not on every render's new `save`.
  useEffect(() => {
    if (!open) return;
    save.reset();
    form.setFieldsValue(
      trade
        ? { ...trade, time: dayjs(trade.time) }
        : { time: dayjs().second(0).millisecond(0), instrument: '', side: 'buy', lots: 1, price: undefined, fee: 0, strategy: '', note: '' },
    );
  }, [open, trade]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      bookId,
      ...(trade ? { id: trade.id } : {}),
      time: v.time.valueOf(),
      instrument: v.instrument.trim().toUpperCase(),
      side: v.side,
      lots: v.lots,
      price: v.price,
      fee: v.fee ?? 0,
      strategy: v.strategy ?? '',
      note: v.note ?? '',
    });
    onClose();
  };

  return (
    <Modal
      title={f(trade ? 'tradeRecord.trade.edit' : 'tradeRecord.trade.add')}
      open={open}
      onCancel={onClose}
      onOk={() => submit().catch(() => undefined)}
      okText={f('tradeRecord.save')}
      confirmLoading={save.isPending}
      forceRender
    >
      {failure?.alert && <Alert type="error" showIcon message={failure.alert} style={{ marginBlockEnd: 12 }} />}
      <Form form={form} layout="vertical" aria-label={f(trade ? 'tradeRecord.trade.edit' : 'tradeRecord.trade.add')}>
        <Form.Item
          name="time"
          label={f('tradeRecord.column.time')}
          validateStatus={timeError ? 'error' : undefined}
          help={timeError}
          rules={[{ required: true, message: f('tradeRecord.required') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm:ss' }} format="YYYY-MM-DD HH:mm:ss" />
        </Form.Item>
        <Form.Item
          name="instrument"
          label={f('tradeRecord.column.instrument')}
          extra={f('tradeRecord.trade.instrumentHint')}
          validateStatus={failure?.fields.instrument ? 'error' : undefined}
          help={failure?.fields.instrument}
          rules={[{ required: true, whitespace: true, message: f('tradeRecord.required') }]}
        >
          <Input dir="ltr" maxLength={40} />
        </Form.Item>
        <Form.Item name="side" label={f('tradeRecord.column.side')}>
          <Radio.Group
            options={[
              { value: 'buy', label: f('tradeRecord.side.buy') },
              { value: 'sell', label: f('tradeRecord.side.sell') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="lots"
          label={f('tradeRecord.column.lots')}
          rules={[{ required: true, type: 'number', min: 0.000001, message: f('tradeRecord.positive') }]}
        >
          <InputNumber min={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="price" label={f('tradeRecord.column.price')} rules={[{ required: true, message: f('tradeRecord.required') }]}>
          <InputNumber style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="fee" label={f('tradeRecord.column.fee')} rules={[{ type: 'number', min: 0, message: f('tradeRecord.notNegative') }]}>
          <InputNumber min={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="strategy" label={f('tradeRecord.column.strategy')}>
          <Input maxLength={TRADE_STRATEGY_MAX} />
        </Form.Item>
        <Form.Item name="note" label={f('tradeRecord.column.note')}>
          <Input.TextArea maxLength={TRADE_NOTE_MAX} autoSize />
        </Form.Item>
      </Form>
    </Modal>
  );
}
