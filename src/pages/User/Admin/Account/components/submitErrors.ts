/** Shows a failed admin call in a form: field errors under their fields, the message above the form. */
import type { FormInstance } from 'antd';
import { failureMessage, fieldMessages } from '@/utils/apiError';

export function applyFailure(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  const fields = Object.entries(fieldMessages(error)).filter(([name]) => fieldNames.includes(name));
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return failureMessage(error);
}
