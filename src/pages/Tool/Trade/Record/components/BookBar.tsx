/** The book selector and "new book" form: books are the user's own (CNY, an initial cash and a first day). */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TradeBook } from '@common/contract/tradeRecord';
import { TRADE_BOOK_NAME_MAX } from '@common/contract/tradeRecord';
import { failureMessage } from '@/utils/apiError';
import { useCreateBook } from '../service';
import { useText } from './useText';

interface Props {
  books: readonly TradeBook[];
  bookId: string;
  onSelect: (id: string) => void;
}

interface BookForm {
  name: string;
  initialCash: number;
  startDate: Dayjs;
}

export default function BookBar({ books, bookId, onSelect }: Props) {
  const f = useText();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<BookForm>();
  const create = useCreateBook();

  const submit = async () => {
    const values = await form.validateFields();
    const res = await create.mutateAsync({ name: values.name, initialCash: values.initialCash, startDate: values.startDate.format('YYYY-MM-DD') });
    onSelect(res.data.id);
    setOpen(false);
    form.resetFields();
  };

  return (
    <Space wrap>
      <Select
        aria-label={f('tradeRecord.book.select')}
        placeholder={f('tradeRecord.book.none')}
        style={{ minInlineSize: 220 }}
        value={bookId || undefined}
        onChange={onSelect}
        options={books.map((b) => ({ value: b.id, label: `${b.name} (${b.startDate})` }))}
      />
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {f('tradeRecord.book.create')}
      </Button>
      <Modal
        title={f('tradeRecord.book.create')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => submit().catch(() => undefined)}
        okText={f('tradeRecord.save')}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        {create.isError && <Alert type="error" showIcon message={failureMessage(create.error)} style={{ marginBlockEnd: 12 }} />}
        <Form form={form} layout="vertical" initialValues={{ initialCash: 1_000_000, startDate: dayjs().startOf('day') }}>
          <Form.Item name="name" label={f('tradeRecord.book.name')} rules={[{ required: true, whitespace: true, message: f('tradeRecord.required') }]}>
            <Input maxLength={TRADE_BOOK_NAME_MAX} />
          </Form.Item>
          <Form.Item
            name="initialCash"
            label={f('tradeRecord.book.initialCash')}
            extra={f('tradeRecord.book.currencyHint')}
            rules={[{ required: true, message: f('tradeRecord.required') }]}
          >
            <InputNumber min={0} style={{ inlineSize: '100%' }} />
          </Form.Item>
          <Form.Item name="startDate" label={f('tradeRecord.book.startDate')} rules={[{ required: true, message: f('tradeRecord.required') }]}>
            <DatePicker />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
