/**
 * A hand-made term structure for the roll return tests: three contracts over five trading days, with settlements
 * and open interest chosen so every figure can be worked by hand (the workings are in rollView.unit.test.ts).
 *   A = X.P2502 (last trading date 2025-01-10), B = X.P2503 (2025-02-10), C = X.P2504 (2025-03-10)
 *   settle A 100 101 102 103 104 | B 98 99 100 101 102 | C 96 97 98 99 100
 *   oi     A 500 400 300 200 100 | B 300 450 460 470 480 | C 10 10 10 10 10
 */
import type { TermStructureData } from '@common/contract/calculators';
import { TradingCalendar } from '@common/domain/tradingCalendar';
import { seededProductCalendar } from '../market/fixtures';

/** The seeded Chinese exchange calendar, as the server counts trading days to expiry. */
const CN = new TradingCalendar(seededProductCalendar('SHFE').holidays);

export const DAYS = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10'];
export const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const CONTRACTS = [
  { instrument: 'SHFE.FU2502', month: '2025-02', lastTradeDate: '2025-01-10', settle: [100, 101, 102, 103, 104], oi: [500, 400, 300, 200, 100] },
  { instrument: 'SHFE.FU2503', month: '2025-03', lastTradeDate: '2025-02-10', settle: [98, 99, 100, 101, 102], oi: [300, 450, 460, 470, 480] },
  { instrument: 'SHFE.FU2504', month: '2025-04', lastTradeDate: '2025-03-10', settle: [96, 97, 98, 99, 100], oi: [10, 10, 10, 10, 10] },
];

export const TERM: TermStructureData = {
  product: 'SHFE.FU',
  unit: 'CNY/t',
  from: '2024-01-10',
  to: '2025-01-10',
  contracts: CONTRACTS.map(({ instrument, month, lastTradeDate }) => ({ instrument, month, lastTradeDate })),
  days: DAYS.map((date, i) => ({
    ts: d(date),
    date,
    curve: CONTRACTS.map((c) => ({
      instrument: c.instrument,
      month: c.month,
      settle: c.settle[i],
      close: c.settle[i],
      oi: c.oi[i],
      daysToExpiry: Math.round((d(c.lastTradeDate) - d(date)) / 86_400_000),
      tradingDaysToExpiry: CN.between(date, c.lastTradeDate),
    })),
  })),
  demo: true,
  source: 'demo',
};
