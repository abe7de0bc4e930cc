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

  it('counts between() arithmetically exactly as day by day, holidays on weekends and duplicates included', () => {
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const DAY = 86_400_000;
    const byDays = (c: TradingCalendar, from: string, to: string) => {
      let n = 0;
      for (let t = Date.parse(`${from}T00:00:00Z`) + DAY; iso(t) <= to; t += DAY) if (c.isTradingDay(iso(t))) n++;
      return n;
    };
    // A seeded walk over ten years: holidays on weekdays and weekends, ranges of every length and both orders.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const start = Date.parse('2018-01-01T00:00:00Z');
    const holidays = Array.from({ length: 120 }, () => iso(start + Math.floor(random() * 3650) * DAY));
    const calendars = [cn, weekdays, new TradingCalendar(holidays), new TradingCalendar([...holidays, ...holidays.slice(0, 10), 'not a date'])];
    for (const calendar of calendars) {
      for (let i = 0; i < 120; i++) {
        const from = iso(start + Math.floor(random() * 3650) * DAY);
        const to = iso(start + Math.floor(random() * 3650) * DAY);
        expect(calendar.between(from, to)).toBe(byDays(calendar, from, to));
      }
      expect(calendar.between('2024-03-01', '2024-03-01')).toBe(0);
    }
    expect(cn.between('2024-09-27', '2024-10-08')).toBe(2);
  });
});
