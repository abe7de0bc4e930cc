/** Shared submit logic of both login tabs: call, show the server's error once in the user's language (at its field when it has one), or finish the login. */
import { useLocation, useModel } from '@umijs/max';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { LoginResult } from '@common/contract/user';
import { redirectFromSearch } from '@/session/redirect';
import { formFailure } from '@/utils/apiError';

type Actions = typeof import('../authActions');

export function useLoginSubmit<V extends object>(form: FormInstance<V>, login: (actions: Actions, values: V) => Promise<LoginResult>) {
  const { setInitialState } = useModel('@@initialState');
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: V) => {
    setError(null);
    setSubmitting(true);
    try {
      const actions = await import('../authActions');
      const result = await login(actions, values);
      await actions.completeLogin(result, setInitialState, redirectFromSearch(search));
    } catch (e) {
      const shown = formFailure(e, Object.keys(form.getFieldsValue()));
      setError(shown.alert);
      form.setFields(Object.entries(shown.fields).map(([name, message]) => ({ name: name as never, errors: [message] })));
    } finally {
      setSubmitting(false);
    }
  };

  return { error, setError, submitting, submit };
}
