/**
 * Field rules of the login and register forms (docs/spec-reference.md#5-validation-rules leaves them open;
 * docs/web-shell.md records the choice). Limits come from the contract so the form and the server agree; messages
 * from the locale files.
 */
import type { useIntl } from '@umijs/max';
import type { Rule } from 'antd/es/form';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@common/contract/formats';

type Intl = ReturnType<typeof useIntl>;

export function formRules(intl: Intl) {
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const usernameLimits = { min: USERNAME_MIN, max: USERNAME_MAX };
  return {
    /** Required, naming the field by its label key. */
    required: (labelId: string): Rule => ({ required: true, whitespace: true, message: f('validation.required', { field: f(labelId) }) }),
    maxLength: (max: number): Rule => ({ max, message: f('validation.maxLength', { max }) }),
    username: [
      { ...usernameLimits, message: f('validation.username', usernameLimits) },
      { pattern: new RegExp(USERNAME_PATTERN), message: f('validation.username', usernameLimits) },
    ] as Rule[],
    phone: { pattern: new RegExp(PHONE_PATTERN), message: f('validation.phone') } as Rule,
    password: { min: PASSWORD_MIN, max: PASSWORD_MAX, message: f('validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }) } as Rule,
    captcha: { pattern: new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`), message: f('validation.captcha') } as Rule,
    /** The confirmation must equal the field `other`. */
    sameAs:
      (other: string): Rule =>
      ({ getFieldValue }) => ({
        validator: (_rule, value) =>
          !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(f('validation.confirmMismatch'))),
      }),
  };
}
