/**
 * common/domain/mocWindow.ts on constructed windows. The convergence rule is Platts' Dubai partials rule as issue 21
 * states it (S&P Global Platts, "Dubai partials" in the Middle East crude methodology: partials of 25,000 barrels;
 * 20 partials for one loading month between the same seller and buyer converge into a 500,000-barrel cargo, 19 before
 * 2014); the counts and volumes below are worked by hand from the constructed records.
 */
import {
  type ConvergenceRule,
  counterpartyPairs,
  dubaiConvergences,
  firmActivity,
  loadingMonthOf,
  ruleOn,
  secondsOfDay,
  type WindowRecord,
  windowTimeline,
} from '../../common/domain/mocWindow';

const RULES: ConvergenceRule[] = [
  { validFrom: '2014-01-01', partials: 20, partialBarrels: 25_000, cargoBarrels: 500_000 },
  { validFrom: '0000-01-01', partials: 19, partialBarrels: 25_000, cargoBarrels: 500_000 },
];

let seq = 0;
const rec = (over: Partial<WindowRecord>): WindowRecord => {
  seq += 1;
  return {
    id: `r${seq}`,
    date: '2025-03-04',
    product: 'Dubai',
    instrument: 'partial',
    side: 'trade',
    buyer: 'Alpha',
    seller: 'Beta',
    volume: 25_000,
    loadingWindow: '2025-05',
    time: '16:29:00',
    ...over,
  };
};

/** n partials of one pair, one a minute from 16:00 on the given date. */
const partials = (n: number, over: Partial<WindowRecord> = {}): WindowRecord[] =>
  Array.from({ length: n }, (_, i) => rec({ time: `16:${String(i % 60).padStart(2, '0')}:00`, ...over }));

describe('secondsOfDay and loadingMonthOf', () => {
  it('reads HH:mm and HH:mm:ss, refuses the rest', () => {
    expect(secondsOfDay('16:30:00')).toBe(59_400);
    expect(secondsOfDay('09:05')).toBe(32_700);
    expect(secondsOfDay('24:00')).toBeNaN();
    expect(secondsOfDay('4pm')).toBeNaN();
  });
  it('finds the loading month in the laycan forms traders write', () => {
    expect(loadingMonthOf('2025-05')).toBe('2025-05');
    expect(loadingMonthOf('2025-05-01/2025-05-31')).toBe('2025-05');
    expect(loadingMonthOf('May 2025')).toBe('2025-05');
    expect(loadingMonthOf('MAY25')).toBe('2025-05');
    expect(loadingMonthOf('1-5 Jun 2025')).toBe('2025-06');
    expect(loadingMonthOf('prompt')).toBeNull();
    expect(loadingMonthOf('2025-13')).toBeNull();
  });
});

