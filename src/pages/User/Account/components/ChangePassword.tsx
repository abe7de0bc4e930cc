/**
 * Changing one's own password: current, new and confirmation. The server's rules are listed before
 * the form (length from the contract, current password required, other sessions signed out) and the
 * same rules are checked on the fields; the server's answer (wrong current password, field errors)
 * lands on the fields in the user's language. The session list reloads by itself (service.ts).
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/contract/formats';
import { formRules } from '@/pages/User/rules';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import NewPasswordFields from '../../components/NewPasswordFields';
import { useChangePassword } from '../service';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export default function ChangePassword() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules = formRules(intl);
  const [form] = Form.useForm<Values>();
  const changePassword = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setError(null);
    try {
      const { data } = await changePassword.mutateAsync({ oldPassword, newPassword });
      form.resetFields();
      message.success(f('account.password.done', { count: data.revokedSessions }));
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = (['oldPassword', 'newPassword'] as const).filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else setError(failureMessage(failure));
    }
  };

  return (
    <div style={{ maxInlineSize: 480 }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBlockEnd: 16 }}
        message={f('account.password.rulesTitle')}
        description={
          <ul style={{ paddingInlineStart: 18, marginBlock: 0 }} data-testid="password-rules">
            <li>{f('account.password.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })}</li>
            <li>{f('account.password.ruleCurrent')}</li>
            <li>{f('account.password.ruleDifferent')}</li>
            <li>{f('account.password.ruleSessions')}</li>
          </ul>
        }
      />
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBlockEnd: 16 }} message={error} /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item name="oldPassword" label={f('account.password.current')} rules={[rules.required('account.password.current')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          labelId="account.password.new"
          confirmLabelId="account.password.confirm"
          dependencies={['oldPassword']}
          extraRules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value !== getFieldValue('oldPassword') ? Promise.resolve() : Promise.reject(new Error(f('account.password.sameAsOld'))),
            }),
          ]}
        />
        <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
          {f('account.password.submit')}
        </Button>
      </Form>
    </div>
  );
}
