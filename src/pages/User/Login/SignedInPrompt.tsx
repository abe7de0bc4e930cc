/**
 * Shown instead of the forms when this browser already holds a valid session: continue as that user (to the
 * page the user came from), or sign out and use another account.
 */
import { history, useIntl, useLocation, useModel } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { CurrentUser } from '@common/contract/user';
import { Para } from '@/components/Plain';
import { redirectFromSearch } from '@/session/redirect';

export default function SignedInPrompt({ user, onSignedOut }: { user: CurrentUser; onSignedOut: () => void }) {
  const intl = useIntl();
  const { search } = useLocation();
  const { setInitialState } = useModel('@@initialState');
  const [leaving, setLeaving] = useState(false);
  const name = user.name || user.username;
  const f = (id: string) => intl.formatMessage({ id }, { name });

  const continueAs = () => {
    // The user is in state before the navigation, as after a login (the layout's page-change guard).
    flushSync(() => setInitialState((state) => ({ ...state, currentUser: user })));
    history.replace(redirectFromSearch(search));
  };
  const switchAccount = async () => {
    setLeaving(true);
    const { logoutAndLeave } = await import('@/session/logout');
    await logoutAndLeave(setInitialState);
    setLeaving(false);
    onSignedOut();
  };

  return (
    <div data-testid="signed-in-prompt">
      <Para style={{ textAlign: 'center' }}>{f('pages.login.signedInAs')}</Para>
      <Button type="primary" block onClick={continueAs} style={{ marginBottom: 12 }}>
        {f('pages.login.continueAs')}
      </Button>
      <Button block loading={leaving} onClick={() => void switchAccount()}>
        {f('pages.login.switchAccount')}
      </Button>
    </div>
  );
}
