/**
 * Known answers of the listing and last-trading-day rules (common/domain/contractMonths.ts). Each case names the
 * exchange rule text it follows; dates are checked against the calendar (weekends) and the holidays passed in.
 */
import { addMonths, lastTradeDate, listedContracts, parseListingRule } from '../../common/domain/contractMonths';

const ltd = (rule: string, month: string, holidays: string[] = []) => {
  const parsed = parseListingRule(rule).lastTrade;
  if (!parsed) throw new Error('no rule');
  return lastTradeDate(parsed, month, holidays);
};

describe('last trading day rules', () => {
  it.each([
    // SHFE fuel oil standard contract (2018): "最后交易日为合约月份前一月份的最后一个交易日".
    ['SHFE FU2601', 'monthly:12;ltd:prevMonthLast', '2026-01', [], '2025-12-31'],
    // INE low-sulphur fuel oil: "合约月份前一月份的最后一个交易日"; Feb 2026 ends on Saturday the 28th.
    ['INE LU2603', 'monthly:12;ltd:prevMonthLast', '2026-03', [], '2026-02-27'],
    // SHFE fuel oil contract of 2004 (180 cSt, 50 t): "合约交割月份的15日（遇法定假日顺延）" read as the trading day on or
    // before the 15th; 15 July 2017 is a Saturday.
    ['SHFE FU1707 (2004 spec)', 'monthly:12;ltd:day:15', '2017-07', [], '2017-07-14'],
    // DCE LPG: "合约月份倒数第4个交易日": March 2026 ends Tue 31, Mon 30, Fri 27, Thu 26.
    ['DCE PG2603', 'monthly:12;ltd:nthLast:4', '2026-03', [], '2026-03-26'],
    // ZCE PTA: "合约交割月份的第10个交易日": 2 March 2026 is a Monday, the 10th weekday is Friday 13 March.
    ['ZCE TA2603', 'monthly:12;ltd:nth:10', '2026-03', [], '2026-03-13'],
    // ICE Brent: "the last Business Day of the second month preceding the relevant contract month".
    ['ICE Brent Mar 2026', 'monthly:24;ltd:twoMonthsBeforeLast', '2026-03', [], '2026-01-30'],
    // ICE Singapore 380 cSt swap: monthly average of the contract month, last trade on its last business day.
    ['ICE SG380 Dec 2025', 'monthly:24;ltd:monthLast', '2025-12', ['2025-12-25'], '2025-12-31'],
    // NYMEX CL: "three business days prior to the 25th calendar day of the month prior to the contract month; if the 25th
    // is not a business day, three business days prior to the business day preceding the 25th". CLG26: 25 Jan 2026 is a
    // Sunday, Friday 23rd, then 22, 21, 20 (CME lists 20 Jan 2026).
    ['NYMEX CL Feb 2026', 'monthly:24;ltd:wti', '2026-02', ['2026-01-19'], '2026-01-20'],
    // CLF26: 25 Dec 2025 is a holiday, so from the 24th: 23, 22, 19 (CME lists 19 Dec 2025).
    ['NYMEX CL Jan 2026', 'monthly:24;ltd:wti', '2026-01', ['2025-12-25'], '2025-12-19'],
  ])('%s (%s)', (_name, rule, month, holidays, expected) => {
    expect(ltd(rule, month, holidays)).toBe(expected);
  });

  it('skips the holidays it is given when counting trading days', () => {
    // ZCE's 10th trading day of January 2026 with 1-2 January closed (New Year) moves from the 14th to the 16th.
    expect(ltd('monthly:12;ltd:nth:10', '2026-01')).toBe('2026-01-14');
    expect(ltd('monthly:12;ltd:nth:10', '2026-01', ['2026-01-01', '2026-01-02'])).toBe('2026-01-16');
    // A previous-month-last rule steps back over a holiday at the month's end.
    expect(ltd('monthly:12;ltd:prevMonthLast', '2026-01', ['2025-12-31'])).toBe('2025-12-30');
  });
});

describe('listed months', () => {
  it('lists 12 consecutive months from the nearest live contract, rolling after its last trading day', () => {
    const rule = parseListingRule('monthly:12;ltd:prevMonthLast');
    const onLastDay = listedContracts(rule, '2025-12-31');
    expect(onLastDay.map((c) => c.month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths('2026-01', i)));
    expect(onLastDay[0]).toEqual({ month: '2026-01', lastTradeDate: '2025-12-31' });
    const nextDay = listedContracts(rule, '2026-01-01');
    expect(nextDay[0].month).toBe('2026-02');
    expect(nextDay.at(-1)?.month).toBe('2027-01');
  });

  it('adds quarter months beyond the consecutive ones (INE SC: 12 consecutive months, then 8 quarter months)', () => {
    // INE crude oil contract: "最近1-12个月为连续月份合约，12个月以后为季月合约" (to three years out).
    const listed = listedContracts(parseListingRule('monthly:12;quarterly:36;ltd:prevMonthLast'), '2025-11-20');
    expect(listed).toHaveLength(20);
    expect(listed[0].month).toBe('2025-12');
    expect(listed.slice(12).map((c) => c.month)).toEqual(['2026-12', '2027-03', '2027-06', '2027-09', '2027-12', '2028-03', '2028-06', '2028-09']);
  });

  it('lists Brent months whose trading ends two months before delivery', () => {
    const listed = listedContracts(parseListingRule('monthly:3;ltd:twoMonthsBeforeLast'), '2026-01-30');
    expect(listed.map((c) => c.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(listedContracts(parseListingRule('monthly:1;ltd:twoMonthsBeforeLast'), '2026-01-31')[0].month).toBe('2026-04');
  });

  it('answers nothing for an undated instrument', () => {
    expect(listedContracts(parseListingRule('none'), '2026-01-05')).toEqual([]);
  });
});

describe('listing rule text', () => {
  it.each([
    ['monthly:0;ltd:monthLast', 'whole number'],
    ['monthly:12', 'ltd'],
    ['monthly:12;ltd:nth:x', 'whole number'],
    ['monthly:12;ltd:nthLast:16', 'whole number from 1 to 15'],
    ['monthly:12;ltd:tomorrow', 'unknown last trading day rule'],
    ['weekly:4;ltd:monthLast', 'unknown listing rule part'],
    ['monthly:12;quarterly:6;ltd:monthLast', 'beyond'],
  ])('refuses %s', (text, message) => {
    expect(() => parseListingRule(text)).toThrow(message);
  });

  it('adds months across years both ways', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });
});
