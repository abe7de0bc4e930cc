/**
 * The replay feed's file: CSV with a header row, either ticks (`instrument,ts,last[,bid,ask,volume,oi]`) or bars
 * (`instrument,ts,open,high,low,close[,volume,oi]`, replayed as their close). `ts` is epoch ms or an ISO date-time.
 * Rows are sorted by time; rows that cannot be read are listed, not guessed.
 */
import { parse } from 'csv-parse/sync';

export interface ReplayRow {
  instrument: string;
  ts: number;
  last: number;
  bid: number | null;
  ask: number | null;
  volume: number | null;
  oi: number | null;
}

export interface ReplayFile {
  rows: ReplayRow[];
  /** `line N: reason` for every row left out. */
  skipped: string[];
}

const optional = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const timeOf = (v: string): number => (/^\d+$/.test(v.trim()) ? Number(v) : Date.parse(v));

export function parseReplayCsv(text: string): ReplayFile {
  const records = parse(text, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
  const rows: ReplayRow[] = [];
  const skipped: string[] = [];
  for (const [i, r] of records.entries()) {
    const line = i + 2;
    const price = optional(r.last ?? r.close) ?? Number.NaN;
    const ts = timeOf(r.ts ?? '');
    const problem = !r.instrument
      ? 'no instrument'
      : !Number.isFinite(ts)
        ? `ts "${r.ts}" is not epoch ms or an ISO date-time`
        : !Number.isFinite(price)
          ? 'no last or close price'
          : null;
    if (problem) skipped.push(`line ${line}: ${problem}`);
    else rows.push({ instrument: r.instrument, ts, last: price, bid: optional(r.bid), ask: optional(r.ask), volume: optional(r.volume), oi: optional(r.oi) });
  }
  rows.sort((a, b) => a.ts - b.ts);
  return { rows, skipped };
}

/** Consecutive rows sharing a time, published together. */
export function groupByTime(rows: readonly ReplayRow[]): ReplayRow[][] {
  const groups: ReplayRow[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0].ts === row.ts) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
