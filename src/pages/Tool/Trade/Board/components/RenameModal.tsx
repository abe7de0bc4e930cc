/** Names a new list or renames one (1 to WATCHLIST_NAME_MAX characters). */
import { useIntl } from '@umijs/max';
import { Form, Input, Modal } from 'antd';
import { WATCHLIST_NAME_MAX } from '@common/contract/board';

export default function RenameModal({
  title,
  initial,
  onOk,
  onCancel,
}: {
  title: string;
  initial: string;
  onOk: (name: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open
      title={title}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okText={intl.formatMessage({ id: 'board.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
    >
      <Form form={form} initialValues={{ name: initial }} onFinish={(v) => onOk(v.name.trim())} layout="vertical">
        <Form.Item
          name="name"
          label={intl.formatMessage({ id: 'board.list.name' })}
          rules={[
            {
              required: true,
              whitespace: true,
              max: WATCHLIST_NAME_MAX,
              message: intl.formatMessage({ id: 'board.list.nameRule' }, { max: WATCHLIST_NAME_MAX }),
            },
          ]}
        >
          <Input autoFocus maxLength={WATCHLIST_NAME_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
