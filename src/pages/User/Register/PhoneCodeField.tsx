/**
 * The register form's code step: once a mobile number is entered, a code field with a send button (captcha/send with
 * purpose `register`). The server sends a code only to a number no account uses and answers the same either way,
 * so the page says "if the number is free, a code is on its way" and never whether the number is taken.
 */
import { useIntl } from '@umijs/max';
import { Form, notification, type FormInstance } from 'antd';
import CaptchaCodeField from '../components/CaptchaCodeField';
import { useCaptchaSender } from '../components/useCaptchaSender';

export default function PhoneCodeField({ form, onError }: { form: FormInstance; onError: (e: unknown) => void }) {
  const intl = useIntl();
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

  return <CaptchaCodeField labelKey="pages.register.captcha" sender={sender} onSend={onSend} sendTestId="register-send-code" />;
}
