/**
 * The real-time board (`/tool/trade/realtime`, docs/market-data/board.md): the user's named watchlists as tabs, each a
 * live grid of instruments and strategies (last, change, spread value, z-score, session sparkline, time, stale
 * marking), live through the app's one stream, with a detail drawer per row, the feeds' state and "DEMO DATA"
 * whenever a demo value is on screen.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { getLocale, useIntl, useLocation } from '@umijs/max';
import { Alert, Button, Card, Empty, Modal, message, Select, Space, Spin, Tabs, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_WATCHLIST_NAME, type Watchlist, type WatchlistColumn, type WatchlistSaveBody, Z_WINDOWS } from '@common/contract/board';
import DemoBadge from '@/components/DemoBadge';
import LiveGrid from '@/components/market/LiveGrid';
import SeriesDetailDrawer from '@/components/market/SeriesDetailDrawer';
import { createClock } from '@/services/market/clock';
import { useFeedStates } from '@/services/market/feedState';
import { productInfos, useProducts } from '@/services/market/instruments';
import { useExchangeCalendars } from '@/services/market/tradingCalendar';
import { strategyName } from '@/utils/strategyName';
import { liveValueOf, useLiveDemo } from '@/services/market/live';
import { rowsOf } from '@/services/market/rows';
import { rowSeriesQuery } from '@/services/market/series';
import { useStrategies } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { exportCsv } from '@/utils/csvExport';
import { findRouteChain, menuKeyOf, pageChainOf } from '@/utils/routeTree';
import { boardCsvColumns } from './boardCsv';
import ColumnsMenu from './components/ColumnsMenu';
import FeedStrip from './components/FeedStrip';
import ItemAdder from './components/ItemAdder';
import RenameModal from './components/RenameModal';
import { useDeleteWatchlist, useRenameWatchlist, useSaveWatchlist, useWatchlists } from './service';

type Dialog = { kind: 'add' } | { kind: 'rename'; list: Watchlist } | null;

/** Stable while the specs load, so the calendars hook does not re-ask. */
const NO_PRODUCTS: readonly { exchange: string; code: string }[] = [];

