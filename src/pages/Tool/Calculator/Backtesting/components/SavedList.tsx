/** Saved backtests (own and shared with the caller): load, copy the link, share or unshare, delete (own only). */
import { Button, Popconfirm, Space, Switch, message } from 'antd';
import type { SavedSummary } from '@common/contract/backtesting';
import ClientTable from '@/components/ClientTable';
import { useDeleteBacktest, useSavedBacktests, useShareBacktest } from '../service';
import { num, pct, useText } from './useText';

/** The page's address with `?saved=<id>` (hash routes). */
export const savedLink = (id: string): string =>
  `${window.location.origin}${window.location.pathname}#/tool/calculator/backtesting?saved=${encodeURIComponent(id)}`;

export default function SavedList({ onLoad }: { onLoad: (id: string) => void }) {
  const text = useText();
  const list = useSavedBacktests();
  const share = useShareBacktest();
  const remove = useDeleteBacktest();
  const copy = (id: string) =>
    navigator.clipboard?.writeText(savedLink(id)).then(
      () => message.success(text('saved.copied')),
      () => message.info(savedLink(id)),
    );
  return (
    <ClientTable<SavedSummary>
      aria-label={text('saved.title')}
      rows={list.data ?? []}
      loading={list.isLoading}
      rowKey="id"
      searchText={(r) => `${r.name} ${r.ownerName}`}
      exportName="backtests-saved"
      exportColumns={[
        { title: text('saved.name'), value: (r) => r.name },
        { title: text('saved.owner'), value: (r) => r.ownerName },
        { title: text('metric.cumulativeReturn'), value: (r) => r.cumulativeReturn ?? '' },
        { title: text('metric.sharpe'), value: (r) => r.sharpe ?? '' },
        { title: text('metric.maxDrawdown'), value: (r) => r.maxDrawdown ?? '' },
      ]}
      columns={[
        { key: 'name', title: text('saved.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { key: 'owner', title: text('saved.owner'), dataIndex: 'ownerName' },
        {
          key: 'cum',
          title: text('metric.cumulativeReturn'),
          render: (_: unknown, r) => pct(r.cumulativeReturn),
          sorter: (a, b) => (a.cumulativeReturn ?? 0) - (b.cumulativeReturn ?? 0),
        },
        { key: 'sharpe', title: text('metric.sharpe'), render: (_: unknown, r) => num(r.sharpe), sorter: (a, b) => (a.sharpe ?? 0) - (b.sharpe ?? 0) },
        { key: 'mdd', title: text('metric.maxDrawdown'), render: (_: unknown, r) => pct(r.maxDrawdown) },
        {
          key: 'shared',
          title: text('saved.shared'),
          render: (_: unknown, r) => (
            <Switch aria-label={text('saved.shared')} checked={r.shared} disabled={!r.mine} onChange={(shared) => share.mutate({ id: r.id, shared })} />
          ),
        },
        {
          key: 'actions',
          title: text('saved.actions'),
          render: (_: unknown, r) => (
            <Space>
              <Button size="small" onClick={() => onLoad(r.id)}>
                {text('saved.load')}
              </Button>
              <Button size="small" onClick={() => void copy(r.id)}>
                {text('saved.copyLink')}
              </Button>
              {r.mine ? (
                <Popconfirm title={text('saved.deleteConfirm')} onConfirm={() => remove.mutate({ id: r.id })}>
                  <Button size="small" danger>
                    {text('saved.delete')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
