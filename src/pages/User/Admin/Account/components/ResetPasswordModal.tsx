/** Set a new password for a user (admin/resetPassword); the server signs out every session of that user. */
import { useIntl } from '@umijs/max';
import { Alert, Form, Modal } from 'antd';
import { useEffect } from 'react';
import type { AdminUser } from '@common/contract/user';
import { useResetPassword } from '../service';
import { useAdminForm } from './useAdminForm';
import NewPasswordFields from '../../../components/NewPasswordFields';

interface Values {
  newPassword: string;
  confirm: string;
}

export default function ResetPasswordModal({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (revokedSessions: number) => void;
}) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { form, error, setError, saving, submit } = useAdminForm<Values>(['newPassword']);
  const resetPassword = useResetPassword();

  // A fresh form each time the dialog opens for a user.
  useEffect(() => {
    if (!user) return;
    setError(null);
    form.resetFields();
  }, [user, form, setError]);

  const reset = submit(async (v) => {
    if (!user) return;
    const { data } = await resetPassword.mutateAsync({ userId: user.id, newPassword: v.newPassword });
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
        <NewPasswordFields name="newPassword" labelId="admin.field.newPassword" confirmLabelId="admin.field.confirm" />
      </Form>
    </Modal>
  );
}
