/** Login page (outside the layout): password tab and phone-code tab, link to registration. */
import { Link, useIntl, useLocation } from '@umijs/max';
import { Tabs } from 'antd';
import { Para } from '@/components/Plain';
import { REGISTER_PATH } from '@/constants';
import AuthFrame from '../components/AuthFrame';
import PasswordLoginForm from './PasswordLoginForm';
import PhoneLoginForm from './PhoneLoginForm';

export default function Login() {
  const intl = useIntl();
  const { search } = useLocation();
  const f = (id: string) => intl.formatMessage({ id });
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
        {f('pages.login.noAccount')} <Link to={`${REGISTER_PATH}${search}`}>{f('pages.login.toRegister')}</Link>
      </Para>
    </AuthFrame>
  );
}
