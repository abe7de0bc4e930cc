/**
 * The builder pages the user may read: title (examples badged), version, owner, shared, updated; sorted, filtered,
 * paged (10) and exported by the shared client table. Actions follow the server's rules (docs/builder.md): the
 * owner or an administrator edits, shares and removes; anyone copies (an example's editable copy is the way to
 * change one); a removal the server refuses (a published page) shows the server's reason.
 */
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button, message, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PageSummary } from '@common/contract/builder';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { useListColumns } from '../../components/listColumns';
import { useCopyPage, usePageList, useRemovePage, useSharePage } from '../service';

interface Props {
  onEdit: (id: string) => void;
  toolbar?: React.ReactNode;
}

export default function PageTable({ onEdit, toolbar }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const { isAdmin } = useAccess();
  const list = usePageList();
  const copy = useCopyPage();
  const share = useSharePage();
  const remove = useRemovePage();
  const col = useListColumns<PageSummary>();
  const mayChange = (p: PageSummary) => isAdmin || (!p.example && p.ownerId === me);
  const ownerText = (p: PageSummary) => (p.example ? f('builderEditor.owner.example') : p.ownerId === me ? f('builderEditor.owner.me') : (p.ownerId ?? ''));
  const kindText = (p: PageSummary) => f(p.example ? 'builderEditor.example' : 'builderEditor.userMade');

  const makeCopy = (p: PageSummary) =>
    copy.mutate(
      { id: p.id },
      {
        onSuccess: ({ data }) => {
          void message.success(f('builderEditor.copied', { title: p.title }));
          onEdit(data.id);
        },
        onError: col.fail,
      },
    );

  const columns: ColumnsType<PageSummary> = [
    col.title((p) => (
      <Space wrap>
        <Typography.Text>{p.title}</Typography.Text>
        {p.example && <Tag color="gold">{f('builderEditor.example')}</Tag>}
      </Space>
    )),
    col.version,
    { key: 'owner', title: f('builderEditor.col.owner'), render: (_, p) => ownerText(p) },
    col.shared((p) => mayChange(p) && !p.example, share),
    {
      key: 'kind',
      title: f('builderEditor.col.kind'),
      filters: [
        { text: f('builderEditor.example'), value: true },
        { text: f('builderEditor.userMade'), value: false },
      ],
      onFilter: (value, p) => p.example === value,
      render: (_, p) => kindText(p),
    },
    col.updated,
    col.actions((p) => (
      <>
        {mayChange(p) && (
          <Button size="small" onClick={() => onEdit(p.id)}>
            {f('builderEditor.edit')}
          </Button>
        )}
        <Button size="small" loading={copy.isPending && copy.variables?.id === p.id} onClick={() => makeCopy(p)}>
          {f(p.example ? 'builderEditor.copyExample' : 'builderEditor.copy')}
        </Button>
        {!mayChange(p) && (
          <Button size="small" type="link" onClick={() => onEdit(p.id)}>
            {f('builderEditor.view')}
          </Button>
        )}
        {mayChange(p) && !p.example && col.removeButton(p, () => remove.mutateAsync({ id: p.id }))}
      </>
    )),
  ];

  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <ClientTable<PageSummary>
      aria-label={f('builderEditor.pages')}
      rows={newestFirst(list.data)}
      loading={list.isLoading}
      columns={columns}
      rowKey="id"
      exportName="builder-pages"
      searchText={(p) => p.title}
      toolbar={toolbar}
      emptyText={f('builderEditor.pages.none')}
      exportColumns={[
        col.exports.title,
        col.exports.version,
        { title: f('builderEditor.col.owner'), value: ownerText },
        col.exports.shared,
        { title: f('builderEditor.col.kind'), value: kindText },
        col.exports.updated,
      ]}
    />
  );
}

/** Until a column is sorted, the most recently updated first. */
const newestFirst = (rows: readonly PageSummary[] | undefined): PageSummary[] => [...(rows ?? [])].sort((a, b) => b.updatedAt - a.updatedAt);
