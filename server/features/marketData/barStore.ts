/**
 * The bar store (BarStore of server/infra/market/ports.ts) over md_bars: batch upserts in one transaction (all or nothing),
 * range reads on the primary key (instrument, interval, ts).
 */
import type { Kysely } from 'kysely';
import type { Bar, Interval } from '../../../common/contract/marketData';
import type { BarRange, BarStore } from '../../infra/market/ports';
import type { Database } from '../../schema';
import type { MdBarsTable } from './tables';

/** Value columns a series can read. */
export type BarColumn = 'open' | 'high' | 'low' | 'close' | 'settle' | 'volume' | 'oi';

/** Instrument ranges per query of runs(): 4 bind parameters each. */
const RUNS_PER_QUERY = 200;

/** Rows per INSERT: 400 x 12 parameters stays below SQLite's and PostgreSQL's bind-parameter limits. */
const CHUNK = 400;

const toRow = (b: Bar): MdBarsTable => ({
  instrument: b.instrument,
  interval: b.interval,
  ts: b.ts,
  open: b.open,
  high: b.high,
  low: b.low,
  close: b.close,
  settle: b.settle,
  volume: b.volume,
  oi: b.oi,
  demo: b.demo ? 1 : 0,
  source: b.source,
});

export const barOfRow = (r: MdBarsTable): Bar => ({
  instrument: r.instrument,
  interval: r.interval,
  ts: Number(r.ts),
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  settle: r.settle,
  volume: r.volume,
  oi: r.oi,
  demo: Boolean(r.demo),
  source: r.source,
});

/** Last bar wins within one batch (PostgreSQL refuses an upsert touching the same key twice in one statement). */
function lastWins(bars: readonly Bar[]): Bar[] {
  const map = new Map<string, Bar>();
  for (const b of bars) map.set(`${b.instrument}\u0000${b.interval}\u0000${b.ts}`, b);
  return [...map.values()];
}

