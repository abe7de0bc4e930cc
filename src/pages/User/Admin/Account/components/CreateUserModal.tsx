/** Create an account (admin/create): username, display name, phone, role and an initial password. */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal } from 'antd';
import { DISPLAY_NAME_MAX } from '@common/contract/formats';
import type { AdminCreateUserBody, AdminUser } from '@common/contract/user';
import { useCreateUser } from '../service';
import { formRules } from '../../../rules';
import { DEFAULT_USER_ROLE } from '@common/contract/accountDefaults';
import RoleField from './RoleField';
import { useAdminForm } from './useAdminForm';
import NewPasswordFields from '../../../components/NewPasswordFields';

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
  const { form, error, saving, submit } = useAdminForm<Values>(['username', 'name', 'phone', 'role', 'password']);
  const createUser = useCreateUser();

  const create = submit(async (v) => {
    const body: AdminCreateUserBody = {
      username: v.username.trim(),
      password: v.password,
      ...(v.name?.trim() ? { name: v.name.trim() } : {}),
      ...(v.phone?.trim() ? { phone: v.phone.trim() } : {}),
      ...(v.role ? { role: v.role } : {}),
    };
    const { data } = await createUser.mutateAsync(body);
    form.resetFields();
    onCreated(data);
  });

  return (
    <Modal
      open={open}
      title={f('admin.create.title')}
      okText={f('admin.create.ok')}
      cancelText={f('admin.cancel')}
      confirmLoading={saving}
      onOk={create}
      onCancel={onClose}
      forceRender
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} data-testid="create-user-error" />}
      <Form form={form} layout="vertical" name="createUser" initialValues={{ role: DEFAULT_USER_ROLE }}>
        <Form.Item name="username" label={f('admin.field.username')} rules={[rules.required('admin.field.username'), ...rules.username]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={f('admin.field.name')} rules={[rules.maxLength(DISPLAY_NAME_MAX)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={f('admin.field.phone')} rules={[rules.phone]}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <RoleField />
        <NewPasswordFields name="password" labelId="admin.field.initialPassword" confirmLabelId="admin.field.confirm" />
      </Form>
    </Modal>
  );
}
