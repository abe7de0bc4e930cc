/**
 * One row of a live grid, memoised: it renders when its own live value changes (at most once per animation frame,
 * src/services/market/live.ts), when its stale flag flips (clock.ts), when its series arrive, or when it is selected;
 * never because another row ticked. A tick renders only the row's cells (`LiveCells`): the series queries, whose
 * hooks cost more than the rest of the row, run when the row itself renders. A changed value flashes through flash.ts
 * (a background class held half a second; no layout read or write). Change and z-score: src/services/market/liveFigures.ts over
 * the row's daily series, their window's mean and deviation once a day, not per tick.
 */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { memo, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { WatchlistColumn } from '@common/contract/board';
import type { RiseFallColors } from '@/utils/riseFall';
import type { LiveClock } from '@/services/market/clock';
import { type LiveValue, useLive } from '@/services/market/live';
import { change, type FeedGap, isStale, previousClose, zScoreBasis } from '@/services/market/liveFigures';
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
const DAY_MS = 86_400_000;

function LiveRow(props: LiveRowProps) {
  const { meta, columns } = props;
  const daily = useRowSeries(meta.unavailable ? null : meta.address, '1d');
  const session = useRowSeries(meta.unavailable ? null : meta.address, '1m', columns.includes('sparkline'));
  return <LiveCells {...props} dailyPoints={daily.data?.points ?? NO_POINTS} sessionPoints={session.data?.points ?? NO_POINTS} />;
}

interface LiveCellsProps extends LiveRowProps {
  dailyPoints: Points;
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
  sessionPoints,
}: LiveCellsProps) {
  const intl = useIntl();
  const live = useLive(meta.unavailable ? null : meta.address);
  const stale = useSyncExternalStore(clock.subscribe, () => (live ? isStale(live, feeds, clock.now()) : false));
  const flash = useFlash(live);

  const fmt = (v: number | null | undefined, digits = meta.precision) => (v === null || v === undefined ? '' : intl.formatNumber(v, numberFormat(digits)));
  // The previous close and the z-score's window depend on the live value's day only.
  const day = live ? Math.floor(live.ts / DAY_MS) * DAY_MS : null;
  const close = useMemo(() => (day === null ? null : previousClose(dailyPoints, day)), [dailyPoints, day]);
  const basis = useMemo(() => (day === null ? null : zScoreBasis(dailyPoints, day, zWindow)), [dailyPoints, day, zWindow]);
  const moved = live ? change(live.value, close) : null;
  const z = live && basis ? (live.value - basis.mean) / basis.sd : null;
  const tone = (v: number | null | undefined) => (v === null || v === undefined || v === 0 ? undefined : v > 0 ? colors.rise : colors.fall);
  const liveSpan = useRef<HTMLSpanElement>(null);
  // Before the frame is painted, as the value it marks (flash.ts holds the class for half a second).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new flash is a new `seq`; `dir` changes only with it.
  useLayoutEffect(() => {
    if (flash.dir && liveSpan.current) flashElement(liveSpan.current, flash.dir);
  }, [flash.seq]);
  const liveCell = (
    <span ref={liveSpan} data-flash={flash.dir ?? undefined}>
      {fmt(live?.value)}
    </span>
  );

  const cell = (column: WatchlistColumn) => {
    switch (column) {
      case 'last':
        return meta.kind === 'md' ? liveCell : null;
      case 'value':
        return meta.kind === 'spread' ? liveCell : null;
      case 'change':
        return <span style={{ color: tone(moved?.change) }}>{moved ? `${moved.change > 0 ? '+' : ''}${fmt(moved.change)}` : ''}</span>;
      case 'changePct':
        return (
          <span style={{ color: tone(moved?.changePct) }}>
            {moved?.changePct != null ? `${moved.changePct > 0 ? '+' : ''}${fmt(moved.changePct, 2)}%` : ''}
          </span>
        );
      case 'zScore':
        return <span style={{ fontWeight: z !== null && Math.abs(z) >= 2 ? 600 : undefined }}>{fmt(z, 2)}</span>;
      case 'sparkline':
        return (
          <Sparkline points={sessionPoints} live={live} color={colors.neutral} label={intl.formatMessage({ id: 'board.sparkline' }, { name: meta.name })} />
        );
      case 'updatedAt':
        return (
          <span>
            {live ? intl.formatDate(live.ts, TIME_FORMAT) : ''}
            {stale && (
              <Tag color="warning" style={{ marginInlineStart: 6 }}>
                {intl.formatMessage({ id: 'board.stale' })}
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
      className={`board-row${selected ? ' board-selected' : ''}${stale ? ' board-stale' : ''}`}
      onClick={() => onSelect(index)}
      onDoubleClick={() => onOpen(index)}
    >
      <th scope="row" className="board-name">
        {/* A title, not antd's Tooltip: 200 tooltip wrappers cost more than the rest of the row. */}
        <span title={meta.address}>{meta.name}</span>
        {meta.unavailable && <Tag style={{ marginInlineStart: 6 }}>{intl.formatMessage({ id: 'board.unavailable' })}</Tag>}
        {live?.demo && <span className="board-demoDot" title={intl.formatMessage({ id: 'demo.badge' })} />}
      </th>
      {columns.map((column) => (
        <td key={column} className={column === 'sparkline' ? undefined : 'board-num'}>
          <div className="board-cell">{cell(column)}</div>
        </td>
      ))}
    </tr>
  );
});

export default memo(LiveRow);
