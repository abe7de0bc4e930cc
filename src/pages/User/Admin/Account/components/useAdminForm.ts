/**
 * The state every administration dialog shares: its form, the submit with client validation first, the
 * saving flag, and a failed call shown as field errors under their fields plus the message above the form.
 */
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { failureMessage, fieldMessages } from '@/utils/apiError';

function applyFailure(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  const fields = Object.entries(fieldMessages(error)).filter(([name]) => fieldNames.includes(name));
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return failureMessage(error);
}

/** `serverFields`: the fields whose server-side errors are shown under the field (others go above the form). */
export function useAdminForm<Values>(serverFields: readonly string[]) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Validates, then runs `action` with the values; a validation failure leaves the messages under the fields. */
  const submit = (action: (values: Values) => Promise<void>) => async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await action(values);
    } catch (e) {
      setError(applyFailure(form, e, serverFields));
    } finally {
      setSaving(false);
    }
  };

  return { form, error, setError, saving, submit };
}
