/**
 * Known answers for common/domain/cargoFlows.ts. Week starts follow ISO 8601 (weeks begin on Monday): 2025-03-01
 * is a Saturday in ISO week 2025-W09, which begins Monday 2025-02-24; 2025-01-01 (Wednesday) is in 2025-W01, which
 * begins Monday 2024-12-30 (any perpetual calendar, e.g. `cal 12 2024` / `date -d 2024-12-30 +%A`). Circle areas
 * proportional to the value (radius ~ sqrt(value)): the proportional-symbol rule of cartography (Dent, Cartography:
 * Thematic Map Design, ch. "Proportional symbol mapping"); volume 25 of a maximum 100 with rMax 20 gives 20 x 0.5 = 10.
 */
import { flowsByPeriod, markRadius, periodStart, totalsByLocation } from '../../common/domain/cargoFlows';

describe('cargo flows', () => {
  it('labels periods by their first day (ISO weeks from Monday, calendar months)', () => {
    expect(periodStart('2025-03-01', 'day')).toBe('2025-03-01');
    expect(periodStart('2025-03-01', 'week')).toBe('2025-02-24');
    expect(periodStart('2025-03-03', 'week')).toBe('2025-03-03');
    expect(periodStart('2025-03-09', 'week')).toBe('2025-03-03');
    expect(periodStart('2025-01-01', 'week')).toBe('2024-12-30');
    expect(periodStart('2025-03-31', 'month')).toBe('2025-03-01');
  });

  it('sums volumes per period and location', () => {
    const rows = [
      { date: '2025-03-03', location: 'Singapore', volume: 100 },
      { date: '2025-03-04', location: 'Singapore', volume: 50 },
      { date: '2025-03-04', location: 'Fujairah', volume: 70 },
      { date: '2025-03-10', location: 'Singapore', volume: 30 },
    ];
    expect(flowsByPeriod(rows, 'week')).toEqual([
      { date: '2025-03-03', location: 'Fujairah', volume: 70 },
      { date: '2025-03-03', location: 'Singapore', volume: 150 },
      { date: '2025-03-10', location: 'Singapore', volume: 30 },
    ]);
    expect(flowsByPeriod(rows, 'month')).toEqual([
      { date: '2025-03-01', location: 'Fujairah', volume: 70 },
      { date: '2025-03-01', location: 'Singapore', volume: 180 },
    ]);
    expect(totalsByLocation(rows)).toEqual([
      { location: 'Singapore', volume: 180 },
      { location: 'Fujairah', volume: 70 },
    ]);
    // The input is not changed (the rows are summed into new objects).
    expect(rows[0].volume).toBe(100);
  });

  it('sizes circles by area', () => {
    expect(markRadius(100, 100, 3, 20)).toBe(20);
    expect(markRadius(25, 100, 3, 20)).toBe(10);
    expect(markRadius(0.01, 100, 3, 20)).toBe(3);
    expect(markRadius(0, 100, 3, 20)).toBe(0);
    expect(markRadius(5, 0, 3, 20)).toBe(0);
  });
});
