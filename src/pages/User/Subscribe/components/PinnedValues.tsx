/**
 * Changing a subscription's pinned variable values: one input per variable its report's page declares (read now, so
 * a variable the page dropped is gone), saved with /v2/subscribe/update, which checks them like report/spec.
 */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal, Skeleton } from 'antd';
import { VariableValue, type BuilderVariables } from '@common/contract/builder';
import type { Subscription } from '@common/contract/subscribe';
import { useSubscriptionRead, useUpdateSubscription } from '@/services/subscriptions';
import { failureMessage } from '@/utils/apiError';

const TOKEN = new RegExp(VariableValue.pattern ?? '');

export default function PinnedValues({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<BuilderVariables>();
  const read = useSubscriptionRead(subscription.id);
  const update = useUpdateSubscription();
  const declared = read.data?.report?.variables ?? {};
  const save = (variables: BuilderVariables) => update.mutate({ id: subscription.id, variables }, { onSuccess: onClose });

  return (
    <Modal open title={f('subscribe.change')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} okText={f('subscribe.save')}>
      {update.error && <Alert type="error" showIcon message={failureMessage(update.error)} style={{ marginBottom: 12 }} />}
      {read.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={subscription.variables} onFinish={save} data-testid="pinned-values">
          {Object.keys(declared).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={name}
              extra={`${f('subscribe.default')}: ${declared[name]}`}
              rules={[{ required: true, pattern: TOKEN, message: f('subscribe.invalidValue') }]}
            >
              <Input dir="ltr" />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
