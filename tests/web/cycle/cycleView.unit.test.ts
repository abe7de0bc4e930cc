/**
 * The investment clock's page-side steps (src/pages/Tool/Calculator/Cycle): reading an imported date,value file
 * (every bad row reported, nothing kept from a bad file), the common calendar (period ends), and phases and asset
 * returns on hand-worked straight lines (a straight line is its own HP trend, tests/domain/hpFilter.test.ts).
 */
import { clockView, periodEnd, phaseReturns, toPeriods } from '@/pages/Tool/Calculator/Cycle/cycleView';
import { parseDate, readRows } from '@/pages/Tool/Calculator/Cycle/indicatorFile';

const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('imported indicator rows', () => {
  test('dates in three spellings, an optional header, ascending output', () => {
    expect(
      readRows([
        ['date', 'value'],
        ['2025-03-31', '50.2'],
        ['2025/1/31', '49'],
        ['2025-02', '51'],
      ]),
    ).toEqual({
      points: [
        [d('2025-01-31'), 49],
        [d('2025-02-01'), 51],
        [d('2025-03-31'), 50.2],
      ],
      errors: [],
    });
    expect(parseDate('2025-02-30')).toBeNull();
  });

  test('every bad row is reported with its number and nothing is kept', () => {
    const read = readRows([
      ['date', 'value'],
      ['2025-01-31', '1'],
      ['2025-02-30', '2'],
      ['2025-03-31', 'abc'],
      ['2025-01-31', '3'],
      ['2025-04-30', '4', 'x'],
      ['', ''],
    ]);
    expect(read.points).toEqual([]);
    expect(read.errors).toEqual([
      { row: 3, code: 'date' },
      { row: 4, code: 'value' },
      { row: 5, code: 'duplicate' },
      { row: 6, code: 'columns' },
    ]);
    expect(readRows([['date', 'value']]).errors).toEqual([{ row: 0, code: 'empty' }]);
  });
});

describe('clock', () => {
  test('period ends: months and quarters end on their last day; the last value of a period wins', () => {
    expect(periodEnd(d('2024-02-10'), 'month')).toBe(d('2024-02-29'));
    expect(periodEnd(d('2024-05-10'), 'quarter')).toBe(d('2024-06-30'));
    expect(
      toPeriods(
        [
          [d('2024-01-01'), 1],
          [d('2024-01-20'), 2],
          [d('2024-02-01'), 3],
        ],
        'month',
      ),
    ).toEqual([
      [d('2024-01-31'), 2],
      [d('2024-02-29'), 3],
    ]);
  });

  // Growth rises 50, 51, ... (dated mid-month), inflation falls for six months then rises (dated on the 1st): both
  // meet on month ends. By the moving average of 2 (value against the mean of itself and the previous value):
  // growth is always up; inflation down in Feb-Jun, up from Jul. Phases: Jan none (incomplete window), Feb-Jun
  // recovery (up, down), Jul-Dec overheat (up, up).
  const months = Array.from({ length: 12 }, (_, i) => i);
  const growth = months.map((i): [number, number] => [Date.UTC(2024, i, 15), 50 + i]);
  const inflation = months.map((i): [number, number] => [Date.UTC(2024, i, 1), i < 6 ? 3 - 0.1 * i : 2.5 + 0.1 * (i - 5)]);

  test('phases per month end, runs and the latest phase (moving average of 2)', () => {
    const view = clockView(growth, inflation, { period: 'month', method: 'ma', lambda: 129600, window: 2, lag: 1 });
    expect(view.points.map((p) => p.phase)).toEqual([null, ...Array(5).fill('recovery'), ...Array(6).fill('overheat')]);
    expect(view.runs).toEqual([
      { phase: 'recovery', from: d('2024-02-29'), to: d('2024-06-30'), periods: 5 },
      { phase: 'overheat', from: d('2024-07-31'), to: d('2024-12-31'), periods: 6 },
    ]);
    expect(view.today).toMatchObject({ time: d('2024-12-31'), growth: 'up', inflation: 'up', phase: 'overheat' });
  });

  test("an asset's mean return per phase runs from one month end to the next, counted for the phase known at its start", () => {
    const view = clockView(growth, inflation, { period: 'month', method: 'ma', lambda: 129600, window: 2, lag: 1 });
    // Price 100 at each month end through June, then 110 at every month end from July: the Jun -> Jul period
    // (+10 %) is the only one that moves. Lag 0 (the phase of the month that just ended): recovery Feb-Mar, ...,
    // Jun-Jul = 5 periods, mean (0 + 0 + 0 + 0 + 0.1) / 5 = 2 %; overheat Jul-Aug ... Nov-Dec = 5 periods of 0.
    const asset = months.map((i): [number, number] => [Date.UTC(2024, i + 1, 0), i < 6 ? 100 : 110]);
    const lag0 = phaseReturns(view.points, [{ name: 'A', points: asset }], 0);
    expect(lag0.find((r) => r.phase === 'recovery')).toMatchObject({ count: 5 });
    expect(lag0.find((r) => r.phase === 'recovery')?.meanReturn).toBeCloseTo(0.02, 12);
    expect(lag0.find((r) => r.phase === 'overheat')).toMatchObject({ meanReturn: 0, count: 5 });
    expect(lag0.find((r) => r.phase === 'stagflation')).toMatchObject({ meanReturn: null, count: 0 });
    // Lag 1 (the page's default; issue 18: a month's indicators are published the month after): the period starting
    // at a month end counts for the month before. Recovery (Feb-Jun known at the ends of Mar-Jul): Mar-Apr ...
    // Jul-Aug, the Jun -> Jul +10 % among them: 2 %; overheat (Jul-Oct known at Aug-Nov ends): 4 flat periods.
    const lag1 = phaseReturns(view.points, [{ name: 'A', points: asset }]);
    expect(lag1.find((r) => r.phase === 'recovery')).toMatchObject({ count: 5 });
    expect(lag1.find((r) => r.phase === 'recovery')?.meanReturn).toBeCloseTo(0.02, 12);
    expect(lag1.find((r) => r.phase === 'overheat')).toMatchObject({ meanReturn: 0, count: 4 });
  });

  test('HP direction of straight lines (their own trend): growth up, inflation down -> recovery after the first month', () => {
    const line = months.map((i): [number, number] => [Date.UTC(2024, i, 28), 2 - 0.1 * i]);
    const view = clockView(growth, line, { period: 'month', method: 'hp', lambda: 129600, window: 12, lag: 1 });
    expect(view.points.map((p) => p.phase)).toEqual([null, ...Array(11).fill('recovery')]);
  });
});
