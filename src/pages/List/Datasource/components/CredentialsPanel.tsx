/**
 * A source's connector credentials, write-only: the page shows only whether some are stored and when, never a
 * value (the server never sends them). Administrators enter name/value pairs (replacing whatever is stored) or
 * remove them; the inputs are emptied once stored. Everyone else sees the state only.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, message, Popconfirm, Space, Typography } from 'antd';
import type { ConnectorStatus, SourceName } from '@common/contract/datasource';
import { failureMessage } from '@/utils/apiError';
import { useSaveCredentials } from '../service';
import { useRunText } from './useRunText';

/** The contract's limits of TokenBody. */
const MAX_FIELDS = 20;
const NAME_MAX = 64;
const VALUE_MAX = 4096;

interface Values {
  fields: { key: string; value: string }[];
}

interface Props {
  status: ConnectorStatus;
  name: string;
  isAdmin: boolean;
}

export default function CredentialsPanel({ status, name, isAdmin }: Props) {
  const { f, time } = useRunText();
  const [form] = Form.useForm<Values>();
  const store = useSaveCredentials();
  const source = status.source as SourceName;

  const send = async (credentials: Record<string, string>, done: string) => {
    try {
      await store.mutateAsync({ source, credentials });
      form.resetFields();
      message.success(f(done, { name }));
    } catch (failure) {
      message.error(failureMessage(failure));
    }
  };
  const submit = ({ fields }: Values) => send(Object.fromEntries(fields.map(({ key, value }) => [key.trim(), value])), 'datasource.credentials.saved');

  const state = status.hasCredentials
    ? f('datasource.credentials.set', { time: time(status.credentialsUpdatedAt ?? null) })
    : f('datasource.credentials.notSet');

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Alert type={status.hasCredentials ? 'success' : 'warning'} showIcon message={state} data-testid="credentials-state" />
      <Typography.Paragraph type="secondary">{f('datasource.credentials.writeOnly')}</Typography.Paragraph>
      {!isAdmin ? (
        <Alert type="info" showIcon message={f('datasource.credentials.adminOnly')} />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ fields: [{ key: '', value: '' }] }} autoComplete="off">
          <Form.List name="fields">
            {(items, { add, remove }) => (
              <>
                {items.map((item, index) => (
                  <Space key={item.key} align="baseline" wrap>
                    <Form.Item name={[item.name, 'key']} rules={[{ required: true, whitespace: true, message: f('datasource.credentials.keyRequired') }]}>
                      <Input
                        placeholder={f('datasource.credentials.key')}
                        aria-label={`${f('datasource.credentials.key')} ${index + 1}`}
                        maxLength={NAME_MAX}
                        dir="ltr"
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'value']} rules={[{ required: true, message: f('datasource.credentials.valueRequired') }]}>
                      <Input.Password
                        placeholder={f('datasource.credentials.value')}
                        aria-label={`${f('datasource.credentials.value')} ${index + 1}`}
                        maxLength={VALUE_MAX}
                        autoComplete="new-password"
                        visibilityToggle={false}
                      />
                    </Form.Item>
                    {items.length > 1 && (
                      <Button type="text" icon={<MinusCircleOutlined />} aria-label={f('datasource.credentials.remove')} onClick={() => remove(item.name)} />
                    )}
                  </Space>
                ))}
                <Form.Item>
                  <Button type="dashed" icon={<PlusOutlined />} disabled={items.length >= MAX_FIELDS} onClick={() => add({ key: '', value: '' })}>
                    {f('datasource.credentials.add')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={store.isPending}>
              {f('datasource.credentials.save')}
            </Button>
            {status.hasCredentials && (
              <Popconfirm
                title={f('datasource.credentials.clearConfirm', { name })}
                okText={f('datasource.credentials.clear')}
                cancelText={f('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => send({}, 'datasource.credentials.cleared')}
              >
                <Button danger>{f('datasource.credentials.clear')}</Button>
              </Popconfirm>
            )}
          </Space>
        </Form>
      )}
    </Space>
  );
}
