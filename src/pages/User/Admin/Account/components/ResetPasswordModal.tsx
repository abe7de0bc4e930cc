/** Set a new password for a user (admin/resetPassword); the server signs out every session of that user. */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import type { AdminUser } from '@/contract/user';
import { adminResetPassword } from '@/services/user';
import { formRules } from '../../../rules';
import { useAdminForm } from './useAdminForm';

interface Values {
  newPassword: string;
  confirm: string;
}

export default function ResetPasswordModal({ user, onClose, onDone }: { user: AdminUser | null; onClose: () => void; onDone: (revokedSessions: number) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const { form, error, setError, saving, submit } = useAdminForm<Values>(['newPassword']);

  useEffect(() => {
    setError(null);
    form.resetFields();
  }, [user, form, setError]);

  const reset = submit(async (v) => {
    if (!user) return;
    const { data } = await adminResetPassword({ userId: user.id, newPassword: v.newPassword });
    onDone(data.revokedSessions);
  });

  return (
    <Modal
      open={!!user}
      title={user ? f('admin.reset.title', { user: user.username }) : ''}
      okText={f('admin.reset.ok')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={reset}
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
