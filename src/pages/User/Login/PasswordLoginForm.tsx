/**
 * Username and password login (POST /v1/user/password_login). Login only checks presence and the
 * body limits: the stricter rules of account creation apply at registration.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input } from 'antd';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX } from '@common/contract/formats';
import type { PasswordLoginBody } from '@common/contract/user';
import { formRules } from '../rules';
import { useLoginSubmit } from './useLoginSubmit';

export default function PasswordLoginForm() {
  const intl = useIntl();
  const rules = formRules(intl);
  const [form] = Form.useForm<PasswordLoginBody>();
  const { error, submitting, submit } = useLoginSubmit(form, (actions, values: PasswordLoginBody) => actions.loginWithPassword(values));
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="password-login">
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" /> : null}
      <Form.Item name="username" label={f('pages.login.username')} rules={[rules.required('pages.login.username'), rules.maxLength(LOGIN_USERNAME_MAX)]}>
        <Input prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={f('pages.login.password')} rules={[rules.required('pages.login.password'), rules.maxLength(LOGIN_PASSWORD_MAX)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {f('pages.login.submit')}
      </Button>
    </Form>
  );
}
