/**
 * Prices on the tick grid (common/domain/tickGrid.ts), with the ticks of docs/domain.md: FU 1 CNY/t, TA 2 CNY/t,
 * SC 0.1 CNY/bbl, FEI 0.001 USD/t, USD/CNY 0.0001.
 */
import { isOnTickGrid, roundToTick, tickDecimals } from '../../common/domain/tickGrid';

describe('tick grid', () => {
  it.each([
    [1, 0],
    [2, 0],
    [0.1, 1],
    [0.25, 2],
    [0.001, 3],
    [0.0001, 4],
    [1e-7, 7],
  ])('tick %p has %p decimals', (tick, decimals) => {
    expect(tickDecimals(tick)).toBe(decimals);
  });

  it.each([
    [2800.4, 1, 2800],
    [5161, 2, 5162],
    [546.349, 0.1, 546.3],
    [392.5504, 0.001, 392.55],
    [7.12345, 0.0001, 7.1235],
  ])('rounds %p to the %p grid: %p', (price, tick, expected) => {
    expect(roundToTick(price, tick)).toBe(expected);
  });

  it.each([
    [2801, 1, true],
    [2801.5, 1, false],
    [5162, 2, true],
    [5161, 2, false],
    [546.3, 0.1, true],
    [546.35, 0.1, false],
    [7.1234, 0.0001, true],
    [7.12345, 0.0001, false],
    [Number.NaN, 1, false],
    [Number.POSITIVE_INFINITY, 1, false],
    [100, 0, false],
  ])('%p on the %p grid: %p', (price, tick, expected) => {
    expect(isOnTickGrid(price, tick)).toBe(expected);
  });
});
