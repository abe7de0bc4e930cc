/**
 * Change a user's display name, phone and role (admin/update). The phone follows the registration format (checked
 * here and by the server, which also refuses a number another account holds); emptied, it is removed. Removing
 * one's own admin role is refused by the server.
 */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { DISPLAY_NAME_MAX } from '@common/contract/formats';
import type { AdminUser } from '@common/contract/user';
import { useUpdateUser } from '../service';
import { formRules } from '../../../rules';
import RoleField from './RoleField';
import { useAdminForm } from './useAdminForm';

interface Values {
  name: string;
  phone?: string;
  role: string;
}

export default function EditUserModal({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const { form, error, setError, saving, submit } = useAdminForm<Values>(['name', 'phone', 'role']);
  const updateUser = useUpdateUser();

  useEffect(() => {
    setError(null);
    if (user) form.setFieldsValue({ name: user.name, phone: user.phone ?? '', role: user.role });
  }, [user, form, setError]);

  const save = submit(async (v) => {
    if (!user) return;
    const phone = v.phone?.trim() || null;
    const { data } = await updateUser.mutateAsync({ userId: user.id, name: (v.name ?? '').trim(), phone, role: v.role });
    onSaved(data);
  });

  return (
    <Modal
      open={!!user}
      title={user ? f('admin.edit.title', { user: user.username }) : ''}
      okText={f('admin.save')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      forceRender
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} data-testid="edit-user-error" />}
      <Form form={form} layout="vertical" name="editUser">
        <Form.Item name="name" label={f('admin.field.name')} rules={[rules.maxLength(DISPLAY_NAME_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={f('admin.field.phone')} rules={[rules.phone]}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <RoleField required />
      </Form>
    </Modal>
  );
}
