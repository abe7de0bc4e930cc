/** The holdings' SQL: COT rows and member rankings. Every import is one transaction (all rows or none). */
import type { Kysely } from 'kysely';
import {
  COT_CATEGORIES,
  type CotLayout,
  type CotMarket,
  type CotReportRow,
  type RankingContract,
  type RankingEntry,
  type RankingExchange,
} from '../../../common/contract/position';
import type { Database } from '../../schema';

export interface StoredCotWeek {
  asOf: string;
  releasedAt: number;
  openInterest: number;
  market: string;
  /** `[long, short, spread]` per category of the layout. */
  positions: [number, number, number][];
}

/** Inserts or replaces the rows of a COT file (same layout, market and week: the newer file wins). */
export async function saveCotRows(db: Kysely<Database>, layout: CotLayout, rows: readonly CotReportRow[], now: number): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (const r of rows) {
      const values = {
        layout,
        market_code: r.marketCode,
        market: r.market,
        as_of: r.asOf,
        released_at: r.releasedAt,
        open_interest: r.openInterest,
        positions: JSON.stringify(r.categories.map((c) => [c.long, c.short, c.spread])),
        imported_at: now,
      };
      await trx
        .insertInto('position_cot')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['layout', 'market_code', 'as_of']).doUpdateSet({
            market: values.market,
            released_at: values.released_at,
            open_interest: values.open_interest,
            positions: values.positions,
            imported_at: now,
          }),
        )
        .execute();
    }
  });
  return rows.length;
}

export async function listCotMarkets(db: Kysely<Database>): Promise<CotMarket[]> {
  const rows = await db
    .selectFrom('position_cot')
    .select((eb) => [
      'layout',
      'market_code',
      eb.fn.max('market').as('market'),
      eb.fn.countAll().as('weeks'),
      eb.fn.min('as_of').as('first'),
      eb.fn.max('as_of').as('last'),
    ])
    .groupBy(['layout', 'market_code'])
    .orderBy('layout')
    .orderBy('market_code')
    .execute();
  return rows.map((r) => ({
    layout: r.layout as CotLayout,
    marketCode: r.market_code,
    market: String(r.market),
    weeks: Number(r.weeks),
    first: String(r.first),
    last: String(r.last),
  }));
}

/** A market's weeks in one layout, oldest first. */
export async function cotWeeks(db: Kysely<Database>, layout: CotLayout, marketCode: string): Promise<StoredCotWeek[]> {
  const rows = await db.selectFrom('position_cot').selectAll().where('layout', '=', layout).where('market_code', '=', marketCode).orderBy('as_of').execute();
  const width = COT_CATEGORIES[layout].length;
  return rows.map((r) => ({
    asOf: r.as_of,
    releasedAt: Number(r.released_at),
    openInterest: Number(r.open_interest),
    market: r.market,
    positions: (JSON.parse(r.positions) as [number, number, number][]).slice(0, width),
  }));
}

export interface RankingRowInput extends Omit<RankingEntry, 'row'> {
  exchange: RankingExchange;
  date: string;
  demo: boolean;
}

/**
 * Stores rankings: the contracts and days present replace what was stored for them (a corrected file, or demo rows
 * regenerated), in one transaction.
 */
export async function saveRankings(db: Kysely<Database>, rows: readonly RankingRowInput[], now: number): Promise<number> {
  const days = new Map<string, { exchange: string; date: string; contract: string }>();
  for (const r of rows) days.set(`${r.exchange}|${r.date}|${r.contract}`, { exchange: r.exchange, date: r.date, contract: r.contract });
  await db.transaction().execute(async (trx) => {
    for (const d of days.values())
      await trx
        .deleteFrom('position_rankings')
        .where('exchange', '=', d.exchange)
        .where('trade_date', '=', d.date)
        .where('contract', '=', d.contract)
        .execute();
    const values = rows.map((r) => ({
      exchange: r.exchange,
      trade_date: r.date,
      contract: r.contract,
      list: r.list,
      rank: r.rank,
      member: r.member,
      value: r.value,
      change: r.change,
      demo: r.demo ? 1 : 0,
      imported_at: now,
    }));
    for (let i = 0; i < values.length; i += 500)
      await trx
        .insertInto('position_rankings')
        .values(values.slice(i, i + 500))
        .execute();
  });
  return rows.length;
}

export async function rankingContracts(db: Kysely<Database>): Promise<RankingContract[]> {
  const rows = await db
    .selectFrom('position_rankings')
    .select((eb) => [
      'exchange',
      'contract',
      eb.fn.min('trade_date').as('first'),
      eb.fn.max('trade_date').as('last'),
      eb.fn.count('trade_date').distinct().as('days'),
      eb.fn.max('demo').as('demo'),
    ])
    .groupBy(['exchange', 'contract'])
    .orderBy('exchange')
    .orderBy('contract')
    .execute();
  return rows.map((r) => ({
    exchange: r.exchange as RankingExchange,
    contract: r.contract,
    first: String(r.first),
    last: String(r.last),
    days: Number(r.days),
    demo: Number(r.demo) === 1,
  }));
}

export async function rankingMembers(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('position_rankings').select('member').distinct().orderBy('member').execute();
  return rows.map((r) => r.member);
}

/** The days stored for a contract, newest first. */
export async function rankingDates(db: Kysely<Database>, exchange: string, contract: string): Promise<string[]> {
  const rows = await db
    .selectFrom('position_rankings')
    .select('trade_date')
    .distinct()
    .where('exchange', '=', exchange)
    .where('contract', '=', contract)
    .orderBy('trade_date', 'desc')
    .execute();
  return rows.map((r) => r.trade_date);
}

export interface StoredRanking {
  date: string;
  list: string;
  rank: number;
  member: string;
  value: number;
  change: number;
  demo: boolean;
  exchange: string;
  contract: string;
}

const toRanking = (r: Database['position_rankings']): StoredRanking => ({
  date: r.trade_date,
  list: r.list,
  rank: Number(r.rank),
  member: r.member,
  value: Number(r.value),
  change: Number(r.change),
  demo: Number(r.demo) === 1,
  exchange: r.exchange,
  contract: r.contract,
});

/** A contract's rankings, of one day or of every day, by day and rank. */
export async function rankingsOf(db: Kysely<Database>, exchange: string, contract: string, date?: string): Promise<StoredRanking[]> {
  let q = db.selectFrom('position_rankings').selectAll().where('exchange', '=', exchange).where('contract', '=', contract);
  if (date) q = q.where('trade_date', '=', date);
  const rows = await q.orderBy('trade_date').orderBy('list').orderBy('rank').execute();
  return rows.map(toRanking);
}

/** The latest day a member appears on (on or before `date` when given). */
export async function memberLatestDay(db: Kysely<Database>, member: string, date?: string): Promise<string | null> {
  let q = db
    .selectFrom('position_rankings')
    .select((eb) => eb.fn.max('trade_date').as('day'))
    .where('member', '=', member);
  if (date) q = q.where('trade_date', '<=', date);
  const row = await q.executeTakeFirst();
  return row?.day ? String(row.day) : null;
}

export async function memberRankings(db: Kysely<Database>, member: string, date: string): Promise<StoredRanking[]> {
  const rows = await db
    .selectFrom('position_rankings')
    .selectAll()
    .where('member', '=', member)
    .where('trade_date', '=', date)
    .orderBy('exchange')
    .orderBy('contract')
    .execute();
  return rows.map(toRanking);
}
