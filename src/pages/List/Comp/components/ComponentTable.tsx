/**
 * The library components the user may read: title, kind, version, how many pages use it, shared, updated; sorted,
 * filtered, paged (10) and exported by the shared client table. A component some page places is not removed: the
 * server refuses (409) and its message is shown.
 */
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button, message, Popconfirm, Space, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentSummary } from '@common/contract/builder';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { PANEL_KIND_LIST } from '@/components/PanelEditor/panelTemplates';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import { useComponents, useRemoveComponent, useShareComponent } from '../service';

export default function ComponentTable({ onEdit, toolbar }: { onEdit: (id: string) => void; toolbar?: React.ReactNode }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const { isAdmin } = useAccess();
  const list = useComponents();
  const share = useShareComponent();
  const remove = useRemoveComponent();
  const mayChange = (c: ComponentSummary) => isAdmin || c.ownerId === me;
  const kindText = (c: ComponentSummary) => f(`builderEditor.kind.${c.kind}`);
  const sharedText = (c: ComponentSummary) => f(c.shared ? 'builderEditor.shared.yes' : 'builderEditor.shared.no');
  const fail = (error: unknown) => void message.error(failureMessage(error));

  const columns: ColumnsType<ComponentSummary> = [
    { key: 'title', title: f('builderEditor.col.title'), dataIndex: 'title', sorter: (a, b) => a.title.localeCompare(b.title) },
    {
      key: 'kind',
      title: f('builderEditor.panel.kind'),
      filters: PANEL_KIND_LIST.map((kind) => ({ text: f(`builderEditor.kind.${kind}`), value: kind })),
      onFilter: (value, c) => c.kind === value,
      render: (_, c) => kindText(c),
    },
    { key: 'version', title: f('builderEditor.col.version'), dataIndex: 'version', sorter: (a, b) => a.version - b.version },
    {
      key: 'usedBy',
      title: f('builderEditor.col.usedBy'),
      sorter: (a, b) => a.usedBy - b.usedBy,
      render: (_, c) => f('builderEditor.usedBy.count', { count: c.usedBy }),
    },
    {
      key: 'shared',
      title: f('builderEditor.col.shared'),
      filters: [
        { text: f('builderEditor.shared.yes'), value: true },
        { text: f('builderEditor.shared.no'), value: false },
      ],
      onFilter: (value, c) => c.shared === value,
      render: (_, c) =>
        mayChange(c) ? (
          <Switch
            size="small"
            checked={c.shared}
            aria-label={f('builderEditor.share', { title: c.title })}
            loading={share.isPending && share.variables?.id === c.id}
            onChange={(shared) => share.mutate({ id: c.id, shared }, { onError: fail })}
          />
        ) : (
          sharedText(c)
        ),
    },
    {
      key: 'updatedAt',
      title: f('builderEditor.col.updated'),
      sorter: (a, b) => a.updatedAt - b.updatedAt,
      render: (_, c) => intl.formatDate(c.updatedAt, DATE_TIME),
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: f('builderEditor.col.actions'),
      render: (_, c) => (
        <Space wrap>
          <Button size="small" onClick={() => onEdit(c.id)}>
            {f(mayChange(c) ? 'builderEditor.edit' : 'builderEditor.view')}
          </Button>
          {mayChange(c) && (
            <Popconfirm
              title={f('builderEditor.remove.confirm', { title: c.title })}
              okText={f('builderEditor.remove')}
              cancelText={f('builderEditor.cancel')}
              onConfirm={() => remove.mutateAsync({ id: c.id }).then(() => void message.success(f('builderEditor.removed', { title: c.title })), fail)}
            >
              <Button size="small" danger>
                {f('builderEditor.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <ClientTable<ComponentSummary>
      aria-label={f('builderEditor.components')}
      rows={[...(list.data ?? [])].sort((a, b) => b.updatedAt - a.updatedAt)}
      loading={list.isLoading}
      columns={columns}
      rowKey="id"
      exportName="builder-components"
      searchText={(c) => `${c.title} ${kindText(c)}`}
      toolbar={toolbar}
      emptyText={f('builderEditor.components.none')}
      exportColumns={[
        { title: f('builderEditor.col.title'), value: (c) => c.title },
        { title: f('builderEditor.panel.kind'), value: kindText },
        { title: f('builderEditor.col.version'), value: (c) => c.version },
        { title: f('builderEditor.col.usedBy'), value: (c) => c.usedBy },
        { title: f('builderEditor.col.shared'), value: sharedText },
        { title: f('builderEditor.col.updated'), value: (c) => c.updatedAt, time: DATE_TIME },
      ]}
    />
  );
}
