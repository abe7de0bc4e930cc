/** Set a new password for a user (admin/resetPassword); the server signs out every session of that user. */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminUser } from '@/contract/user';
import { adminResetPassword } from '@/services/user';
import { formRules } from '../../../rules';
import { applyFailure } from './submitErrors';

interface Values {
  newPassword: string;
  confirm: string;
}

export default function ResetPasswordModal({ user, onClose, onDone }: { user: AdminUser | null; onClose: () => void; onDone: (revokedSessions: number) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setError(null);
    form.resetFields();
  }, [user, form]);

  const submit = async () => {
    if (!user) return;
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const { data } = await adminResetPassword({ userId: user.id, newPassword: v.newPassword });
      onDone(data.revokedSessions);
    } catch (e) {
      setError(applyFailure(form, e, ['newPassword']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={user ? f('admin.reset.title', { user: user.username }) : ''}
      okText={f('admin.reset.ok')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon message={f('admin.reset.note')} style={{ marginBlockEnd: 16 }} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} />}
      <Form form={form} layout="vertical" name="resetPassword">
        <Form.Item name="newPassword" label={f('admin.field.newPassword')} rules={[rules.required('admin.field.newPassword'), rules.password]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={f('admin.field.confirm')} dependencies={['newPassword']} rules={[rules.required('admin.field.confirm'), rules.sameAs('newPassword')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
