/**
 * Known answers for common/domain/memberRankings.ts: the exchanges' ranking tables (SHFE "期货合约成交持仓排名", DCE
 * "日成交持仓排名", ZCE "期货持仓排名") end with an aggregate row (合计 / 总计) that is no member; net long of the top N
 * is the top-N long total minus the top-N short total (worked by hand below).
 */
import { isAggregateRow, netLongOfTop, topSum } from '../../common/domain/memberRankings';

const list = (values: number[]) => values.map((value, i) => ({ rank: i + 1, member: `m${i + 1}`, value, change: 0 }));

describe('isAggregateRow', () => {
  it('recognises the printed totals and nothing else', () => {
    for (const label of ['合计', '总计', '小计', ' 合计：', 'Total', '合 计']) expect([label, isAggregateRow(label)]).toEqual([label, true]);
    for (const label of ['中信期货', '国泰君安', 'Totality Futures', '']) expect([label, isAggregateRow(label)]).toEqual([label, false]);
  });
});

describe('net long of the top N', () => {
  const longs = list([500, 400, 300, 200, 100, 50]);
  const shorts = list([600, 300, 200, 100, 90, 10]);
  it('sums the best-ranked members, whatever the order they come in', () => {
    expect(topSum([...longs].reverse(), 5)).toBe(1500);
    expect(topSum(longs, 20)).toBe(1550);
  });
  it('is the long total minus the short total over the same N', () => {
    // Top 5: 1500 - 1290 = 210; top 1: 500 - 600 = -100; top 20 (all six): 1550 - 1300 = 250.
    expect(netLongOfTop(longs, shorts, 5)).toBe(210);
    expect(netLongOfTop(longs, shorts, 1)).toBe(-100);
    expect(netLongOfTop(longs, shorts, 20)).toBe(250);
  });
});
