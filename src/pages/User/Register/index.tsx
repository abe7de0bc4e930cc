/**
 * Registration (POST /v1/user/register): username, display name, optional phone, password and its
 * confirmation. On success the user goes to the login page with a success message; server errors
 * appear in the user's language, field errors under their fields.
 */
import { history, Link, useIntl, useLocation } from '@umijs/max';
import { Alert, Button, Form, Input, notification } from 'antd';
import { useState } from 'react';
import { Para } from '@/components/Plain';
import { LOGIN_PATH } from '@/constants';
import { DISPLAY_NAME_MAX } from '@common/contract/formats';
import type { RegisterBody } from '@common/contract/user';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import AuthFrame from '../components/AuthFrame';
import { formRules } from '../rules';
import NewPasswordFields from '../components/NewPasswordFields';

interface RegisterValues {
  username: string;
  name: string;
  phone?: string;
  password: string;
  confirm: string;
}

export default function Register() {
  const intl = useIntl();
  const { search } = useLocation();
  const rules = formRules(intl);
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const f = (id: string) => intl.formatMessage({ id });

  const onFinish = async ({ username, name, phone, password }: RegisterValues) => {
    setError(null);
    setSubmitting(true);
    const body: RegisterBody = { username: username.trim(), name: name.trim(), password, ...(phone?.trim() ? { phone: phone.trim() } : {}) };
    try {
      const { registerAccount } = await import('../authActions');
      await registerAccount(body);
      notification.success({ key: 'registered', message: f('pages.register.success') });
      history.replace(`${LOGIN_PATH}${search}`);
    } catch (e) {
      setError(failureMessage(e));
      form.setFields(Object.entries(fieldMessages(e)).map(([field, msg]) => ({ name: field as keyof RegisterValues, errors: [msg] })));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame heading={f('pages.register.title')}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name="register">
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="register-error" /> : null}
        <Form.Item name="username" label={f('pages.register.username')} rules={[rules.required('pages.register.username'), ...rules.username]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="name" label={f('pages.register.name')} rules={[rules.required('pages.register.name'), rules.maxLength(DISPLAY_NAME_MAX)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label={f('pages.register.phone')} rules={[rules.phone]}>
          <Input autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        <NewPasswordFields name="password" labelId="pages.register.password" confirmLabelId="pages.register.confirm" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {f('pages.register.submit')}
        </Button>
      </Form>
      <Para style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {f('pages.register.haveAccount')} <Link to={`${LOGIN_PATH}${search}`}>{f('pages.register.toLogin')}</Link>
      </Para>
    </AuthFrame>
  );
}
