/**
 * Exchange member rankings (成交持仓排名): each trading day the Shanghai Futures Exchange, the Shanghai International
 * Energy Exchange, the Dalian and the Zhengzhou commodity exchanges publish, per contract, three independent top-20
 * lists: trading volume, long open interest and short open interest, each with the change from the previous day
 * (SHFE "期货合约成交持仓排名" daily data; DCE "日成交持仓排名"; ZCE "期货持仓排名"). A member may appear in one list
 * and not another, so the lists are never joined row by row. Their printed tables end with an aggregate row
 * (合计 / 总计 / 小计, "Total"), which is not a member.
 *
 * Net long of the top N: the sum of the N largest long positions minus the sum of the N largest short positions
 * (the exchanges' "前20名合计" of the long list minus that of the short list, the usual reading of the rankings).
 */

export type RankingList = 'volume' | 'long' | 'short';

export interface RankedMember {
  rank: number;
  member: string;
  value: number;
  change: number;
}

const AGGREGATE = /^(合计|总计|小计|合\s*计|总\s*计|total|subtotal|sum)$/i;

/** True for a printed aggregate row's label (合计, 总计, 小计, Total), which is no member. */
export const isAggregateRow = (label: string): boolean => AGGREGATE.test(label.trim().replace(/[:：]$/, ''));

/** The sum of the values of the `n` best-ranked members of a list (fewer when the list is shorter). */
export function topSum(list: readonly RankedMember[], n: number): number {
  return [...list]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, n)
    .reduce((s, m) => s + m.value, 0);
}

/** Net long of the top `n`: top-n long open interest minus top-n short open interest. */
export const netLongOfTop = (longs: readonly RankedMember[], shorts: readonly RankedMember[], n: number): number => topSum(longs, n) - topSum(shorts, n);
