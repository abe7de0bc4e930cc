/**
 * /user/admin/authentic (administrators): grant and revoke pages per user, and copy one user's pages to
 * others. Grants are per user only: the server has no per-role grants (a role containing 'admin' simply
 * holds every page).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Empty, Form } from 'antd';
import { useState } from 'react';
import type { UserOption } from '@common/contract/user';
import UserPicker from '../components/UserPicker';
import AccessEditor from './components/AccessEditor';

export default function AdminAuthenticPage() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [user, setUser] = useState<UserOption | null>(null);
  return (
    <PageContainer title={f('menu.user.adminAuthentic')} content={f('admin.access.intro')}>
      <Alert type="info" showIcon message={f('admin.access.noRoleGrants')} style={{ marginBlockEnd: 16 }} />
      <Card style={{ marginBlockEnd: 16 }}>
        <Form layout="inline">
          <Form.Item label={f('admin.access.pickUser')} htmlFor="access-user">
            <UserPicker
              id="access-user"
              value={user?.id}
              onChange={(_, picked) => setUser(picked ?? null)}
              placeholder={f('admin.access.pickUserHint')}
              aria-label={f('admin.access.pickUser')}
            />
          </Form.Item>
        </Form>
      </Card>
      {user ? <AccessEditor key={user.id} user={user} /> : <Empty description={f('admin.access.pickFirst')} />}
    </PageContainer>
  );
}
