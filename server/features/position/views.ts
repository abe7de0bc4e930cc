/** What the holdings calls answer, computed from stored rows with the domain functions (common/domain). */
import {
  COT_CATEGORIES,
  type CotLayout,
  type CotSeries,
  type RankingDay,
  type RankingMemberRow,
  type RankingNetTopPoint,
} from '../../../common/contract/position';
import { cotIndex, netPosition, weekOnWeek } from '../../../common/domain/commitments';
import { netLongOfTop, type RankedMember } from '../../../common/domain/memberRankings';
import type { StoredCotWeek, StoredRanking } from './store';

/** Nets, week-on-week changes and the COT index of every category, week by week. */
export function cotSeriesOf(layout: CotLayout, marketCode: string, lookback: number, weeks: readonly StoredCotWeek[]): CotSeries {
  const names = COT_CATEGORIES[layout];
  const perCategory = names.map((_, k) => {
    const nets = weeks.map((w) => netPosition({ long: w.positions[k][0], short: w.positions[k][1], spread: w.positions[k][2] }));
    return { nets, changes: weekOnWeek(nets), index: cotIndex(nets, lookback) };
  });
  const oiChanges = weekOnWeek(weeks.map((w) => w.openInterest));
  return {
    layout,
    marketCode,
    market: weeks.at(-1)?.market ?? '',
    lookback,
    weeks: weeks.map((w, i) => ({
      asOf: w.asOf,
      releasedAt: w.releasedAt,
      openInterest: w.openInterest,
      openInterestChange: oiChanges[i],
      categories: names.map((category, k) => ({
        category,
        long: w.positions[k][0],
        short: w.positions[k][1],
        spread: w.positions[k][2],
        net: perCategory[k].nets[i],
        netChange: perCategory[k].changes[i],
        cotIndex: perCategory[k].index[i],
      })),
    })),
  };
}

const ranked = (rows: readonly StoredRanking[], list: string): RankedMember[] =>
  rows.filter((r) => r.list === list).map((r) => ({ rank: r.rank, member: r.member, value: r.value, change: r.change }));

export function rankingDayOf(
  exchange: RankingDay['exchange'],
  contract: string,
  date: string | null,
  dates: string[],
  rows: readonly StoredRanking[],
): RankingDay {
  return {
    exchange,
    contract,
    date,
    dates,
    demo: rows.some((r) => r.demo),
    volume: ranked(rows, 'volume'),
    long: ranked(rows, 'long'),
    short: ranked(rows, 'short'),
  };
}

/** Net long of the top 5, 10 and 20 per day (rows of many days, ordered by day). */
export function netTopOf(rows: readonly StoredRanking[]): RankingNetTopPoint[] {
  const byDay = new Map<string, StoredRanking[]>();
  for (const r of rows) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      const longs = ranked(day, 'long');
      const shorts = ranked(day, 'short');
      return {
        date,
        top5: netLongOfTop(longs, shorts, 5),
        top10: netLongOfTop(longs, shorts, 10),
        top20: netLongOfTop(longs, shorts, 20),
        demo: day.some((r) => r.demo),
      };
    });
}

/** A member's rows of one day, one per contract, with the lists it is not in left null. */
export function memberRowsOf(rows: readonly StoredRanking[]): RankingMemberRow[] {
  const byContract = new Map<string, RankingMemberRow>();
  for (const r of rows) {
    const key = `${r.exchange}|${r.contract}`;
    const row =
      byContract.get(key) ??
      ({
        exchange: r.exchange as RankingMemberRow['exchange'],
        contract: r.contract,
        volume: null,
        volumeChange: null,
        long: null,
        longChange: null,
        short: null,
        shortChange: null,
        demo: false,
      } satisfies RankingMemberRow);
    if (r.list === 'volume') [row.volume, row.volumeChange] = [r.value, r.change];
    if (r.list === 'long') [row.long, row.longChange] = [r.value, r.change];
    if (r.list === 'short') [row.short, row.shortChange] = [r.value, r.change];
    row.demo = row.demo || r.demo;
    byContract.set(key, row);
  }
  return [...byContract.values()];
}
