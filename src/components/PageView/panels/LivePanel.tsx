/**
 * A `live` panel: the spec's rows in the market layer's LiveGrid (last / value, change, z-score, unit, time with the
 * session state and stale marking; live from the tab's one stream), the percentile of each live value under the grid
 * (liveFigures, the one definition), and for the selected row "alert me" (the AlertsDrawer of the strategy) and
 * "explain" (the ExplainDrawer) when it is a spread; Enter or the row's "›" opens the detail drawer, as on the board.
 * The rows follow the page's unit switch (addressForUnit).
 */
import { BellOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WatchlistColumn } from '@common/contract/board';
import { addressForUnit, DEFAULT_SCORE_WINDOW } from '@common/contract/pageSpec';
import AlertsDrawer from '@/components/market/AlertsDrawer';
import ExplainDrawer from '@/components/market/ExplainDrawer';
import LiveGrid from '@/components/market/LiveGrid';
import SeriesDetailDrawer from '@/components/market/SeriesDetailDrawer';
import { createClock } from '@/services/market/clock';
import { useFeedStates } from '@/services/market/feedState';
import { productInfos, useProducts } from '@/services/market/instruments';
import { useLive } from '@/services/market/live';
import { liveFigures, type LiveFigures } from '@/services/market/liveFigures';
import { type RowMeta, rowsOf } from '@/services/market/rows';
import { useRowSeries } from '@/services/market/series';
import { useStrategies } from '@/services/market/strategies';
import { useExchangeCalendars } from '@/services/market/tradingCalendar';
import { strategyName } from '@/utils/strategyName';
import { specText } from '../specText';
import type { PanelViewProps } from '../types';

const NO_PRODUCTS: readonly { exchange: string; code: string }[] = [];

/** What one row shows now, for the export and the badge. */
interface RowNow {
  value: number | null;
  ts: number | null;
  demo: boolean;
  figures: LiveFigures;
}

