/**
 * /user/admin/account (administrators): the accounts and what was done to them. Every change made here
 * is written to the audit trail by the server; the audit tab reloads after each change.
 */
import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tabs } from 'antd';
import { useRef } from 'react';
import AuditTable from './components/AuditTable';
import UserTable from './components/UserTable';

export default function AdminAccountPage() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const auditRef = useRef<ActionType>();
  return (
    <PageContainer title={f('menu.user.adminAccount')} content={f('admin.account.intro')}>
      <Tabs
        items={[
          { key: 'users', label: f('admin.tab.users'), children: <UserTable onChanged={() => auditRef.current?.reload()} /> },
          { key: 'audit', label: f('admin.tab.audit'), children: <AuditTable actionRef={auditRef} /> },
        ]}
      />
    </PageContainer>
  );
}
