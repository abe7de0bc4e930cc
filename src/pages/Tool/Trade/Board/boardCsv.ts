/**
 * The board's rows as CSV (the figures on screen when the button is pressed), through the app's one CSV writer:
 * name, address, unit, value, change, change %, z-score and time of the value (as shown, zone in the header).
 */
import type { SeriesData } from '@common/contract/marketData';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import type { LiveValue } from '@/services/market/live';
import { change, previousClose, zScore } from '@/services/market/liveFigures';
import type { RowMeta } from '@/services/market/rows';

export interface BoardCsvRow {
  meta: RowMeta;
  live: LiveValue | undefined;
  daily: SeriesData | undefined;
}

export function boardCsvColumns(zWindow: number, title: (id: string) => string): CsvColumn<BoardCsvRow>[] {
  const moved = (r: BoardCsvRow) => (r.live ? change(r.live.value, previousClose(r.daily?.points ?? [], r.live.ts)) : null);
  return [
    { title: title('board.column.name'), value: (r) => r.meta.name },
    { title: title('board.csv.address'), value: (r) => r.meta.address },
    { title: title('board.csv.unit'), value: (r) => r.meta.unit || r.daily?.unit || '' },
    { title: title('board.csv.value'), value: (r) => r.live?.value },
    { title: title('board.column.change'), value: (r) => moved(r)?.change },
    { title: title('board.column.changePct'), value: (r) => moved(r)?.changePct ?? undefined },
    {
      title: title('board.column.zScore'),
      value: (r) => (r.live ? (zScore(r.daily?.points ?? [], r.live.value, r.live.ts, zWindow) ?? undefined) : undefined),
    },
    { title: title('board.column.updatedAt'), value: (r) => r.live?.ts, time: DATE_TIME_SECONDS },
    { title: title('board.csv.demo'), value: (r) => (r.live?.demo ? title('demo.badge') : '') },
  ];
}
