/**
 * /user/account: who the user is (profile and access summary), changing the password (which signs out
 * the account's other sessions), the active sessions with "sign out other sessions", and logout.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Button, Card, Col, Row } from 'antd';
import { logoutAndLeave } from '@/session/logout';
import ChangePassword from './components/ChangePassword';
import Profile from './components/Profile';
import Sessions from './components/Sessions';
import { useSessions } from './service';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/account';

export default function AccountPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('account');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const sessions = useSessions();

  return (
    <PageContainer
      title={f('menu.user.account')}
      extra={
        <Button icon={<LogoutOutlined />} onClick={() => void logoutAndLeave(setInitialState)}>
          {f('avatar.logout')}
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Card title={f('account.profile.title')}>{user ? <Profile user={user} /> : null}</Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={f('account.password.title')}>
            <ChangePassword />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card title={f('account.sessions.title')}>
            <Sessions sessions={sessions} />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
