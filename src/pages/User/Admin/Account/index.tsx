/**
 * /user/admin/account (administrators): the accounts and what was done to them. Every change made here
 * is written to the audit trail by the server; the audit tab reloads after each change (service.ts).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tabs } from 'antd';
import AuditTable from './components/AuditTable';
import RoleTable from './components/RoleTable';
import UserTable from './components/UserTable';

export default function AdminAccountPage() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <PageContainer title={f('menu.user.adminAccount')} content={f('admin.account.intro')}>
      <Tabs
        items={[
          { key: 'users', label: f('admin.tab.users'), children: <UserTable /> },
          { key: 'roles', label: f('admin.tab.roles'), children: <RoleTable /> },
          { key: 'audit', label: f('admin.tab.audit'), children: <AuditTable /> },
        ]}
      />
    </PageContainer>
  );
}
