/** The role input of the create and edit dialogs: a free name matching ROLE_PATTERN, with suggestions. */
import { useIntl } from '@umijs/max';
import { AutoComplete, Form } from 'antd';
import { ROLE_MAX, ROLE_PATTERN } from '@common/contract/user';
import { formRules } from '../../../rules';
import { SUGGESTED_ROLES } from '../../roles';

export default function RoleField({ required = false }: { required?: boolean }) {
  const intl = useIntl();
  const rules = formRules(intl);
  return (
    <Form.Item
      name="role"
      label={intl.formatMessage({ id: 'admin.field.role' })}
      extra={intl.formatMessage({ id: 'admin.role.hint' })}
      rules={[
        ...(required ? [rules.required('admin.field.role')] : []),
        rules.maxLength(ROLE_MAX),
        { pattern: new RegExp(ROLE_PATTERN), message: intl.formatMessage({ id: 'admin.role.pattern' }) },
      ]}
    >
      <AutoComplete options={SUGGESTED_ROLES.map((value) => ({ value }))} />
    </Form.Item>
  );
}
