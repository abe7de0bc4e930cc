/**
 * The register form's code step: once a mobile number is entered, a code field with a send button (captcha/send with
 * purpose `register`). The server sends a code only to a number no account uses and answers the same either way,
 * so the page says "if the number is free, a code is on its way" and never whether the number is taken.
 */
import { SafetyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space, notification, type FormInstance } from 'antd';
import { CAPTCHA_LENGTH } from '@common/contract/formats';
import { formRules } from '../rules';
import { useCaptchaSender } from '../components/useCaptchaSender';

export default function PhoneCodeField({ form, onError }: { form: FormInstance; onError: (e: unknown) => void }) {
  const intl = useIntl();
  const rules = formRules(intl);
  const sender = useCaptchaSender('register');
  const phone: string | undefined = Form.useWatch('phone', form);
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!phone?.trim()) return null;

  const onSend = async () => {
    try {
      const values = await form.validateFields(['phone']);
      const result = await sender.send(values.phone.trim());
      if (result)
        notification.info({
          key: 'register-code',
          message: f('pages.register.codeSentIfFree', { minutes: Math.max(1, Math.round(result.expiresInSeconds / 60)) }),
        });
    } catch (e) {
      // A field error is already shown under the field; anything else came from the server.
      if (!(e as { errorFields?: unknown })?.errorFields) onError(e);
    }
  };

  return (
    <Form.Item label={f('pages.register.captcha')} required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[rules.required('pages.register.captcha'), rules.captcha]}>
          <Input
            prefix={<SafetyOutlined />}
            maxLength={CAPTCHA_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={f('pages.register.captcha')}
          />
        </Form.Item>
        <Button onClick={onSend} loading={sender.sending} disabled={sender.cooldown > 0 || sender.left <= 0} data-testid="register-send-code">
          {sender.cooldown > 0 ? f('pages.login.resendIn', { seconds: sender.cooldown }) : f('pages.login.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
