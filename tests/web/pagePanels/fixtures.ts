/**
 * Hand-made answers for the panel tests (not built by the code under test): term structures of INE.SC on three
 * dates, and a regression answer. The clock of the curve tests is 2026-03-10 08:00 UTC, so the panels ask the ten
 * days up to 2026-03-10, 2026-03-03 (7 days back) and 2026-02-08 (30 days back).
 */
import type { TermStructureData } from '@common/contract/calculators';
import type { RegressionData } from '@/components/PageView/panels/regressionPanelCall';

export const NOW = Date.UTC(2026, 2, 10, 8);
const ts = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** One day's curve of INE.SC: settlements in expiry order from SC2604 on (a null settle: no settlement yet). */
export function termAnswer(date: string | null, settles: (number | null)[], over: Partial<TermStructureData> = {}): TermStructureData {
  const months = settles.map((_, i) => `2026-${String(4 + i).padStart(2, '0')}`);
  const instruments = months.map((m) => `INE.SC${m.slice(2, 4)}${m.slice(5, 7)}`);
  return {
    product: 'INE.SC',
    unit: 'CNY/bbl',
    from: '2026-01-01',
    to: '2026-03-10',
    contracts: months.map((month, i) => ({
      instrument: instruments[i],
      month,
      lastTradeDate: `${month.slice(0, 4)}-${String(Number(month.slice(5)) - 1).padStart(2, '0')}-20`,
    })),
    days: date
      ? [
          {
            ts: ts(date),
            date,
            curve: settles.map((settle, i) => ({
              instrument: instruments[i],
              month: months[i],
              settle,
              close: settle ?? 0,
              oi: 100,
              daysToExpiry: 10 + 30 * i,
              tradingDaysToExpiry: 8 + 21 * i,
            })),
          },
        ]
      : [],
    demo: false,
    source: 'demo',
    ...over,
  };
}

export const REGRESSION: RegressionData = {
  coefficients: [-120.5, 15.25, 7.1],
  stdErrors: [10, 2.5, 0.25],
  r2: 0.8123,
  n: 1210,
  residuals: [
    [ts('2026-03-05'), 12.5],
    [ts('2026-03-06'), -3.25],
  ],
  zScores: [
    [ts('2026-03-05'), null],
    [ts('2026-03-06'), -0.5],
  ],
  // [intercept, b1 x1, b2 x2] of each date's own window.
  contributions: [
    [ts('2026-03-05'), [-120.5, 106.75, 560.9]],
    [ts('2026-03-06'), [-118, 107, 561]],
  ],
  demo: true,
};

type InventoriesData = import('@common/contract/marketData').InventoriesData;
type InventoriesBody = import('@common/contract/marketData').InventoriesBody;

/**
 * A stocks answer for `body`: the first id found in `ds:bloomberg:` with the figures of the constructed report of
 * tests/domain/weeklyStocks.test.ts (460 kb on 2026-11-20, +5 on the week, 430 against five years, range 410-450),
 * every other id stored nowhere.
 */
export function inventoriesAnswer(body: InventoriesBody): InventoriesData {
  const years = body.years ?? 5;
  return {
    years,
    rows: body.ids.map((id, i) =>
      i === 0
        ? {
            id,
            address: `ds:bloomberg:${id}`,
            name: id,
            unit: 'kb',
            source: 'bloomberg',
            demo: false,
            ts: ts('2026-11-20'),
            value: 460,
            previousTs: ts('2026-11-13'),
            change: 5,
            average: 430,
            min: 410,
            max: 450,
            years,
            vsAverage: 30,
          }
        : {
            id,
            address: null,
            name: id,
            unit: '',
            source: '',
            demo: false,
            ts: null,
            value: null,
            previousTs: null,
            change: null,
            average: null,
            min: null,
            max: null,
            years: 0,
            vsAverage: null,
          },
    ),
  };
}
