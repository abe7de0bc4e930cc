/**
 * One row of a live grid, memoised: it renders when its own live value changes (at most once per animation frame,
 * src/services/market/live.ts), when its phase or stale flag flips (clock.ts), when its series arrive, or when it is
 * selected; never because another row ticked. A tick renders only the row's cells (`LiveCells`): the series queries,
 * whose hooks cost more than the rest of the row, run when the row itself renders. A changed value flashes through
 * flash.ts (a background class held half a second; no layout read or write).
 *
 * The price shown is the live value, else (outside trading hours, before the first tick) the last stored one: the
 * session's last minute, else the last daily close; its time, and the product's phase (pre-open, break, closed, night)
 * say how current it is. Change is against the previous trading day's settlement (quoteFigures.ts), the z-score's
 * window ends before the value's trading date (liveFigures.ts), both computed once per trading date, not per tick.
 */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { memo, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { WatchlistColumn } from '@common/contract/board';
import { isTrading, type SessionState } from '@common/domain/sessionState';
import type { RiseFallColors } from '@/utils/riseFall';
import type { LiveClock } from '@/services/market/clock';
import { type LiveValue, useLive } from '@/services/market/live';
import { type FeedGap, isStale, zScoreBasis } from '@/services/market/liveFigures';
import { productKeyOfInstrument } from '@/services/market/instruments';
import { changeOf, referencePrice, settlementOf, tradingDayOf } from '@/services/market/quoteFigures';
import { zScoreAgainst } from '@common/domain/trailingScores';
import { ltr } from '@/utils/numberText';
import type { RowMeta } from '@/services/market/rows';
import { useRowSeries } from '@/services/market/series';
import './liveGrid.less';
import { flash as flashElement } from './flash';
import Sparkline from './Sparkline';

export interface LiveRowProps {
  meta: RowMeta;
  index: number;
  columns: readonly WatchlistColumn[];
  zWindow: number;
  feeds: readonly FeedGap[];
  clock: LiveClock;
  selected: boolean;
  colors: RiseFallColors & { neutral: string };
  onSelect: (index: number) => void;
  onOpen: (index: number) => void;
}

/** How a row formats its time and numbers (the same options everywhere, so the formatters are made once: LiveGrid). */
export const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false } as const;
/** A price from an earlier day: its date too. */
export const DAY_TIME_FORMAT = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** A daily close (no time of day). */
export const DAY_FORMAT = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
export const numberFormat = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });

function useFlash(live: LiveValue | undefined): { seq: number; dir: 'up' | 'down' | null } {
  const prev = useRef<LiveValue | undefined>(undefined);
  const flash = useRef<{ seq: number; dir: 'up' | 'down' | null }>({ seq: 0, dir: null });
  if (live && prev.current && live !== prev.current && live.value !== prev.current.value) {
    flash.current = { seq: flash.current.seq + 1, dir: live.value > prev.current.value ? 'up' : 'down' };
  }
  prev.current = live;
  return flash.current;
}

type Points = readonly (readonly [number, number])[];
const NO_POINTS: Points = [];

/** The price a row shows and where it comes from. */
interface Shown {
  value: number;
  ts: number;
  source: 'live' | 'minute' | 'daily';
  legs?: LiveValue['legs'];
}

/** A row's phase now: an instrument's product's; a spread's legs' (all trading: theirs; some: "partial"). */
export type RowPhase = SessionState | 'partial' | null;

export function rowPhaseAt(meta: Pick<RowMeta, 'product' | 'legProducts'>, now: number): RowPhase {
  if (meta.product) return meta.product.phaseAt(now).state;
  if (meta.legProducts.length === 0) return null;
  const states = meta.legProducts.map((p) => p.phaseAt(now).state);
  const trading = states.filter(isTrading).length;
  if (trading === states.length) return states[0];
  return trading === 0 ? states[0] : 'partial';
}

const tradingPhase = (phase: RowPhase) => phase === null || phase === 'partial' || isTrading(phase);

/** The settle series of an instrument row whose product settles (null: none asked). */
const settleAddress = (meta: RowMeta) => (meta.kind === 'md' && meta.product?.settles && !meta.unavailable ? `${meta.address}:settle` : null);

function LiveRow(props: LiveRowProps) {
  const { meta, columns } = props;
  const daily = useRowSeries(meta.unavailable ? null : meta.address, '1d');
  const settles = useRowSeries(settleAddress(meta), '1d');
  const session = useRowSeries(meta.unavailable ? null : meta.address, '1m', columns.includes('sparkline'));
  return (
    <LiveCells
      {...props}
      dailyPoints={daily.data?.points ?? NO_POINTS}
      settlePoints={settleAddress(meta) ? (settles.data?.points ?? NO_POINTS) : null}
      sessionPoints={session.data?.points ?? NO_POINTS}
    />
  );
}

