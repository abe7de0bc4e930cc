/**
 * The library components the user may read: title, kind, version, how many pages use it, shared, updated; sorted,
 * filtered, paged (10) and exported by the shared client table. A component some page places is not removed: the
 * server refuses (409) and its message is shown.
 */
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentSummary } from '@common/contract/builder';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { PANEL_KIND_LIST } from '@/components/PanelEditor/panelTemplates';
import { useListColumns } from '../../components/listColumns';
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
  const col = useListColumns<ComponentSummary>();
  const mayChange = (c: ComponentSummary) => isAdmin || c.ownerId === me;
  const kindText = (c: ComponentSummary) => f(`builderEditor.kind.${c.kind}`);

  const columns: ColumnsType<ComponentSummary> = [
    col.title(),
    {
      key: 'kind',
      title: f('builderEditor.panel.kind'),
      filters: PANEL_KIND_LIST.map((kind) => ({ text: f(`builderEditor.kind.${kind}`), value: kind })),
      onFilter: (value, c) => c.kind === value,
      render: (_, c) => kindText(c),
    },
    col.version,
    {
      key: 'usedBy',
      title: f('builderEditor.col.usedBy'),
      sorter: (a, b) => a.usedBy - b.usedBy,
      render: (_, c) => f('builderEditor.usedBy.count', { count: c.usedBy }),
    },
    col.shared(mayChange, share),
    col.updated,
    col.actions((c) => (
      <>
        <Button size="small" onClick={() => onEdit(c.id)}>
          {f(mayChange(c) ? 'builderEditor.edit' : 'builderEditor.view')}
        </Button>
        {mayChange(c) && col.removeButton(c, () => remove.mutateAsync({ id: c.id }))}
      </>
    )),
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
        col.exports.title,
        { title: f('builderEditor.panel.kind'), value: kindText },
        col.exports.version,
        { title: f('builderEditor.col.usedBy'), value: (c) => c.usedBy },
        col.exports.shared,
        col.exports.updated,
      ]}
    />
  );
}
