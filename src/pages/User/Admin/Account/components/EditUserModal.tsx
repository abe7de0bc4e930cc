/** Change a user's display name and role (admin/update). Removing one's own admin role is refused by the server. */
import { useIntl } from '@umijs/max';
import { Alert, AutoComplete, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { DISPLAY_NAME_MAX } from '@/contract/formats';
import { ROLE_MAX, ROLE_PATTERN, type AdminUser } from '@/contract/user';
import { adminUpdateUser } from '@/services/user';
import { formRules } from '../../../rules';
import { SUGGESTED_ROLES } from '../../roles';
import { applyFailure } from './submitErrors';

interface Values {
  name: string;
  role: string;
}

export default function EditUserModal({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setError(null);
    if (user) form.setFieldsValue({ name: user.name, role: user.role });
  }, [user, form]);

  const submit = async () => {
    if (!user) return;
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const { data } = await adminUpdateUser({ userId: user.id, name: v.name.trim(), role: v.role.trim() });
      onSaved(data);
    } catch (e) {
      setError(applyFailure(form, e, ['name', 'role']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={user ? f('admin.edit.title', { user: user.username }) : ''}
      okText={f('admin.save')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} data-testid="edit-user-error" />}
      <Form form={form} layout="vertical" name="editUser">
        <Form.Item name="name" label={f('admin.field.name')} rules={[rules.maxLength(DISPLAY_NAME_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="role"
          label={f('admin.field.role')}
          extra={f('admin.role.hint')}
          rules={[rules.required('admin.field.role'), rules.maxLength(ROLE_MAX), { pattern: new RegExp(ROLE_PATTERN), message: f('admin.role.pattern') }]}
        >
          <AutoComplete options={SUGGESTED_ROLES.map((value) => ({ value }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
