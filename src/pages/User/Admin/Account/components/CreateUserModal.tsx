/** Create an account (admin/create): username, display name, phone, role and an initial password. */
import { useIntl } from '@umijs/max';
import { Alert, AutoComplete, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DISPLAY_NAME_MAX } from '@/contract/formats';
import { ROLE_MAX, ROLE_PATTERN, type AdminCreateUserBody, type AdminUser } from '@/contract/user';
import { adminCreateUser } from '@/services/user';
import { formRules } from '../../../rules';
import { DEFAULT_ROLE, SUGGESTED_ROLES } from '../../roles';
import { applyFailure } from './submitErrors';

interface Values {
  username: string;
  name?: string;
  phone?: string;
  role?: string;
  password: string;
  confirm: string;
}

export default function CreateUserModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (user: AdminUser) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const v = await form.validateFields();
    const body: AdminCreateUserBody = {
      username: v.username.trim(),
      password: v.password,
      ...(v.name?.trim() ? { name: v.name.trim() } : {}),
      ...(v.phone?.trim() ? { phone: v.phone.trim() } : {}),
      ...(v.role?.trim() ? { role: v.role.trim() } : {}),
    };
    setSaving(true);
    setError(null);
    try {
      const { data } = await adminCreateUser(body);
      form.resetFields();
      onCreated(data);
    } catch (e) {
      setError(applyFailure(form, e, ['username', 'name', 'phone', 'role', 'password']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={f('admin.create.title')}
      okText={f('admin.create.ok')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} data-testid="create-user-error" />}
      <Form form={form} layout="vertical" name="createUser" initialValues={{ role: DEFAULT_ROLE }}>
        <Form.Item name="username" label={f('admin.field.username')} rules={[rules.required('admin.field.username'), ...rules.username]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={f('admin.field.name')} rules={[rules.maxLength(DISPLAY_NAME_MAX)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={f('admin.field.phone')} rules={[rules.phone]}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={f('admin.field.role')}
          extra={f('admin.role.hint')}
          rules={[rules.maxLength(ROLE_MAX), { pattern: new RegExp(ROLE_PATTERN), message: f('admin.role.pattern') }]}
        >
          <AutoComplete options={SUGGESTED_ROLES.map((value) => ({ value }))} />
        </Form.Item>
        <Form.Item name="password" label={f('admin.field.initialPassword')} rules={[rules.required('admin.field.initialPassword'), rules.password]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={f('admin.field.confirm')} dependencies={['password']} rules={[rules.required('admin.field.confirm'), rules.sameAs('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
