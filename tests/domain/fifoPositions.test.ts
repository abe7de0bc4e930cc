/**
 * Hand-worked examples for common/domain/fifoPositions.ts (worked out below, line by line).
 * The FU lot size change is SHFE's: fuel oil FU was 50 t per lot before the relisting of 2018-07-16 and 10 t after
 * (SHFE announcement on the revised fuel oil contract, 2018; docs/domain.md, "Contract specifications"); the caller
 * passes the multiplier of the version in force on each fill's trading date.
 */
import { applyFill, averageOpenPrice, emptyPosition, fifoPositions, type Fill, unrealisedAt } from '../../common/domain/fifoPositions';

const fill = (time: number, side: Fill['side'], lots: number, price: number, multiplier: number, fee = 0, instrument = 'SHFE.FU'): Fill => ({
  time,
  instrument,
  side,
  lots,
  price,
  fee,
  multiplier,
});
const day = (iso: string) => Date.parse(`${iso}T02:00:00Z`);

describe('fifoPositions', () => {
  test('FU across the 2018-07-16 lot change: matched by tonnes, each lot keeps the multiplier it was opened with', () => {
    // 2018-07-10 buy 2 @ 2000 (50 t: 100 t), 2018-07-20 buy 3 @ 2100 (10 t: 30 t), 2018-07-25 sell 3 @ 2200 (10 t: 30 t).
    // Issue 18: FIFO matches quantity in the product's unit. The 30 t sold close 30 t of the oldest lot:
    // (2200 - 2000) x 30 = 6000. Before, the 3 lots sold closed the 2 old lots whole (100 t) and 1 new lot:
    // 21000 realised on 110 t although only 30 t were sold. Open: 70 t of the old lot (1.4 lots of 50 t) @ 2000 and
    // 3 lots of 10 t @ 2100.
    const [p] = fifoPositions([
      fill(day('2018-07-25'), 'sell', 3, 2200, 10, 6),
      fill(day('2018-07-10'), 'buy', 2, 2000, 50, 10),
      fill(day('2018-07-20'), 'buy', 3, 2100, 10, 6),
    ]);
    expect(p.realised).toBe(6000);
    expect(p.netLots).toBeCloseTo(4.4, 12);
    expect(p.openLots).toEqual([
      { direction: 1, lots: 1.4, price: 2000, multiplier: 50, time: day('2018-07-10') },
      { direction: 1, lots: 3, price: 2100, multiplier: 10, time: day('2018-07-20') },
    ]);
    // (70 x 2000 + 30 x 2100) / 100 = 2030
    expect(p.averageOpenPrice).toBeCloseTo(2030, 9);
    expect(p.fees).toBe(22);
    // Marked to a settlement of 2150: (2150 - 2000) x 70 + (2150 - 2100) x 30 = 10500 + 1500 = 12000.
    expect(unrealisedAt(p.openLots, 2150)).toBeCloseTo(12000, 6);
  });

  test('a 10 t sell closes 10 t of a 50 t lot, not the whole lot', () => {
    const p = emptyPosition('SHFE.FU');
    applyFill(p, fill(day('2018-07-10'), 'buy', 1, 2000, 50));
    expect(applyFill(p, fill(day('2018-07-20'), 'sell', 1, 2100, 10))).toBe(1000);
    expect(p.openLots).toEqual([{ direction: 1, lots: 0.8, price: 2000, multiplier: 50, time: day('2018-07-10') }]);
  });

  test('a short opened first, then a buy that closes it and opens a long with the rest', () => {
    // sell 3 @ 500 opens a short; buy 5 @ 480 closes it: (500 - 480) x 3 x 10 = 600, and opens 2 long @ 480.
    const p = emptyPosition('DCE.PG2601');
    expect(applyFill(p, fill(1, 'sell', 3, 500, 10, 0, 'DCE.PG2601'))).toBe(0);
    expect(p.netLots).toBe(-3);
    // Short marked at 510 loses (510 - 500) x 3 x 10 = 300.
    expect(unrealisedAt(p.openLots, 510)).toBe(-300);
    expect(applyFill(p, fill(2, 'buy', 5, 480, 10, 0, 'DCE.PG2601'))).toBe(600);
    expect(p.netLots).toBe(2);
    expect(p.averageOpenPrice).toBe(480);
    expect(p.openLots[0].direction).toBe(1);
  });

  test('FIFO, not LIFO or average: the oldest lot closes first', () => {
    // buy 1 @ 100, buy 1 @ 200, sell 1 @ 150 (multiplier 10): FIFO realises (150 - 100) x 10 = +500
    // (LIFO would give -500, average cost 0); the lot left is the one at 200.
    const [p] = fifoPositions([fill(1, 'buy', 1, 100, 10), fill(2, 'buy', 1, 200, 10), fill(3, 'sell', 1, 150, 10)]);
    expect(p.realised).toBe(500);
    expect(p.averageOpenPrice).toBe(200);
  });

  test('average open price weights lots by their quantity (lots x multiplier)', () => {
    // 1 lot @ 100 of 50 t and 1 lot @ 200 of 10 t: (100 x 50 + 200 x 10) / 60 = 7000 / 60.
    const [p] = fifoPositions([fill(1, 'buy', 1, 100, 50), fill(2, 'buy', 1, 200, 10)]);
    expect(p.averageOpenPrice).toBeCloseTo(7000 / 60, 12);
    expect(averageOpenPrice([])).toBeNull();
  });

  test('instruments are kept apart; a flat position has no average price', () => {
    const positions = fifoPositions([fill(1, 'buy', 2, 10, 1, 0, 'A.X'), fill(2, 'sell', 1, 20, 1, 0, 'B.Y'), fill(3, 'sell', 2, 12, 1, 0, 'A.X')]);
    expect(positions.map((p) => [p.instrument, p.netLots, p.realised, p.averageOpenPrice])).toEqual([
      ['A.X', 0, 4, null],
      ['B.Y', -1, 0, 20],
    ]);
  });

  test('a bad fill is refused', () => {
    expect(() => applyFill(emptyPosition('A.X'), fill(1, 'buy', 0, 10, 1))).toThrow(RangeError);
    expect(() => applyFill(emptyPosition('A.X'), fill(1, 'buy', 1, 10, 0))).toThrow(RangeError);
  });
});
