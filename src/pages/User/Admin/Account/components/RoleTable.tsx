/**
 * The managed roles (role/list): each role with the accounts holding it; add, rename (its accounts follow) and
 * delete (only a role no account holds). The administrator role is protected: shown with a tag, no rename or
 * delete. Refusals of the server are shown in the user's language.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, message, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ROLE_MAX, ROLE_PATTERN, type RoleInfo } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import ConfirmedAction from '../../components/ConfirmedAction';
import { useCreateRole, useDeleteRole, useRenameRole, useRoles } from '../service';

export default function RoleTable() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const roles = useRoles();
  const createRole = useCreateRole();
  const renameRole = useRenameRole();
  const deleteRole = useDeleteRole();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const valid = (value: string) => value.length > 0 && value.length <= ROLE_MAX && new RegExp(ROLE_PATTERN).test(value);

  const run = async (action: () => Promise<unknown>, notice: string) => {
    try {
      await action();
      message.success(notice);
      return true;
    } catch (e) {
      message.error(failureMessage(e));
      return false;
    }
  };

  const add = async () => {
    const role = name.trim();
    if (await run(() => createRole.mutateAsync({ name: role }), f('admin.roles.added', { role }))) setName('');
  };

  const rename = async () => {
    if (!renaming) return;
    const { from, to } = renaming;
    if (await run(() => renameRole.mutateAsync({ name: from, newName: to.trim() }), f('admin.roles.renamed', { from, to: to.trim() }))) setRenaming(null);
  };

  const blocked = (r: RoleInfo) => (r.protected ? f('admin.roles.protectedWhy') : r.users > 0 ? f('admin.roles.inUseWhy', { count: r.users }) : null);

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }} data-testid="role-table">
      {roles.error && <Alert type="error" showIcon message={failureMessage(roles.error)} />}
      <Form layout="inline" onFinish={add}>
        <Form.Item
          label={f('admin.roles.new')}
          htmlFor="new-role"
          validateStatus={name && !valid(name.trim()) ? 'error' : undefined}
          help={name && !valid(name.trim()) ? f('admin.role.pattern') : undefined}
        >
          <Input id="new-role" value={name} maxLength={ROLE_MAX} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!valid(name.trim())} loading={createRole.isPending}>
          {f('admin.roles.add')}
        </Button>
      </Form>
      <Table<RoleInfo>
        rowKey="name"
        size="small"
        loading={roles.isPending}
        dataSource={roles.data ?? []}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: f('admin.field.role'),
            dataIndex: 'name',
            sorter: (a, b) => a.name.localeCompare(b.name),
            render: (_, r) =>
              renaming?.from === r.name ? (
                <Space.Compact>
                  <Input
                    aria-label={f('admin.roles.newName')}
                    value={renaming.to}
                    maxLength={ROLE_MAX}
                    onChange={(e) => setRenaming({ from: r.name, to: e.target.value })}
                    onPressEnter={rename}
                  />
                  <Button type="primary" onClick={rename} disabled={!valid(renaming.to.trim())}>
                    {f('admin.save')}
                  </Button>
                  <Button onClick={() => setRenaming(null)}>{f('admin.cancel')}</Button>
                </Space.Compact>
              ) : (
                <Space size="small">
                  {r.name}
                  {r.protected && <Tag color="gold">{f('admin.roles.protected')}</Tag>}
                </Space>
              ),
          },
          { title: f('admin.roles.users'), dataIndex: 'users', sorter: (a, b) => a.users - b.users, width: 120 },
          {
            title: f('admin.field.actions'),
            key: 'actions',
            fixed: 'right', // pinned at the row's end, mirrored in Arabic (issue 18: clipped Actions at 1440 px)
            width: 200,
            render: (_, r) => {
              const why = blocked(r);
              return (
                <Space size="small">
                  <Button type="link" size="small" disabled={r.protected} onClick={() => setRenaming({ from: r.name, to: r.name })}>
                    {f('admin.roles.rename')}
                  </Button>
                  <ConfirmedAction
                    blockedReason={why}
                    danger
                    confirm={{
                      title: f('admin.roles.deleteConfirm', { role: r.name }),
                      okText: f('admin.roles.delete'),
                      okButtonProps: { danger: true },
                      cancelText: f('admin.cancel'),
                      onConfirm: () => run(() => deleteRole.mutateAsync({ name: r.name }), f('admin.roles.deleted', { role: r.name })),
                    }}
                  >
                    {f('admin.roles.delete')}
                  </ConfirmedAction>
                </Space>
              );
            },
          },
        ]}
      />
    </Space>
  );
}