export class SqlBarStore implements BarStore {
  private readonly writeListeners: ((bars: readonly Bar[]) => void)[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  /** Called after every committed upsert (the `@main` roll cache continues or drops the products written). */
  onWrite(listener: (bars: readonly Bar[]) => void): void {
    this.writeListeners.push(listener);
  }

  async upsert(bars: readonly Bar[]): Promise<void> {
    const rows = lastWins(bars).map(toRow);
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('md_bars')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['instrument', 'interval', 'ts']).doUpdateSet((eb) => ({
              open: eb.ref('excluded.open'),
              high: eb.ref('excluded.high'),
              low: eb.ref('excluded.low'),
              close: eb.ref('excluded.close'),
              settle: eb.ref('excluded.settle'),
              volume: eb.ref('excluded.volume'),
              oi: eb.ref('excluded.oi'),
              demo: eb.ref('excluded.demo'),
              source: eb.ref('excluded.source'),
            })),
          )
          .execute();
      }
    });
    for (const listener of this.writeListeners) listener(bars);
  }

  async range(q: BarRange): Promise<Bar[]> {
    const rows = await this.db
      .selectFrom('md_bars')
      .selectAll()
      .where('instrument', '=', q.instrument)
      .where('interval', '=', q.interval)
      .where('ts', '>=', q.from)
      .where('ts', '<=', q.to)
      .orderBy('ts')
      .execute();
    return rows.map(barOfRow);
  }

  /**
   * One column of a range as [ts, value] points, rows without a value left out: the resolver's hot path (reading two
   * of four columns instead of twelve objects' worth is several times faster on 2,500 rows with better-sqlite3), with
   * the range's sources and demo flag.
   */
  async column(q: BarRange, column: BarColumn): Promise<{ points: [number, number][]; sources: string[]; demo: boolean }> {
    const rows = await this.db
      .selectFrom('md_bars')
      .select(['ts', `${column} as value`, 'demo', 'source'])
      .where('instrument', '=', q.instrument)
      .where('interval', '=', q.interval)
      .where('ts', '>=', q.from)
      .where('ts', '<=', q.to)
      .where(column, 'is not', null)
      .orderBy('ts')
      .execute();
    const points: [number, number][] = new Array(rows.length);
    const sources = new Set<string>();
    let demo = false;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      points[i] = [Number(r.ts), Number(r.value)];
      if (r.demo) demo = true;
      sources.add(r.source);
    }
    return { points, sources: [...sources].sort(), demo };
  }

  /** Bars of several instruments at once (the `@main` roll reads every listed contract of a product). */
  async rangeMany(instruments: readonly string[], interval: Interval, from: number, to: number): Promise<Bar[]> {
    if (instruments.length === 0) return [];
    const rows = await this.db
      .selectFrom('md_bars')
      .selectAll()
      .where('instrument', 'in', [...instruments])
      .where('interval', '=', interval)
      .where('ts', '>=', from)
      .where('ts', '<=', to)
      .orderBy('ts')
      .execute();
    return rows.map(barOfRow);
  }

  /**
   * One column of the daily bars of several instruments, each over its own range (inclusive), rows without a value
   * left out, in time order: the `@main` series reads only the days each contract is held, not every held contract's
   * whole range.
   */
  async runsColumn(
    runs: readonly { instrument: string; from: number; to: number }[],
    column: BarColumn,
  ): Promise<{ instrument: string; ts: number; value: number; demo: boolean; source: string }[]> {
    const out: { instrument: string; ts: number; value: number; demo: boolean; source: string }[] = [];
    for (let i = 0; i < runs.length; i += RUNS_PER_QUERY) {
      const chunk = runs.slice(i, i + RUNS_PER_QUERY);
      const rows = await this.db
        .selectFrom('md_bars')
        .select(['instrument', 'ts', `${column} as value`, 'demo', 'source'])
        .where('interval', '=', '1d')
        .where(column, 'is not', null)
        .where((eb) => eb.or(chunk.map((r) => eb.and([eb('instrument', '=', r.instrument), eb('ts', '>=', r.from), eb('ts', '<=', r.to)]))))
        .orderBy('ts')
        .execute();
      for (const r of rows) out.push({ instrument: r.instrument, ts: Number(r.ts), value: Number(r.value), demo: Boolean(r.demo), source: r.source });
    }
    return runs.length > RUNS_PER_QUERY ? out.sort((a, b) => a.ts - b.ts) : out;
  }

  /**
   * Instrument, time and open interest of daily bars of several instruments in [from, to), by time: what the `@main`
   * roll reads.
   */
  async openInterest(
    instruments: readonly string[],
    from: number,
    to = Number.MAX_SAFE_INTEGER,
  ): Promise<{ instrument: string; ts: number; oi: number | null }[]> {
    if (instruments.length === 0) return [];
    const rows = await this.db
      .selectFrom('md_bars')
      .select(['instrument', 'ts', 'oi'])
      .where('instrument', 'in', [...instruments])
      .where('interval', '=', '1d')
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .orderBy('ts')
      .orderBy('instrument')
      .execute();
    return rows.map((r) => ({ instrument: r.instrument, ts: Number(r.ts), oi: r.oi === null ? null : Number(r.oi) }));
  }

  /** The times of the first and the last daily bar of any of the instruments, or null without one. */
  async dailySpan(instruments: readonly string[]): Promise<{ first: number; last: number } | null> {
    if (instruments.length === 0) return null;
    const row = await this.db
      .selectFrom('md_bars')
      .select((eb) => [eb.fn.min('ts').as('first'), eb.fn.max('ts').as('last')])
      .where('instrument', 'in', [...instruments])
      .where('interval', '=', '1d')
      .executeTakeFirst();
    return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : null;
  }

  /**
   * Instruments with stored bars whose text starts with `prefix` (`SHFE.FU`): the contracts of a product, and any
   * longer code sharing the prefix (callers filter by parsed code). Instrument texts hold no LIKE wildcards
   * (common/market/address.ts: letters, digits, `.`, `@`).
   */
  async instrumentsLike(prefix: string, interval: Interval): Promise<string[]> {
    // A key range, not LIKE: SQLite's LIKE folds case and cannot use the primary key, so it read every bar of every
    // instrument (1.4 s while the first-start back-fill wrote, issue 18); the range reads only this product's bars.
    if (!prefix) return [];
    const above = `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
    const rows = await this.db
      .selectFrom('md_bars')
      .select('instrument')
      .distinct()
      .where('instrument', '>=', prefix)
      .where('instrument', '<', above)
      .where('interval', '=', interval)
      .execute();
    return rows.map((r) => r.instrument);
  }

  async coverage(): Promise<{ instrument: string; interval: Interval; first: number; last: number; demo: boolean; source: string }[]> {
    const rows = await this.db
      .selectFrom('md_bars')
      .select((eb) => [
        'instrument',
        'interval',
        eb.fn.min('ts').as('first'),
        eb.fn.max('ts').as('last'),
        eb.fn.max('demo').as('demo'),
        eb.fn.max('source').as('source'),
      ])
      .groupBy(['instrument', 'interval'])
      .orderBy('instrument')
      .execute();
    return rows.map((r) => ({
      instrument: r.instrument,
      interval: r.interval,
      first: Number(r.first),
      last: Number(r.last),
      demo: Number(r.demo) === 1,
      source: String(r.source),
    }));
  }
}
