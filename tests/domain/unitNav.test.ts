/**
 * Hand-worked examples for common/domain/unitNav.ts: every number is written out from the conventions in the
 * file's header (equity = cash + flows + realised - fees + unrealised at settlement; units bought or redeemed at the
 * end of the day at the NAV before the flow).
 */
import { NavInputError, type NavFill, unitNav } from '../../common/domain/unitNav';

const fu = (date: string, side: NavFill['side'], lots: number, price: number, fee: number): NavFill => ({
  date,
  time: Date.parse(`${date}T02:00:00Z`),
  instrument: 'SHFE.FU2505',
  side,
  lots,
  price,
  fee,
  multiplier: 10,
  currency: 'CNY',
});

describe('unitNav', () => {
  const dates = ['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07'];
  const days = unitNav({
    dates,
    initialCash: 1_000_000,
    fills: [fu('2025-01-02', 'buy', 10, 3000, 50), fu('2025-01-07', 'sell', 10, 3030, 50)],
    flows: [
      { date: '2025-01-03', amount: 500_000 },
      { date: '2025-01-07', amount: -200_000 },
    ],
    settles: { 'SHFE.FU2505': { '2025-01-02': 3010, '2025-01-03': 2990, '2025-01-06': 3020, '2025-01-07': 3025 } },
    usdCny: {},
  });

  test('day 1: marked to settlement', () => {
    // 10 lots x 10 t x (3010 - 3000) = 1000 unrealised; equity 1,000,000 - 50 + 1000 = 1,000,950; NAV 1.00095.
    expect(days[0]).toMatchObject({ unrealised: 1000, fees: 50, equity: 1_000_950, units: 1_000_000, flow: 0, unmarked: [] });
    expect(days[0].nav).toBeCloseTo(1.00095, 12);
    expect(days[0].dailyReturn).toBeCloseTo(0.00095, 12);
  });

  test('day 2: a deposit buys units at the NAV before it and does not move the NAV', () => {
    // (2990 - 3000) x 100 = -1000; before the flow 998,950 -> NAV 0.99895; 500,000 buys 500,000 / 0.99895 units.
    const d = days[1];
    expect(d.nav).toBeCloseTo(0.99895, 12);
    expect(d.units).toBeCloseTo(1_000_000 + 500_000 / 0.99895, 6);
    expect(d.equity).toBe(1_498_950);
    expect(d.flow).toBe(500_000);
    // Drawdown from the 1.00095 peak: 0.99895 / 1.00095 - 1.
    expect(d.drawdown).toBeCloseTo(0.99895 / 1.00095 - 1, 12);
  });

  test('day 3: the return is the P&L over the equity invested (time-weighted)', () => {
    // (3020 - 3000) x 100 = 2000: equity 1,501,950 against 1,498,950 after yesterday's flow.
    const d = days[2];
    expect(d.equity).toBe(1_501_950);
    expect(d.dailyReturn).toBeCloseTo(1_501_950 / 1_498_950 - 1, 12);
    expect(d.nav).toBeCloseTo((0.99895 * 1_501_950) / 1_498_950, 12);
  });

  test('day 4: closed at 3030, realised, then a withdrawal redeems units', () => {
    // Realised (3030 - 3000) x 100 = 3000, fees 100: before the flow 1,500,000 + 3000 - 100 = 1,502,900.
    const d = days[3];
    expect(d).toMatchObject({ realised: 3000, fees: 100, unrealised: 0, flow: -200_000, equity: 1_302_900 });
    const nav = (0.99895 * 1_502_900) / 1_498_950;
    expect(d.nav).toBeCloseTo(nav, 12);
    expect(d.units).toBeCloseTo(days[2].units - 200_000 / nav, 6);
    expect(d.units * d.nav).toBeCloseTo(1_302_900, 6);
    expect(d.drawdown).toBe(0);
  });

  test('USD instruments are converted at the day\u2019s USD/CNY', () => {
    // buy 1 lot of 1000 bbl @ 80, fee 2 USD at 7.1: fees 14.2 CNY; settle 81: 1000 USD x 7.1 = 7100 CNY unrealised.
    // Next day at 7.2, sell @ 82: realised 2000 USD x 7.2 = 14400 CNY, fee 14.4 CNY.
    const brn = (date: string, side: NavFill['side'], price: number): NavFill => ({
      date,
      time: Date.parse(`${date}T12:00:00Z`),
      instrument: 'ICE.BRN2503',
      side,
      lots: 1,
      price,
      fee: 2,
      multiplier: 1000,
      currency: 'USD',
    });
    const [d1, d2] = unitNav({
      dates: ['2025-01-02', '2025-01-03'],
      initialCash: 100_000,
      fills: [brn('2025-01-02', 'buy', 80), brn('2025-01-03', 'sell', 82)],
      flows: [],
      settles: { 'ICE.BRN2503': { '2025-01-02': 81 } },
      usdCny: { '2025-01-02': 7.1, '2025-01-03': 7.2 },
    });
    expect(d1.unrealised).toBeCloseTo(7100, 9);
    expect(d1.fees).toBeCloseTo(14.2, 9);
    expect(d1.equity).toBeCloseTo(100_000 + 7100 - 14.2, 9);
    expect(d2.realised).toBeCloseTo(14_400, 9);
    expect(d2.fees).toBeCloseTo(28.6, 9);
    expect(d2.nav).toBeCloseTo((100_000 + 14_400 - 28.6) / 100_000, 12);
  });

  test('without a settlement the lots are marked at the fill price and listed; later settlements carry forward', () => {
    const [d1, d2, d3] = unitNav({
      dates: ['2025-01-02', '2025-01-03', '2025-01-06'],
      initialCash: 100_000,
      fills: [fu('2025-01-02', 'buy', 1, 3000, 0)],
      flows: [],
      settles: { 'SHFE.FU2505': { '2025-01-03': 3100 } },
      usdCny: {},
    });
    expect(d1.unmarked).toEqual(['SHFE.FU2505']);
    expect(d1.unrealised).toBe(0);
    expect(d2.unrealised).toBe(1000);
    expect(d3.unrealised).toBe(1000);
    expect(d3.unmarked).toEqual([]);
  });

  test('a book without cash keeps NAV 1 until a deposit buys units at it', () => {
    const [d1, d2] = unitNav({
      dates: ['2025-01-02', '2025-01-03'],
      initialCash: 0,
      fills: [],
      flows: [{ date: '2025-01-02', amount: 5000 }],
      settles: {},
      usdCny: {},
    });
    expect(d1).toMatchObject({ nav: 1, units: 5000, equity: 5000 });
    expect(d2).toMatchObject({ nav: 1, units: 5000, dailyReturn: 0 });
  });

  test('a USD fill without a rate and unordered dates are refused', () => {
    const usd: NavFill = { ...fu('2025-01-02', 'buy', 1, 80, 0), currency: 'USD' };
    expect(() => unitNav({ dates: ['2025-01-02'], initialCash: 1, fills: [usd], flows: [], settles: {}, usdCny: {} })).toThrow(NavInputError);
    expect(() => unitNav({ dates: ['2025-01-03', '2025-01-02'], initialCash: 1, fills: [], flows: [], settles: {}, usdCny: {} })).toThrow(NavInputError);
  });
});
