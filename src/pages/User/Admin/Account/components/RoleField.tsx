/**
 * The role of the create and edit dialogs: a choice from the managed roles (role/list), so a typo cannot create a
 * role. The server refuses a role not in the list (roleUnknown) and the message shows under this field.
 */
import { useIntl } from '@umijs/max';
import { Form, Select } from 'antd';
import { formRules } from '../../../rules';
import { useRoles } from '../service';

export default function RoleField({ required = false }: { required?: boolean }) {
  const intl = useIntl();
  const rules = formRules(intl);
  const roles = useRoles();
  return (
    <Form.Item
      name="role"
      label={intl.formatMessage({ id: 'admin.field.role' })}
      extra={intl.formatMessage({ id: 'admin.role.hint' })}
      rules={required ? [rules.required('admin.field.role')] : []}
    >
      <Select showSearch loading={roles.isPending} options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))} />
    </Form.Item>
  );
}
