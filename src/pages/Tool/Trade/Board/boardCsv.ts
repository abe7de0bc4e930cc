/**
 * The board's rows as CSV (the figures on screen when the button is pressed), through the app's one CSV writer:
 * name, address, unit, value, change, change % (outright prices only), previous settlement, z-score and time of the
 * value (as shown, zone in the header). Change and z-score stand on the value's trading date, as on screen.
 */
import type { SeriesData } from '@common/contract/marketData';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import type { LiveValue } from '@/services/market/live';
import { zScore } from '@/services/market/liveFigures';
import { changeOf, referencePrice, tradingDayOf } from '@/services/market/quoteFigures';
import type { RowMeta } from '@/services/market/rows';

export interface BoardCsvRow {
  meta: RowMeta;
  live: LiveValue | undefined;
  daily: SeriesData | undefined;
  /** The daily settlements of an instrument that settles (undefined: none, or not loaded). */
  settles?: SeriesData | undefined;
}

export function boardCsvColumns(zWindow: number, title: (id: string) => string): CsvColumn<BoardCsvRow>[] {
  const day = (r: BoardCsvRow) => (r.live ? tradingDayOf(r.meta, r.live) : null);
  const reference = (r: BoardCsvRow) => {
    const d = day(r);
    return d === null ? null : referencePrice(r.daily?.points ?? [], r.settles?.points ?? null, d);
  };
  const moved = (r: BoardCsvRow) => (r.live ? changeOf(r.live.value, reference(r), r.meta.kind === 'md') : null);
  return [
    { title: title('board.column.name'), value: (r) => r.meta.name },
    { title: title('board.csv.address'), value: (r) => r.meta.address },
    { title: title('board.csv.unit'), value: (r) => r.meta.unit || r.daily?.unit || '' },
    { title: title('board.csv.value'), value: (r) => r.live?.value },
    { title: title('board.column.change'), value: (r) => moved(r)?.change },
    { title: title('board.column.changePct'), value: (r) => moved(r)?.changePct ?? undefined },
    { title: title('board.column.prevSettle'), value: (r) => reference(r)?.value },
    {
      title: title('board.column.zScore'),
      value: (r) => {
        const d = day(r);
        return r.live && d !== null ? (zScore(r.daily?.points ?? [], r.live.value, d, zWindow) ?? undefined) : undefined;
      },
    },
    { title: title('board.column.updatedAt'), value: (r) => r.live?.ts, time: DATE_TIME_SECONDS },
    { title: title('board.csv.demo'), value: (r) => (r.live?.demo ? title('demo.badge') : '') },
  ];
}
