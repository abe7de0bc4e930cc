import { TradingCalendar } from '../../common/domain/tradingCalendar';

describe('TradingCalendar', () => {
  // 2024-10-01..07: China's National Day closure (State Council notice 2023-10-25, SHFE notice 2024-09).
  const golden = ['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07'];
  const cn = new TradingCalendar(golden);
  const weekdays = new TradingCalendar();

  it('skips weekends and holidays both ways', () => {
    expect(cn.isTradingDay('2024-09-30')).toBe(true);
    expect(cn.isTradingDay('2024-10-07')).toBe(false);
    expect(cn.isTradingDay('2024-10-12')).toBe(false); // a make-up Saturday is not a trading day
    expect(cn.next('2024-09-30')).toBe('2024-10-08');
    expect(cn.previous('2024-10-08')).toBe('2024-09-30');
    expect(cn.onOrBefore('2024-10-05')).toBe('2024-09-30');
    expect(weekdays.next('2024-10-04')).toBe('2024-10-07');
  });

  it('counts back n trading days from a trading or a closed day', () => {
    expect(weekdays.before('2024-12-24', 3)).toBe('2024-12-19');
    expect(cn.before('2024-10-08', 1)).toBe('2024-09-30');
    expect(cn.before('2024-10-05', 1)).toBe('2024-09-30');
    expect(cn.before('2024-10-05', 2)).toBe('2024-09-27');
  });

  it('lists a month and counts days to a date', () => {
    // TA2410: the 10th trading day of October 2024 is 2024-10-21 (ZCE published last trading day).
    expect(cn.daysOf('2024-10')[9]).toBe('2024-10-21');
    expect(cn.between('2024-09-30', '2024-10-08')).toBe(1);
    expect(cn.between('2024-10-08', '2024-10-08')).toBe(0);
    expect(weekdays.daysInYear(2024)).toBe(262);
    expect(cn.daysInYear(2024)).toBe(257);
  });
});