export default function LivePanel({ panel, unit, onContent }: PanelViewProps<'live'>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = getLocale();
  const strategies = useStrategies();
  const products = useProducts(locale);
  const calendarOf = useExchangeCalendars(products.data ?? NO_PRODUCTS);
  const productMap = useMemo(() => productInfos(products.data ?? [], calendarOf), [products.data, calendarOf]);
  const feeds = useFeedStates();
  const clock = useMemo(() => createClock(), []);
  const window = panel.window ?? DEFAULT_SCORE_WINDOW;
  const [selected, setSelected] = useState(0);
  const [detail, setDetail] = useState<number | null>(null);
  const [alertFor, setAlertFor] = useState<string | null>(null);
  const [explainFor, setExplainFor] = useState<string | null>(null);

  const addresses = useMemo(() => panel.rows.map((r) => addressForUnit(r, unit)), [panel.rows, unit]);
  const strategyList = useMemo(
    () => strategies.data?.items.map((s) => ({ ...s, name: strategyName(s, (id) => intl.formatMessage({ id })) })),
    [strategies.data, intl],
  );
  const rows = useMemo(() => rowsOf(addresses, strategyList, productMap, locale), [addresses, strategyList, productMap, locale]);
  // A spec's own label names the row (the address's unit is what the switch changes, not the label).
  const labelled = useMemo(
    () =>
      rows.map((meta) => {
        const spec = panel.rows[addresses.indexOf(meta.address)];
        return spec?.label ? { ...meta, name: specText(intl, spec.label) } : meta;
      }),
    [rows, panel.rows, addresses, intl],
  );
  const columns = useMemo(() => {
    const out: WatchlistColumn[] = [];
    if (labelled.some((r) => r.kind === 'md')) out.push('last');
    if (labelled.some((r) => r.kind === 'spread')) out.push('value');
    out.push('change', 'zScore', 'unit', 'updatedAt');
    return out;
  }, [labelled]);
  const feedGaps = useMemo(() => (feeds.data ?? []).map((g) => ({ name: g.name, normalGapMs: g.normalGapMs })), [feeds.data]);

  // Each row's figures arrive from its RowPercentile; the export reads them, the badge follows any demo value.
  const now = useRef(new Map<string, RowNow>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: f reads intl
  const report = useCallback(() => {
    const list = labelled.map((meta) => ({ meta, now: now.current.get(meta.address) }));
    onContent({
      demo: list.some((r) => r.now?.demo),
      table: {
        columns: [
          f('pageView.live.name'),
          f('pageView.live.address'),
          f('pageView.live.unit'),
          f('pageView.live.value'),
          f('pageView.live.change'),
          f('pageView.live.zScore', { window }),
          f('pageView.live.percentile', { window }),
          f('pageView.live.time'),
        ],
        rows: list.map(({ meta, now: r }) => [
          meta.name,
          meta.address,
          meta.unit,
          r?.value ?? null,
          r?.figures.change ?? null,
          r?.figures.zScore ?? null,
          r?.figures.percentile ?? null,
          r?.ts ? new Date(r.ts).toISOString() : null,
        ]),
      },
    });
  }, [labelled, onContent, window, intl]);
  useEffect(report, [report]);
  const onFigures = useCallback(
    (address: string, row: RowNow) => {
      now.current.set(address, row);
      report();
    },
    [report],
  );

  const current = labelled[Math.min(selected, labelled.length - 1)] as RowMeta | undefined;
  const spreadId = current?.kind === 'spread' && !current.unavailable ? current.address.slice('spread:'.length) : null;
  const alertStrategy = strategies.data?.items.find((s) => s.id === alertFor) ?? null;

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{current ? current.name : ''}</Typography.Text>
        <Button size="small" icon={<BellOutlined />} disabled={!spreadId} onClick={() => setAlertFor(spreadId)}>
          {f('pageView.live.alert')}
        </Button>
        <Button size="small" icon={<InfoCircleOutlined />} disabled={!spreadId} onClick={() => setExplainFor(spreadId)}>
          {f('pageView.live.explain')}
        </Button>
      </Space>
      <LiveGrid
        rows={labelled}
        columns={columns}
        zWindow={window}
        feeds={feedGaps}
        clock={clock}
        selected={selected}
        onSelect={setSelected}
        onOpen={setDetail}
      />
      <Space wrap size={[12, 4]} style={{ marginTop: 8 }} data-testid="live-percentiles">
        <Typography.Text type="secondary">{f('pageView.live.percentileOf', { window })}</Typography.Text>
        {labelled.map((meta) => (
          <RowPercentile key={meta.address} meta={meta} window={window} onFigures={onFigures} />
        ))}
      </Space>
      <SeriesDetailDrawer row={detail === null ? null : (labelled[detail] ?? null)} onClose={() => setDetail(null)} />
      <AlertsDrawer strategy={alertStrategy} onClose={() => setAlertFor(null)} />
      <ExplainDrawer id={explainFor} onClose={() => setExplainFor(null)} />
    </div>
  );
}

/** One row's percentile (liveFigures over the row's daily series, the grid's own query), reported with the value. */
const RowPercentile = memo(function RowPercentile({
  meta,
  window,
  onFigures,
}: {
  meta: RowMeta;
  window: number;
  onFigures: (address: string, row: RowNow) => void;
}) {
  const intl = useIntl();
  const live = useLive(meta.unavailable ? null : meta.address);
  const daily = useRowSeries(meta.unavailable ? null : meta.address, '1d');
  const figures = useMemo(() => liveFigures(daily.data?.points ?? [], live, window), [daily.data, live, window]);
  useEffect(
    () => onFigures(meta.address, { value: live?.value ?? null, ts: live?.ts ?? null, demo: Boolean(live?.demo || daily.data?.demo), figures }),
    [meta.address, live, daily.data?.demo, figures, onFigures],
  );
  const p = figures.percentile;
  return (
    <Typography.Text data-testid="live-percentile" data-address={meta.address}>
      {meta.name}: {p === null ? '–' : intl.formatNumber(p, { maximumFractionDigits: 0 })}
    </Typography.Text>
  );
});
