/**
 * A new password and its confirmation, as every form that sets one asks for them (register, change
 * password, create account, reset password): required, the password rules, and a matching confirmation.
 */
import { useIntl } from '@umijs/max';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { formRules } from '../rules';

interface Props {
  /** Field name of the password (the confirmation is `confirm`). */
  name: string;
  /** Locale keys of the two labels. */
  labelId: string;
  confirmLabelId: string;
  /** Extra rules for the password (e.g. must differ from the current one) and the fields they read. */
  extraRules?: Rule[];
  dependencies?: string[];
}

export default function NewPasswordFields({ name, labelId, confirmLabelId, extraRules = [], dependencies }: Props) {
  const intl = useIntl();
  const rules = formRules(intl);
  return (
    <>
      <Form.Item
        name={name}
        label={intl.formatMessage({ id: labelId })}
        dependencies={dependencies}
        rules={[rules.required(labelId), rules.password, ...extraRules]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={intl.formatMessage({ id: confirmLabelId })}
        dependencies={[name]}
        rules={[rules.required(confirmLabelId), rules.sameAs(name)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
