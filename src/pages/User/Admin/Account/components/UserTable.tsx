/**
 * The accounts (admin/list): keyword search and paging on the server (10 per page), sort and filter of the
 * rows shown, CSV export of those rows, and per user: edit name/role, disable/enable, reset password,
 * deregister (confirmation naming the user). Refusals (e.g. an administrator disabling themself) are
 * shown in the user's language. After a change the table (and the audit trail) reload by themselves.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Alert, Button, message, Tag } from 'antd';
import { useState } from 'react';
import { isAdminRole } from '@common/access/routeAccess';
import type { AdminUser } from '@common/contract/user';
import { usePagedTable } from '@/hooks/usePagedTable';
import { failureMessage } from '@/utils/apiError';
import { exportCsv } from '@/utils/csvExport';
import { DATE_TIME, DATE_TIME_COMPACT } from '@/utils/dateTime';
import { useApproveUser, useDeregisterUser, USERS_PATH, useUpdateUser } from '../service';
import CreateUserModal from './CreateUserModal';
import EditUserModal from './EditUserModal';
import ResetPasswordModal from './ResetPasswordModal';
import UserActions from './UserActions';

export default function UserTable() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ownId = useModel('@@initialState').initialState?.currentUser?.id;
  // The rows on screen: the role filter offers their roles, the export writes them.
  const { actionRef, error, shown, load, pagination } = usePagedTable(USERS_PATH);
  const updateUser = useUpdateUser();
  const deregisterUser = useDeregisterUser();
  const approveUser = useApproveUser();
  const [filters, setFilters] = useState<{ role?: string[]; status?: string[] }>({});
  const passesFilters = (u: AdminUser) =>
    (!filters.role?.length || filters.role.includes(u.role)) && (!filters.status?.length || filters.status.includes(u.disabled ? 'disabled' : 'active'));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  // Compact (no year) so a date fits one line at 1280 px; the full moment is the tooltip.
  const when = (ms: number | null) =>
    ms ? (
      <span title={intl.formatDate(ms, DATE_TIME)} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(ms, DATE_TIME_COMPACT)}
      </span>
    ) : (
      <span style={{ whiteSpace: 'nowrap' }}>{f('admin.never')}</span>
    );
  const nowrap = (title: string) => (
    <span data-nowrap style={{ whiteSpace: 'nowrap' }}>
      {title}
    </span>
  );

  const run = async (action: () => Promise<unknown>, notice: string) => {
    try {
      await action();
      message.success(notice);
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const columns: ProColumns<AdminUser>[] = [
    { title: f('admin.field.username'), dataIndex: 'username', sorter: (a, b) => a.username.localeCompare(b.username) },
    { title: f('admin.field.name'), dataIndex: 'name', responsive: ['md'], ellipsis: true, sorter: (a, b) => a.name.localeCompare(b.name) },
    { title: nowrap(f('admin.field.phone')), dataIndex: 'phone', responsive: ['lg'], render: (_, u) => <span dir="ltr">{u.phone ?? '—'}</span> },
    {
      // The header stays on one line beside its sort and filter icons.
      title: nowrap(f('admin.field.role')),
      dataIndex: 'role',
      key: 'role',
      width: 130,
      ellipsis: true,
      sorter: (a, b) => a.role.localeCompare(b.role),
      filters: [...new Set(shown.map((u) => u.role))].sort().map((r) => ({ text: r, value: r })),
      onFilter: (value, u) => u.role === value,
      render: (_, u) => <Tag color={isAdminRole(u.role) ? 'gold' : undefined}>{u.role}</Tag>,
    },
    {
      title: nowrap(f('admin.field.status')),
      dataIndex: 'disabled',
      key: 'status',
      filters: [
        { text: f('admin.status.active'), value: 'active' },
        { text: f('admin.status.disabled'), value: 'disabled' },
      ],
      onFilter: (value, u) => (value === 'disabled') === u.disabled,
      render: (_, u) => (
        <>
          {u.disabled ? <Tag color="red">{f('admin.status.disabled')}</Tag> : <Tag color="green">{f('admin.status.active')}</Tag>}
          {u.pending && <Tag color="orange">{f('admin.users.pending')}</Tag>}
        </>
      ),
    },
    {
      title: nowrap(f('admin.field.createdAt')),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      sorter: (a, b) => a.createdAt - b.createdAt,
      render: (_, u) => when(u.createdAt),
    },
    {
      title: nowrap(f('admin.field.lastLoginAt')),
      dataIndex: 'lastLoginAt',
      responsive: ['lg'],
      sorter: (a, b) => (a.lastLoginAt ?? 0) - (b.lastLoginAt ?? 0),
      render: (_, u) => when(u.lastLoginAt),
    },
    {
      title: f('admin.field.actions'),
      valueType: 'option',
      fixed: 'right', // pinned at the row's end, mirrored in Arabic (issue 18: clipped Actions at 1440 px)
      render: (_, u) => (
        <UserActions
          user={u}
          own={u.id === ownId}
          onApprove={() => run(() => approveUser.mutateAsync({ userId: u.id }), f('admin.users.approved', { username: u.username }))}
          onEdit={() => setEditing(u)}
          onToggleDisabled={() =>
            run(
              () => updateUser.mutateAsync({ userId: u.id, disabled: !u.disabled }),
              f(u.disabled ? 'admin.enable.done' : 'admin.disable.done', { user: u.username }),
            )
          }
          onResetPassword={() => setResetting(u)}
          onDeregister={() => run(() => deregisterUser.mutateAsync({ userId: u.id }), f('admin.delete.done', { user: u.username }))}
        />
      ),
    },
  ];

  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
      <ProTable<AdminUser>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        // Narrow screens: fewer columns (responsive) and a scroll inside the card rather than the page.
        scroll={{ x: 'max-content' }}
        search={false}
        headerTitle={f('admin.users.title')}
        options={{ search: { placeholder: f('admin.users.search'), allowClear: true }, reload: true, density: false, setting: false }}
        pagination={pagination}
        locale={{ emptyText: f('admin.users.empty') }}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {f('admin.action.create')}
          </Button>,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() =>
              exportCsv('users', shown.filter(passesFilters), [
                { title: f('admin.field.username'), value: (u) => u.username },
                { title: f('admin.field.name'), value: (u) => u.name },
                { title: f('admin.field.phone'), value: (u) => u.phone },
                { title: f('admin.field.role'), value: (u) => u.role },
                { title: f('admin.field.status'), value: (u) => f(u.disabled ? 'admin.status.disabled' : 'admin.status.active') },
                { title: f('admin.field.createdAt'), value: (u) => u.createdAt, time: DATE_TIME },
                { title: f('admin.field.lastLoginAt'), value: (u) => u.lastLoginAt, time: DATE_TIME },
              ])
            }
          >
            {f('admin.export')}
          </Button>,
        ]}
        onChange={(_, tableFilters) => setFilters({ role: tableFilters.role as string[] | undefined, status: tableFilters.status as string[] | undefined })}
        request={(params) => load({ current: params.current, pageSize: params.pageSize, keyword: params.keyword?.trim() || undefined })}
      />
      <CreateUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(u) => {
          setCreating(false);
          message.success(f('admin.create.done', { user: u.username }));
        }}
      />
      <EditUserModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(u) => {
          setEditing(null);
          message.success(f('admin.edit.done', { user: u.username }));
        }}
      />
      <ResetPasswordModal
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(revokedSessions) => {
          const user = resetting?.username ?? '';
          setResetting(null);
          message.success(f('admin.reset.done', { user, sessions: revokedSessions }));
        }}
      />
    </>
  );
}