describe('dubaiConvergences', () => {
  it('20 partials of one seller to one buyer for one loading month make one 500 kb cargo (2014 on)', () => {
    const window = partials(20);
    const out = dubaiConvergences(window, RULES);
    expect(out.convergences).toHaveLength(1);
    expect(out.convergences[0]).toMatchObject({ loadingMonth: '2025-05', seller: 'Beta', buyer: 'Alpha', partials: 20, cargoBarrels: 500_000 });
    expect(out.convergences[0].recordIds).toEqual(window.map((r) => r.id));
    expect(out.convergences[0].time).toBe('16:19:00');
    expect(out.open).toEqual([]);
  });

  it('19 partials do not converge from 2014 but do before (the pre-2014 rule)', () => {
    const now = dubaiConvergences(partials(19), RULES);
    expect(now.convergences).toEqual([]);
    expect(now.open).toEqual([{ loadingMonth: '2025-05', seller: 'Beta', buyer: 'Alpha', partials: 19, needed: 20 }]);
    const before = dubaiConvergences(partials(19, { date: '2013-11-20', loadingWindow: 'Jan 2014' }), RULES);
    expect(before.convergences).toHaveLength(1);
    expect(before.convergences[0]).toMatchObject({ loadingMonth: '2014-01', partials: 19, date: '2013-11-20' });
    expect(ruleOn(RULES, '2013-12-31').partials).toBe(19);
    expect(ruleOn(RULES, '2014-01-01').partials).toBe(20);
  });

  it('partials split across several pairs, months and days count per loading month and ordered pair', () => {
    const window = [
      // Beta -> Alpha, May: 12 on the 3rd and 8 on the 4th = 20 -> converges on the 4th.
      ...partials(12, { date: '2025-03-03' }),
      ...partials(8, { date: '2025-03-04' }),
      // Gamma -> Alpha, May: 15 (open).
      ...partials(15, { seller: 'Gamma' }),
      // Alpha -> Beta (the other direction), May: 6 (open, not netted against Beta -> Alpha).
      ...partials(6, { buyer: 'Beta', seller: 'Alpha' }),
      // Beta -> Alpha, June: 5 (another loading month, open).
      ...partials(5, { loadingWindow: 'JUN25' }),
      // Not counted: a Dubai cargo, an Oman partial, a partial bid.
      rec({ instrument: 'cargo', volume: 500_000 }),
      rec({ product: 'Oman' }),
      rec({ side: 'bid' }),
    ];
    const out = dubaiConvergences(window, RULES);
    expect(out.convergences).toHaveLength(1);
    expect(out.convergences[0]).toMatchObject({ seller: 'Beta', buyer: 'Alpha', loadingMonth: '2025-05', date: '2025-03-04', time: '16:07:00' });
    expect(out.convergences[0].recordIds).toHaveLength(20);
    expect(out.open).toEqual([
      { loadingMonth: '2025-05', seller: 'Gamma', buyer: 'Alpha', partials: 15, needed: 20 },
      { loadingMonth: '2025-05', seller: 'Alpha', buyer: 'Beta', partials: 6, needed: 20 },
      { loadingMonth: '2025-06', seller: 'Beta', buyer: 'Alpha', partials: 5, needed: 20 },
    ]);
    expect(out.skipped).toEqual([]);
  });

  it('a count starts again after a convergence; a record of several partials counts each; odd sizes are skipped', () => {
    const window = [
      ...partials(18),
      rec({ volume: 75_000, time: '16:25:00' }), // 3 partials: 18 + 2 converge, 1 carries over
      ...partials(19, { time: '16:26:00' }), // 1 + 19 = 20: a second cargo
      rec({ volume: 30_000 }),
      rec({ loadingWindow: 'prompt' }),
      rec({ buyer: ' ' }),
    ];
    const out = dubaiConvergences(window, RULES);
    expect(out.convergences.map((c) => c.partials)).toEqual([20, 20]);
    const big = window[18].id;
    expect(out.convergences[0].recordIds.at(-1)).toBe(big);
    expect(out.convergences[1].recordIds[0]).toBe(big);
    expect(out.convergences[1].recordIds).toHaveLength(20);
    expect(out.open).toEqual([]);
    expect(out.skipped.map((s) => s.reason)).toEqual(['notWholePartials', 'noLoadingMonth', 'noCounterparty']);
  });
});

describe('the window views', () => {
  const day = [
    rec({ product: 'Gasoil 10ppm', instrument: 'cargo', side: 'bid', buyer: 'Alpha', seller: '', volume: 150_000, time: '16:05:00' }),
    rec({ product: 'Gasoil 10ppm', instrument: 'cargo', side: 'offer', buyer: '', seller: 'Beta', volume: 150_000, time: '16:02:30' }),
    rec({ product: 'Gasoil 10ppm', instrument: 'cargo', side: 'trade', buyer: 'Alpha', seller: 'Beta', volume: 150_000, time: '16:29:59' }),
    rec({ side: 'trade', buyer: 'Gamma', seller: 'Beta', volume: 25_000, time: '16:30:01' }),
    rec({ side: 'trade', buyer: 'Alpha', seller: 'Beta', volume: 25_000, time: 'late' }),
  ];

  it('places the day in time order and flags what came after the 16:30:00 close', () => {
    const t = windowTimeline(day);
    expect(t.map((p) => [p.side, p.seconds, p.afterClose])).toEqual([
      ['offer', 57_750, false],
      ['bid', 57_900, false],
      ['trade', 59_399, false],
      ['trade', 59_401, true],
    ]);
  });

  it('counts each firm: bids for the buyer, offers for the seller, trades for both', () => {
    expect(firmActivity(day)).toEqual([
      { firm: 'Beta', bids: 0, offers: 1, bought: 0, sold: 3, bidVolume: 0, offerVolume: 150_000, boughtVolume: 0, soldVolume: 200_000 },
      { firm: 'Alpha', bids: 1, offers: 0, bought: 2, sold: 0, bidVolume: 150_000, offerVolume: 0, boughtVolume: 175_000, soldVolume: 0 },
      { firm: 'Gamma', bids: 0, offers: 0, bought: 1, sold: 0, bidVolume: 0, offerVolume: 0, boughtVolume: 25_000, soldVolume: 0 },
    ]);
  });

  it('pairs who traded with whom over a range, trades only', () => {
    const range = [...day, rec({ date: '2025-03-06', side: 'trade', buyer: 'Gamma', seller: 'Beta', volume: 50_000 })];
    expect(counterpartyPairs(range)).toEqual([
      { buyer: 'Alpha', seller: 'Beta', trades: 2, volume: 175_000, firstDate: '2025-03-04', lastDate: '2025-03-04' },
      { buyer: 'Gamma', seller: 'Beta', trades: 2, volume: 75_000, firstDate: '2025-03-04', lastDate: '2025-03-06' },
    ]);
  });
});
