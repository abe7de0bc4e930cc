/**
 * The code field of the login page's phone form and the register form: the code input and, beside it, the send
 * button, which counts down between codes and stops when the visit's codes are used up (useCaptchaSender).
 */
import { SafetyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space } from 'antd';
import { CAPTCHA_LENGTH } from '@common/contract/formats';
import { formRules } from '../rules';
import type { CaptchaSender } from './useCaptchaSender';

interface Props {
  /** Locale key of the field's label (also its required-field message). */
  labelKey: string;
  sender: CaptchaSender;
  onSend: () => void;
  sendTestId: string;
}

export default function CaptchaCodeField({ labelKey, sender, onSend, sendTestId }: Props) {
  const intl = useIntl();
  const rules = formRules(intl);
  const label = intl.formatMessage({ id: labelKey });
  return (
    <Form.Item label={label} required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[rules.required(labelKey), rules.captcha]}>
          <Input prefix={<SafetyOutlined />} maxLength={CAPTCHA_LENGTH} inputMode="numeric" autoComplete="one-time-code" aria-label={label} />
        </Form.Item>
        <Button onClick={onSend} loading={sender.sending} disabled={sender.cooldown > 0 || sender.left <= 0} data-testid={sendTestId}>
          {sender.cooldown > 0
            ? intl.formatMessage({ id: 'pages.login.resendIn' }, { seconds: sender.cooldown })
            : intl.formatMessage({ id: 'pages.login.sendCode' })}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
