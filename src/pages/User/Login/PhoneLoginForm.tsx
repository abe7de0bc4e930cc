/**
 * Phone and code login (POST /v1/user/phone_captcha_login). The send button requests a code
 * (POST /v1/user/captcha/send) for a valid number, then counts down; the number of codes left for this
 * visit is shown once one was sent.
 */
import { MobileOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, notification } from 'antd';
import { Para } from '@/components/Plain';
import { CAPTCHA_SENDS_PER_VISIT } from '@/constants';
import type { PhoneCaptchaLoginBody } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import { formRules } from '../rules';
import CaptchaCodeField from '../components/CaptchaCodeField';
import { useCaptchaSender } from '../components/useCaptchaSender';
import { useLoginSubmit } from './useLoginSubmit';

export default function PhoneLoginForm() {
  const intl = useIntl();
  const rules = formRules(intl);
  const [form] = Form.useForm<PhoneCaptchaLoginBody>();
  const { error, setError, submitting, submit } = useLoginSubmit(form, (actions, values: PhoneCaptchaLoginBody) => actions.loginWithPhone(values));
  const sender = useCaptchaSender();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const onSend = async () => {
    setError(null);
    try {
      const { phone } = await form.validateFields(['phone']);
      const result = await sender.send(phone);
      if (result)
        notification.success({ key: 'captcha-sent', message: f('pages.login.codeSent', { minutes: Math.max(1, Math.round(result.expiresInSeconds / 60)) }) });
    } catch (e) {
      // A field error is already shown under the field; anything else came from the server.
      if (!(e as { errorFields?: unknown })?.errorFields) setError(failureMessage(e));
    }
  };

  const limitReached = sender.left <= 0;

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="phone-login">
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" /> : null}
      <Form.Item name="phone" label={f('pages.login.phone')} rules={[rules.required('pages.login.phone'), rules.phone]}>
        <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <CaptchaCodeField labelKey="pages.login.captcha" sender={sender} onSend={onSend} sendTestId="send-code" />
      {sender.sent > 0 || limitReached ? (
        <Para tone={limitReached ? 'warning' : 'secondary'} data-testid="sends-left">
          {limitReached ? f('pages.login.sendLimitReached') : f('pages.login.sendsLeft', { left: sender.left, total: CAPTCHA_SENDS_PER_VISIT })}
        </Para>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {f('pages.login.submit')}
      </Button>
    </Form>
  );
}