interface LiveCellsProps extends LiveRowProps {
  dailyPoints: Points;
  /** Null: the row's reference is the close (spreads, spot and fx). */
  settlePoints: Points | null;
  sessionPoints: Points;
}

/** The row as drawn, live: what a tick renders. */
const LiveCells = memo(function LiveCells({
  meta,
  index,
  columns,
  zWindow,
  feeds,
  clock,
  selected,
  colors,
  onSelect,
  onOpen,
  dailyPoints,
  settlePoints,
  sessionPoints,
}: LiveCellsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const live = useLive(meta.unavailable ? null : meta.address);
  const lastMinute = sessionPoints.at(-1);
  const lastDay = dailyPoints.at(-1);
  const shown: Shown | null = live
    ? { value: live.value, ts: live.ts, source: 'live', legs: live.legs }
    : lastMinute
      ? { value: lastMinute[1], ts: lastMinute[0], source: 'minute' }
      : lastDay
        ? { value: lastDay[1], ts: lastDay[0], source: 'daily' }
        : null;
  // Phase and stale flag change with the clock: one string, so the row renders only when either flips.
  const clockState = useSyncExternalStore(clock.subscribe, () => {
    const phase = rowPhaseAt(meta, clock.now());
    // Stale only while a session trades: outside it, an old price is the last price, said by the phase.
    const stale = live && tradingPhase(phase) ? staleAt(meta, live, feeds, clock.now()) : false;
    return `${phase ?? ''}|${stale ? 1 : 0}`;
  });
  const [phaseText, staleFlag] = clockState.split('|');
  const phase = (phaseText || null) as RowPhase;
  const stale = staleFlag === '1';
  const flash = useFlash(live);

  const fmt = (v: number | null | undefined, digits = meta.precision) => (v === null || v === undefined ? '' : intl.formatNumber(v, numberFormat(digits)));
  // The reference price, the day's settlement and the z-score's window depend on the value's trading date only.
  const day = shown ? (shown.source === 'daily' ? shown.ts : tradingDayOf(meta, shown)) : null;
  const reference = useMemo(() => (day === null ? null : referencePrice(dailyPoints, settlePoints, day)), [dailyPoints, settlePoints, day]);
  const settlement = useMemo(() => (day === null ? null : settlementOf(settlePoints, day)), [settlePoints, day]);
  const basis = useMemo(() => (day === null ? null : zScoreBasis(dailyPoints, day, zWindow)), [dailyPoints, day, zWindow]);
  const moved = shown ? changeOf(shown.value, reference, meta.kind === 'md') : null;
  const z = shown ? zScoreAgainst(basis, shown.value) : null;
  const tone = (v: number | null | undefined) => (v === null || v === undefined || v === 0 ? undefined : v > 0 ? colors.rise : colors.fall);
  const liveSpan = useRef<HTMLSpanElement>(null);
  // Before the frame is painted, as the value it marks (flash.ts holds the class for half a second).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new flash is a new `seq`; `dir` changes only with it.
  useLayoutEffect(() => {
    if (flash.dir && liveSpan.current) flashElement(liveSpan.current, flash.dir);
  }, [flash.seq]);
  const priceCell = (
    <span ref={liveSpan} data-flash={flash.dir ?? undefined} data-source={shown?.source}>
      {fmt(shown?.value)}
    </span>
  );
  // Cells that do not change with a tick are made once (same element: React skips them when a tick renders the row).
  const dashes = useMemo(() => {
    const made = new Map<string, JSX.Element>();
    /** A dash with the reason as its title (a title, not antd's Tooltip: see the name cell). */
    return (reason: string) => {
      let element = made.get(reason);
      if (!element) {
        const text = intl.formatMessage({ id: reason });
        element = (
          <abbr className="board-dash" title={text}>
            –
          </abbr>
        );
        made.set(reason, element);
      }
      return element;
    };
  }, [intl]);
  const dash = dashes;
  const unitCell = useMemo(() => <span className="board-unit">{meta.unit}</span>, [meta.unit]);
  const referenceCell = useMemo(
    () =>
      reference ? (
        <span title={intl.formatMessage({ id: `board.reference.${reference.kind}` }, { date: intl.formatDate(reference.day, DAY_FORMAT) })}>
          {intl.formatNumber(reference.value, numberFormat(meta.precision))}
        </span>
      ) : null,
    [reference, intl, meta.precision],
  );
  const settleCell = useMemo(() => {
    if (!settlePoints) return dash(meta.kind === 'spread' ? 'board.quote.spread' : 'board.settle.none');
    return settlement === null ? dash('board.settle.pending') : <span>{intl.formatNumber(settlement, numberFormat(meta.precision))}</span>;
  }, [settlePoints, settlement, dash, meta.kind, meta.precision, intl]);
  const quoteField = (field: 'bid' | 'ask' | 'volume' | 'oi') => {
    if (meta.kind === 'spread') return dash('board.quote.spread');
    if (!live) return dash('board.quote.noLive');
    const v = live.quote?.[field];
    if (v === null || v === undefined) return dash(field === 'bid' || field === 'ask' ? 'board.quote.noBidAsk' : 'board.quote.noVolume');
    return <span>{fmt(v, field === 'volume' || field === 'oi' ? 0 : meta.precision)}</span>;
  };
  const timeText = () => {
    if (!shown) return '';
    if (shown.source === 'daily') return intl.formatDate(shown.ts, DAY_FORMAT);
    const sameDay = new Date(shown.ts).toDateString() === new Date(clock.now()).toDateString();
    return intl.formatDate(shown.ts, sameDay ? TIME_FORMAT : DAY_TIME_FORMAT);
  };

  const cell = (column: WatchlistColumn) => {
    switch (column) {
      case 'last':
        return meta.kind === 'md' ? priceCell : null;
      case 'value':
        return meta.kind === 'spread' ? priceCell : null;
      case 'change':
        return <span style={{ color: tone(moved?.change) }}>{moved ? ltr(`${moved.change > 0 ? '+' : ''}${fmt(moved.change)}`) : ''}</span>;
      case 'changePct':
        if (meta.kind === 'spread') return dash('board.quote.spreadPct');
        return (
          <span style={{ color: tone(moved?.changePct) }}>
            {moved?.changePct != null ? ltr(`${moved.changePct > 0 ? '+' : ''}${fmt(moved.changePct, 2)}%`) : ''}
          </span>
        );
      case 'unit':
        return unitCell;
      case 'bid':
      case 'ask':
      case 'volume':
      case 'oi':
        return quoteField(column);
      case 'prevSettle':
        return referenceCell;
      case 'settle':
        return settleCell;
      case 'zScore':
        return <span style={{ fontWeight: z !== null && Math.abs(z) >= 2 ? 600 : undefined }}>{fmt(z, 2)}</span>;
      case 'sparkline':
        return (
          <Sparkline points={sessionPoints} live={live} color={colors.neutral} label={intl.formatMessage({ id: 'board.sparkline' }, { name: meta.name })} />
        );
      case 'updatedAt':
        return (
          <span>
            {timeText()}
            {phase && phase !== 'open' && (
              <Tag color={phase === 'night' ? 'blue' : undefined} style={{ marginInlineStart: 6 }} data-testid="board-phase">
                {t(`board.phase.${phase}`)}
              </Tag>
            )}
            {stale && (
              <Tag color="warning" style={{ marginInlineStart: 6 }}>
                {t('board.stale')}
              </Tag>
            )}
          </span>
        );
    }
  };

  return (
    <tr
      aria-selected={selected}
      data-testid="board-row"
      data-address={meta.address}
      data-stale={stale || undefined}
      data-phase={phase ?? undefined}
      className={`board-row${selected ? ' board-selected' : ''}${stale ? ' board-stale' : ''}`}
      onClick={() => onSelect(index)}
      onDoubleClick={() => onOpen(index)}
    >
      <th scope="row" className="board-name">
        <div className="board-nameCell">
          {/* A title, not antd's Tooltip: 200 tooltip wrappers cost more than the rest of the row. */}
          <span className="board-nameText" title={meta.address}>
            {meta.name}
          </span>
          {meta.unavailable && <Tag style={{ marginInlineStart: 6 }}>{t('board.unavailable')}</Tag>}
          {live?.demo && <span className="board-demoDot" title={t('demo.badge')} />}
          <button
            type="button"
            className="board-open"
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'board.detail.open' }, { name: meta.name })}
            title={intl.formatMessage({ id: 'board.detail.open' }, { name: meta.name })}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(index);
              onOpen(index);
            }}
          >
            ›
          </button>
        </div>
      </th>
      {columns.map((column) => (
        <td key={column} className={column === 'sparkline' || column === 'unit' ? undefined : 'board-num'}>
          <div className="board-cell">{cell(column)}</div>
        </td>
      ))}
    </tr>
  );
});

/** Stale: the value, or a spread's leg whose product trades now (every leg when products are unknown), is late. */
function staleAt(meta: RowMeta, live: LiveValue, feeds: readonly FeedGap[], now: number): boolean {
  if (!live.legs?.length || meta.legProducts.length === 0) return isStale(live, feeds, now);
  const legs = live.legs.filter((leg) => {
    const product = meta.legProducts.find((p) => p.key === productKeyOfInstrument(leg.instrument));
    return !product || isTrading(product.phaseAt(now).state);
  });
  return legs.length > 0 && isStale({ ...live, legs }, feeds, now);
}

export default memo(LiveRow);