export default function BoardPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The group's own page is headed with the group's name, as in the menu and the breadcrumb (src/pages/Placeholder).
  const chain = findRouteChain(pathname);
  const title = chain ? intl.formatMessage({ id: menuKeyOf(pageChainOf(chain)) }) : undefined;
  const lists = useWatchlists();
  const strategies = useStrategies();
  const locale = getLocale();
  const products = useProducts(locale);
  // One phase clock per product for the page's life (reloaded with the specs and when a holiday calendar arrives).
  const calendarOf = useExchangeCalendars(products.data ?? NO_PRODUCTS);
  const productMap = useMemo(() => productInfos(products.data ?? [], calendarOf), [products.data, calendarOf]);
  const feeds = useFeedStates();
  const save = useSaveWatchlist();
  const rename = useRenameWatchlist();
  const remove = useDeleteWatchlist();
  const clock = useMemo(() => createClock(), []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const [detail, setDetail] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const demoShown = useLiveDemo();

  const all = lists.data ?? [];
  const current = all.find((l) => l.id === activeId) ?? all[0];
  // Seeded strategies read in the user's language, as on the strategy page (utils/strategyName).
  const strategyList = useMemo(
    () => strategies.data?.items.map((s) => ({ ...s, name: strategyName(s, (id) => intl.formatMessage({ id })) })),
    [strategies.data, intl],
  );
  const rows = useMemo(() => rowsOf(current?.items ?? [], strategyList, productMap, locale), [current?.items, strategyList, productMap, locale]);
  const feedGaps = useMemo(() => (feeds.data ?? []).map((f) => ({ name: f.name, normalGapMs: f.normalGapMs })), [feeds.data]);
  const listName = (l: Watchlist) => (l.name === DEFAULT_WATCHLIST_NAME ? intl.formatMessage({ id: 'board.list.default' }) : l.name);

  // The selection stays on a row when the list shrinks or changes.
  useEffect(() => {
    setSelected((i) => Math.max(0, Math.min(i, rows.length - 1)));
  }, [rows.length]);

  const saveCurrent = (change: Partial<WatchlistSaveBody>) => {
    if (!current) return;
    save.mutate(
      { id: current.id, name: current.name, items: current.items, columns: current.columns, zWindow: current.zWindow, ...change },
      { onError: (error) => void message.error(failureMessage(error)) },
    );
  };
  const moveItem = (by: -1 | 1) => {
    if (!current) return;
    const j = selected + by;
    if (j < 0 || j >= current.items.length) return;
    const items = [...current.items];
    [items[selected], items[j]] = [items[j], items[selected]];
    saveCurrent({ items });
    setSelected(j);
  };
  const removeItem = () => {
    if (!current?.items[selected]) return;
    saveCurrent({ items: current.items.filter((_, i) => i !== selected) });
  };
  const exportRows = () => {
    if (!current) return;
    const data = rows.map((meta) => ({
      meta,
      live: liveValueOf(meta.address),
      daily: queryClient.getQueryData(rowSeriesQuery(meta.address, '1d').queryKey)?.data,
      settles:
        meta.kind === 'md' && meta.product?.settles ? queryClient.getQueryData(rowSeriesQuery(`${meta.address}:settle`, '1d').queryKey)?.data : undefined,
    }));
    exportCsv(
      current.name,
      data,
      boardCsvColumns(current.zWindow, (id) => intl.formatMessage({ id })),
    );
  };
  const onSelect = useCallback((i: number) => setSelected(i), []);
  const onOpen = useCallback((i: number) => setDetail(i), []);

  const deleteList = (list: Watchlist) =>
    Modal.confirm({
      title: intl.formatMessage({ id: 'board.list.deleteConfirm' }, { name: listName(list) }),
      okText: intl.formatMessage({ id: 'board.list.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () =>
        remove.mutateAsync({ id: list.id }).then(
          () => setActiveId(null),
          (error) => void message.error(failureMessage(error)),
        ),
    });

  if (lists.isPending)
    return (
      <PageContainer>
        <Spin />
      </PageContainer>
    );
  if (lists.error || !current) {
    return (
      <PageContainer>
        <Alert
          type="error"
          showIcon
          message={failureMessage(lists.error)}
          action={<Button onClick={() => void lists.refetch()}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
        />
      </PageContainer>
    );
  }

  const toolbar = (
    <Space wrap>
      <ItemAdder
        strategies={strategyList ?? []}
        listed={current.items}
        onAdd={(address) => saveCurrent({ items: [...current.items, address] })}
        disabled={save.isPending}
      />
      <Tooltip title={intl.formatMessage({ id: 'board.item.up' })}>
        <Button icon={<ArrowUpOutlined />} aria-label={intl.formatMessage({ id: 'board.item.up' })} disabled={selected <= 0} onClick={() => moveItem(-1)} />
      </Tooltip>
      <Tooltip title={intl.formatMessage({ id: 'board.item.down' })}>
        <Button
          icon={<ArrowDownOutlined />}
          aria-label={intl.formatMessage({ id: 'board.item.down' })}
          disabled={selected >= rows.length - 1}
          onClick={() => moveItem(1)}
        />
      </Tooltip>
      <Button icon={<InfoCircleOutlined />} disabled={rows.length === 0} onClick={() => setDetail(selected)}>
        {intl.formatMessage({ id: 'board.detail.button' })}
      </Button>
      <Tooltip title={intl.formatMessage({ id: 'board.item.remove' })}>
        <Button icon={<DeleteOutlined />} aria-label={intl.formatMessage({ id: 'board.item.remove' })} disabled={rows.length === 0} onClick={removeItem} />
      </Tooltip>
      <Select
        aria-label={intl.formatMessage({ id: 'board.zWindow' })}
        value={current.zWindow}
        onChange={(zWindow) => saveCurrent({ zWindow })}
        options={Z_WINDOWS.map((w) => ({ value: w, label: intl.formatMessage({ id: 'board.zWindow.days' }, { days: w }) }))}
      />
      <ColumnsMenu visible={current.columns.visible} onChange={(visible: WatchlistColumn[]) => saveCurrent({ columns: { ...current.columns, visible } })} />
      <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
        {intl.formatMessage({ id: 'board.list.add' })}
      </Button>
      <Button icon={<DownloadOutlined />} disabled={rows.length === 0} onClick={exportRows}>
        {intl.formatMessage({ id: 'table.export' })}
      </Button>
      <Tooltip title={intl.formatMessage({ id: 'board.list.rename' })}>
        <Button
          icon={<EditOutlined />}
          aria-label={intl.formatMessage({ id: 'board.list.rename' })}
          onClick={() => setDialog({ kind: 'rename', list: current })}
        />
      </Tooltip>
    </Space>
  );

  return (
    <PageContainer
      title={title}
      extra={
        // ProLayout's heading extra does not wrap (white-space: nowrap): the feeds' line made a phone's page 459 px wide.
        <Space wrap style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
          <DemoBadge show={demoShown} />
          <FeedStrip feeds={feeds.data} failed={Boolean(feeds.error)} />
        </Space>
      }
    >
      <Card size="small">
        <Tabs
          type="editable-card"
          activeKey={current.id}
          onChange={(id) => {
            setActiveId(id);
            setSelected(0);
          }}
          onEdit={(key, action) => {
            if (action === 'add') setDialog({ kind: 'add' });
            else {
              const list = all.find((l) => l.id === key);
              if (list) deleteList(list);
            }
          }}
          hideAdd
          items={all.map((l) => ({ key: l.id, label: listName(l), closable: all.length > 1 }))}
        />
        {/* Below the tabs, not in the tab bar: there it took the bar's width and squeezed the tabs to a sliver. */}
        <div style={{ marginBottom: 8 }}>{toolbar}</div>
        {rows.length === 0 ? (
          <Empty description={intl.formatMessage({ id: 'board.emptyList' })} />
        ) : (
          <LiveGrid
            rows={rows}
            columns={current.columns.visible}
            zWindow={current.zWindow}
            feeds={feedGaps}
            clock={clock}
            selected={selected}
            onSelect={onSelect}
            onOpen={onOpen}
          />
        )}
      </Card>
      <SeriesDetailDrawer row={detail === null ? null : (rows[detail] ?? null)} onClose={() => setDetail(null)} />
      {dialog && (
        <RenameModal
          title={intl.formatMessage({ id: dialog.kind === 'add' ? 'board.list.add' : 'board.list.rename' })}
          initial={dialog.kind === 'rename' ? listName(dialog.list) : ''}
          onCancel={() => setDialog(null)}
          onOk={(name) => {
            const done = { onSuccess: () => setDialog(null), onError: (error: unknown) => void message.error(failureMessage(error)) };
            if (dialog.kind === 'rename') rename.mutate({ id: dialog.list.id, name }, done);
            else
              save.mutate(
                { name, items: [] },
                {
                  ...done,
                  onSuccess: (envelope) => {
                    setDialog(null);
                    setActiveId(envelope.data.id);
                  },
                },
              );
          }}
        />
      )}
    </PageContainer>
  );
}
