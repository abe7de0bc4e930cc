import { sessionClock, sessionPhaseAt } from '../../common/domain/sessionState';
import { TradingCalendar } from '../../common/domain/tradingCalendar';
import { zonedToUtc } from '../../common/domain/zonedTime';

// The seeded products' sessions (server/features/reference/seed.ts): SHFE/INE/DCE/ZCE day and night, CME Globex, ICE.
const CN = ['09:00-10:15', '10:30-11:30', '13:30-15:00', '21:00-23:00'];
const CN_TZ = 'Asia/Shanghai';
const at = (date: string, time: string, zone: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedToUtc({ year, month, day, hour, minute }, zone);
};
const phase = (sessions: string[], zone: string, date: string, time: string, calendar?: TradingCalendar) =>
  sessionPhaseAt(sessions, zone, at(date, time, zone), calendar);

describe('session phase of a Chinese futures product (SHFE FU)', () => {
  it('names each part of a trading day and books the night session on the next trading day', () => {
    // 2025-01-06 is a Monday; Friday 2025-01-03's night session was booked on it.
    expect(phase(CN, CN_TZ, '2025-01-06', '08:00')).toEqual({ state: 'preOpen', tradingDate: '2025-01-06' });
    expect(phase(CN, CN_TZ, '2025-01-06', '09:30')).toEqual({ state: 'open', tradingDate: '2025-01-06' });
    expect(phase(CN, CN_TZ, '2025-01-06', '10:20')).toEqual({ state: 'break', tradingDate: '2025-01-06' });
    expect(phase(CN, CN_TZ, '2025-01-06', '12:00')).toEqual({ state: 'break', tradingDate: '2025-01-06' });
    expect(phase(CN, CN_TZ, '2025-01-06', '15:30')).toEqual({ state: 'closed', tradingDate: '2025-01-06' });
    expect(phase(CN, CN_TZ, '2025-01-06', '21:30')).toEqual({ state: 'night', tradingDate: '2025-01-07' });
    expect(phase(CN, CN_TZ, '2025-01-06', '23:30')).toEqual({ state: 'closed', tradingDate: '2025-01-07' });
    // Friday night belongs to Monday; on Saturday the last price is still Monday's trading date.
    expect(phase(CN, CN_TZ, '2025-01-10', '21:30')).toEqual({ state: 'night', tradingDate: '2025-01-13' });
    expect(phase(CN, CN_TZ, '2025-01-11', '12:00')).toEqual({ state: 'closed', tradingDate: '2025-01-13' });
  });

  it('holds no night session before a holiday (2025 Spring Festival)', () => {
    // SHFE/INE/DCE/ZCE notices on the 2025 Spring Festival: closed 2025-01-28 to 2025-02-04, open again on 2025-02-05,
    // no night session on the evening of 2025-01-27.
    const spring = new TradingCalendar(['2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04']);
    expect(phase(CN, CN_TZ, '2025-01-27', '21:30', spring)).toEqual({ state: 'closed', tradingDate: '2025-01-27' });
    expect(phase(CN, CN_TZ, '2025-01-30', '09:30', spring)).toEqual({ state: 'closed', tradingDate: '2025-01-27' });
    expect(phase(CN, CN_TZ, '2025-02-05', '08:30', spring)).toEqual({ state: 'preOpen', tradingDate: '2025-01-27' });
    // Without the calendar the same evening would trade, booked on the holiday.
    expect(phase(CN, CN_TZ, '2025-01-27', '21:30')).toEqual({ state: 'night', tradingDate: '2025-01-28' });
  });
});

describe('session phase of other markets', () => {
  it('CME Globex (NYMEX WTI 17:00-16:00 Chicago): Sunday evening opens Monday, the 16:00 pause is closed', () => {
    const WTI = ['17:00-16:00'];
    const zone = 'America/Chicago';
    expect(phase(WTI, zone, '2025-01-05', '12:00')).toEqual({ state: 'closed', tradingDate: '2025-01-03' });
    expect(phase(WTI, zone, '2025-01-05', '18:00')).toEqual({ state: 'night', tradingDate: '2025-01-06' });
    expect(phase(WTI, zone, '2025-01-06', '16:30')).toEqual({ state: 'closed', tradingDate: '2025-01-06' });
  });

  it('ICE Brent (01:00-23:00 London) is pre-open after midnight; CFETS USD/CNY (09:30-03:00) trades past midnight', () => {
    expect(phase(['01:00-23:00'], 'Europe/London', '2025-01-06', '00:30')).toEqual({ state: 'preOpen', tradingDate: '2025-01-03' });
    expect(phase(['09:30-03:00'], CN_TZ, '2025-01-07', '02:00')).toEqual({ state: 'open', tradingDate: '2025-01-06' });
  });

  it('is outside every seeded session on a Saturday at noon UTC (the board e2e test clock)', () => {
    const saturday = Date.UTC(2025, 0, 11, 12);
    const seeded: [string[], string][] = [
      [CN, CN_TZ],
      [['09:00-10:15', '10:30-11:30', '13:30-15:00', '21:00-02:30'], CN_TZ],
      [['09:00-16:30'], 'Asia/Singapore'],
      [['01:00-23:00'], 'Europe/London'],
      [['17:00-16:00'], 'America/Chicago'],
      [['09:30-03:00'], CN_TZ],
    ];
    for (const [sessions, zone] of seeded) expect(sessionPhaseAt(sessions, zone, saturday).state).toBe('closed');
  });
});

describe('sessionClock', () => {
  it('answers as sessionPhaseAt at every instant, in any order of asking', () => {
    const clock = sessionClock(CN, CN_TZ);
    const start = Date.UTC(2025, 0, 3);
    const times = Array.from({ length: 1_500 }, (_, i) => start + i * 7 * 60_000);
    // Forwards, then shuffled between two far-apart instants (a price's time and now).
    const order = [...times, ...times.map((t, i) => (i % 2 ? t : times[times.length - 1 - i]))];
    for (const t of order) expect(clock(t)).toEqual(sessionPhaseAt(CN, CN_TZ, t));
  });
});
