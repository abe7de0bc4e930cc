/**
 * The builder pages the user may read: title (examples badged), version, owner, shared, updated; sorted, filtered,
 * paged (10) and exported by the shared client table. Actions follow the server's rules (docs/builder.md): the
 * owner or an administrator edits, shares and removes; anyone copies (an example's editable copy is the way to
 * change one); a removal the server refuses (a published page) shows the server's reason.
 */
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button, message, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PageSummary } from '@common/contract/builder';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
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
  const mayChange = (p: PageSummary) => isAdmin || (!p.example && p.ownerId === me);
  const ownerText = (p: PageSummary) => (p.example ? f('builderEditor.owner.example') : p.ownerId === me ? f('builderEditor.owner.me') : (p.ownerId ?? ''));

  const fail = (error: unknown) => void message.error(failureMessage(error));
  const makeCopy = (p: PageSummary) =>
    copy.mutate(
      { id: p.id },
      {
        onSuccess: ({ data }) => {
          void message.success(f('builderEditor.copied', { title: p.title }));
          onEdit(data.id);
        },
        onError: fail,
      },
    );

  const columns: ColumnsType<PageSummary> = [
    {
      key: 'title',
      title: f('builderEditor.col.title'),
      sorter: (a, b) => a.title.localeCompare(b.title),
      render: (_, p) => (
        <Space wrap>
          <Typography.Text>{p.title}</Typography.Text>
          {p.example && <Tag color="gold">{f('builderEditor.example')}</Tag>}
        </Space>
      ),
    },
    { key: 'version', title: f('builderEditor.col.version'), dataIndex: 'version', sorter: (a, b) => a.version - b.version },
    { key: 'owner', title: f('builderEditor.col.owner'), render: (_, p) => ownerText(p) },
    {
      key: 'shared',
      title: f('builderEditor.col.shared'),
      filters: [
        { text: f('builderEditor.shared.yes'), value: true },
        { text: f('builderEditor.shared.no'), value: false },
      ],
      onFilter: (value, p) => p.shared === value,
      render: (_, p) =>
        mayChange(p) && !p.example ? (
          <Switch
            size="small"
            checked={p.shared}
            aria-label={f('builderEditor.share', { title: p.title })}
            loading={share.isPending && share.variables?.id === p.id}
            onChange={(shared) => share.mutate({ id: p.id, shared }, { onError: fail })}
          />
        ) : (
          f(p.shared ? 'builderEditor.shared.yes' : 'builderEditor.shared.no')
        ),
    },
    {
      key: 'kind',
      title: f('builderEditor.col.kind'),
      filters: [
        { text: f('builderEditor.example'), value: true },
        { text: f('builderEditor.userMade'), value: false },
      ],
      onFilter: (value, p) => p.example === value,
      render: (_, p) => f(p.example ? 'builderEditor.example' : 'builderEditor.userMade'),
    },
    {
      key: 'updatedAt',
      title: f('builderEditor.col.updated'),
      sorter: (a, b) => a.updatedAt - b.updatedAt,
      render: (_, p) => intl.formatDate(p.updatedAt, DATE_TIME),
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: f('builderEditor.col.actions'),
      render: (_, p) => (
        <Space wrap>
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
          {mayChange(p) && !p.example && (
            <Popconfirm
              title={f('builderEditor.remove.confirm', { title: p.title })}
              okText={f('builderEditor.remove')}
              cancelText={f('builderEditor.cancel')}
              onConfirm={() => remove.mutateAsync({ id: p.id }).then(() => void message.success(f('builderEditor.removed', { title: p.title })), fail)}
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
        { title: f('builderEditor.col.title'), value: (p) => p.title },
        { title: f('builderEditor.col.version'), value: (p) => p.version },
        { title: f('builderEditor.col.owner'), value: ownerText },
        { title: f('builderEditor.col.shared'), value: (p) => f(p.shared ? 'builderEditor.shared.yes' : 'builderEditor.shared.no') },
        { title: f('builderEditor.col.kind'), value: (p) => f(p.example ? 'builderEditor.example' : 'builderEditor.userMade') },
        { title: f('builderEditor.col.updated'), value: (p) => p.updatedAt, time: DATE_TIME },
      ]}
    />
  );
}

/** Until a column is sorted, the most recently updated first. */
const newestFirst = (rows: readonly PageSummary[] | undefined): PageSummary[] => [...(rows ?? [])].sort((a, b) => b.updatedAt - a.updatedAt);
