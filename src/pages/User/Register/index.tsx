/**
 * Registration (POST /v1/user/register): username, display name, optional phone proved by a code, password and its
 * confirmation. The page says how registration works here (register/options): closed (no form), approval (a note
 * that an administrator approves new accounts) or open. On success the user goes to the login page with a message
 * saying whether they can log in now or after approval; server errors appear once in the user's language, at their
 * field when they have one.
 */
import { history, useIntl, useLocation } from '@umijs/max';
import { Alert, Button, Form, Input, notification } from 'antd';
import { useState } from 'react';
import { Para } from '@/components/Plain';
import ThemedLink from '@/components/ThemedLink';
import { LOGIN_PATH } from '@/constants';
import { DISPLAY_NAME_MAX } from '@common/contract/formats';
import type { RegisterBody } from '@common/contract/user';
import { formFailure } from '@/utils/apiError';
import AuthFrame from '../components/AuthFrame';
import { formRules } from '../rules';
import NewPasswordFields from '../components/NewPasswordFields';
import PhoneCodeField from './PhoneCodeField';
import { useRegistrationMode } from './useRegistrationMode';

interface RegisterValues {
  username: string;
  name: string;
  phone?: string;
  captcha?: string;
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
  const mode = useRegistrationMode();
  const f = (id: string) => intl.formatMessage({ id });

  const showFailure = (e: unknown) => {
    const shown = formFailure(e, Object.keys(form.getFieldsValue()));
    setError(shown.alert);
    form.setFields(Object.entries(shown.fields).map(([field, msg]) => ({ name: field as keyof RegisterValues, errors: [msg] })));
  };

  const onFinish = async ({ username, name, phone, captcha, password }: RegisterValues) => {
    setError(null);
    setSubmitting(true);
    const withPhone = phone?.trim() ? { phone: phone.trim(), captcha: captcha?.trim() } : {};
    const body: RegisterBody = { username: username.trim(), name: name.trim(), password, ...withPhone };
    try {
      const { registerAccount } = await import('../authActions');
      const result = await registerAccount(body);
      notification.success({ key: 'registered', message: f(result.pending ? 'pages.register.pending' : 'pages.register.success') });
      history.replace(`${LOGIN_PATH}${search}`);
    } catch (e) {
      showFailure(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame heading={f('pages.register.title')}>
      {mode === 'closed' ? (
        <Para tone="warning" data-testid="register-closed">
          {f('pages.register.mode.closed')}
        </Para>
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name="register">
          {mode === 'approval' ? (
            <Para tone="secondary" data-testid="register-mode">
              {f('pages.register.mode.approval')}
            </Para>
          ) : null}
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
          <PhoneCodeField form={form} onError={showFailure} />
          <NewPasswordFields name="password" labelId="pages.register.password" confirmLabelId="pages.register.confirm" />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {f('pages.register.submit')}
          </Button>
        </Form>
      )}
      <Para style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {f('pages.register.haveAccount')} <ThemedLink to={`${LOGIN_PATH}${search}`}>{f('pages.register.toLogin')}</ThemedLink>
      </Para>
    </AuthFrame>
  );
}
