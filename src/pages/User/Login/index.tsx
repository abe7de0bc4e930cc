/**
 * Login page (outside the layout): password tab and phone-code tab, link to registration. A browser that is
 * already signed in is offered to continue as that user or to switch account instead of the forms.
 */
import { useIntl, useLocation } from '@umijs/max';
import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { Para } from '@/components/Plain';
import ThemedLink from '@/components/ThemedLink';
import { REGISTER_PATH } from '@/constants';
import AuthFrame from '../components/AuthFrame';
import PasswordLoginForm from './PasswordLoginForm';
import PhoneLoginForm from './PhoneLoginForm';
import { useStoredSession } from './useStoredSession';

// Only a browser that is already signed in needs it: off the login page's first load.
const SignedInPrompt = lazy(() => import('./SignedInPrompt'));

export default function Login() {
  const intl = useIntl();
  const { search } = useLocation();
  const [session, forget] = useStoredSession();
  const f = (id: string) => intl.formatMessage({ id });
  if (session.state === 'checking') return <AuthFrame>{null}</AuthFrame>;
  if (session.state === 'signedIn')
    return (
      <AuthFrame>
        <Suspense fallback={null}>
          <SignedInPrompt user={session.user} onSignedOut={forget} />
        </Suspense>
      </AuthFrame>
    );
  return (
    <AuthFrame>
      <Tabs
        centered
        items={[
          { key: 'password', label: f('pages.login.tab.password'), children: <PasswordLoginForm /> },
          { key: 'phone', label: f('pages.login.tab.phone'), children: <PhoneLoginForm /> },
        ]}
      />
      <Para style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {f('pages.login.noAccount')} <ThemedLink to={`${REGISTER_PATH}${search}`}>{f('pages.login.toRegister')}</ThemedLink>
      </Para>
    </AuthFrame>
  );
}
