/**
 * A live grid of addresses (the board's watchlists, a product page's instruments and spreads): a header of the visible
 * columns and one memoised row per address, each live through `useLive` (src/services/market/live.ts). Keyboard:
 * arrows move the selection, Home / End jump, Enter opens the detail; each row's "›" button opens it by pointer, and a
 * line above the grid says so (docs/market-data/board.md, "Keyboard").
 * Colours come from antd's tokens through CSS variables, so the stylesheet stays static.
 */
import { getLocale, useIntl } from '@umijs/max';
import { theme } from 'antd';
import { type CSSProperties, type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { WatchlistColumn } from '@common/contract/board';
import { riseFallColors } from '@/utils/riseFall';
import type { LiveClock } from '@/services/market/clock';
import type { FeedGap } from '@/services/market/liveFigures';
import type { RowMeta } from '@/services/market/rows';
import './liveGrid.less';
import LiveRow, { DAY_FORMAT, DAY_TIME_FORMAT, numberFormat, TIME_FORMAT } from './LiveRow';

// Column widths in px (the table's layout is fixed; liveGrid.less). The grid scrolls sideways inside its own box, the
// name column held in place, so a narrow screen never scrolls the page sideways.
const NAME_WIDTH = 200;
const COLUMN_WIDTH: Record<WatchlistColumn, number> = {
  last: 100,
  value: 100,
  change: 90,
  changePct: 80,
  unit: 80,
  bid: 90,
  ask: 90,
  volume: 90,
  oi: 90,
  prevSettle: 100,
  settle: 100,
  zScore: 110,
  sparkline: 112,
  updatedAt: 190,
};

export interface LiveGridProps {
  rows: readonly RowMeta[];
  columns: readonly WatchlistColumn[];
  zWindow: number;
  feeds: readonly FeedGap[];
  clock: LiveClock;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (index: number) => void;
}

export default function LiveGrid({ rows, columns, zWindow, feeds, clock, selected, onSelect, onOpen }: LiveGridProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const locale = getLocale();
  const grid = useRef<HTMLTableElement>(null);
  const helpId = useId();
  const colors = useMemo(
    () => ({ ...riseFallColors(locale, { red: token.colorError, green: token.colorSuccess }), neutral: token.colorPrimary }),
    [locale, token.colorError, token.colorSuccess, token.colorPrimary],
  );
  const flashes = riseFallColors(locale, { red: token.colorErrorBgHover, green: token.colorSuccessBgHover });
  const cssVars = {
    '--board-split': token.colorSplit,
    '--board-selected': token.controlItemBgActive,
    '--board-bg': token.colorBgContainer,
    '--board-secondary': token.colorTextSecondary,
    '--board-rise': flashes.rise,
    '--board-fall': flashes.fall,
  } as CSSProperties;

  // The formatters the rows use (intl keeps one per options), made now rather than in the frame that draws the first
  // live values: an Intl.NumberFormat's first construction costs about 15 ms.
  useEffect(() => {
    for (const digits of new Set([0, 2, ...rows.map((row) => row.precision)])) intl.formatNumber(0, numberFormat(digits));
    for (const format of [TIME_FORMAT, DAY_TIME_FORMAT, DAY_FORMAT]) intl.formatDate(0, format);
  }, [intl, rows]);

  // Keep the selected row in view as the keyboard moves it.
  useEffect(() => {
    const row = grid.current?.querySelectorAll('tbody tr')[selected] as HTMLElement | undefined;
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (rows.length === 0) return;
      const move: Record<string, number> = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: rows.length - 1 };
      if (event.key in move) {
        event.preventDefault();
        onSelect(Math.max(0, Math.min(rows.length - 1, move[event.key])));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        onOpen(selected);
      }
    },
    [rows.length, selected, onSelect, onOpen],
  );

  const header = (column: WatchlistColumn) => {
    const name = intl.formatMessage({ id: `board.column.${column}` });
    if (column !== 'zScore') return name;
    // The basis of the number, next to it: the window and that the value itself is not in it.
    const basis = intl.formatMessage({ id: 'board.column.zScore.basis' }, { days: zWindow });
    return (
      <span title={intl.formatMessage({ id: 'board.column.zScore.help' }, { days: zWindow })}>
        {name}
        <span className="board-headNote">{basis}</span>
      </span>
    );
  };
  const width = NAME_WIDTH + columns.reduce((sum, column) => sum + COLUMN_WIDTH[column], 0);

  return (
    <div className="board-scroll" style={cssVars} data-testid="board-scroll">
      <div id={helpId} className="board-help">
        {intl.formatMessage({ id: 'board.grid.help' })}
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role grid is the ARIA pattern for a keyboard-navigable data grid.
        role="grid"
        aria-label={intl.formatMessage({ id: 'board.grid' })}
        aria-describedby={helpId}
        tabIndex={0}
        className="board-grid"
        style={{ minWidth: width }}
        onKeyDown={onKeyDown}
        data-testid="board-grid"
      >
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          {columns.map((column) => (
            <col key={column} style={{ width: COLUMN_WIDTH[column] }} />
          ))}
        </colgroup>
        <thead className="board-head">
          <tr>
            <th scope="col" className="board-name">
              {intl.formatMessage({ id: 'board.column.name' })}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((meta, index) => (
            <LiveRow
              key={meta.address}
              meta={meta}
              index={index}
              columns={columns}
              zWindow={zWindow}
              feeds={feeds}
              clock={clock}
              selected={index === selected}
              colors={colors}
              onSelect={onSelect}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
