/**
 * Known answers for common/domain/commitments.ts. The identity is the CFTC's ("Disaggregated Commitments of Traders
 * Report, Explanatory Notes": the categories' longs plus spreading plus non-reportable longs equal the open
 * interest, the same on the short side; the combined reports may miss by 1 from rounding of futures-equivalents).
 * The COT index is Briese's ("The Commitments of Traders Bible", Wiley 2008, ch. 6): (net - min) / (max - min) x 100
 * over a window that includes the week; the expected values below are worked by hand.
 */
import { checkOpenInterest, cotIndex, netPosition, weekOnWeek } from '../../common/domain/commitments';

// A disaggregated row built to add up: PM 100/300, SD 200/50 spr 20, MM 150/100 spr 30, OR 40/60 spr 10, NR 50/30.
// Longs: 100 + 200 + 20 + 150 + 30 + 40 + 10 + 50 = 600; shorts: 300 + 50 + 20 + 100 + 30 + 60 + 10 + 30 = 600.
const categories = [
  { long: 100, short: 300, spread: 0 },
  { long: 200, short: 50, spread: 20 },
  { long: 150, short: 100, spread: 30 },
  { long: 40, short: 60, spread: 10 },
  { long: 50, short: 30, spread: 0 },
];

describe('checkOpenInterest', () => {
  it('accepts a row whose longs + spreads and shorts + spreads equal the open interest', () => {
    expect(checkOpenInterest({ openInterest: 600, categories })).toEqual({ longTotal: 600, shortTotal: 600, longGap: 0, shortGap: 0, ok: true });
  });

  it('allows the combined reports a difference of 1 contract, not 2', () => {
    expect(checkOpenInterest({ openInterest: 601, categories }).ok).toBe(true);
    expect(checkOpenInterest({ openInterest: 599, categories }).ok).toBe(true);
    const off = checkOpenInterest({ openInterest: 602, categories });
    expect(off).toMatchObject({ longGap: -2, shortGap: -2, ok: false });
  });

  it('fails a row whose short side alone does not add up (the long side does)', () => {
    const shortOff = categories.map((c, i) => (i === 0 ? { ...c, short: 310 } : c));
    expect(checkOpenInterest({ openInterest: 600, categories: shortOff })).toMatchObject({ longGap: 0, shortGap: 10, ok: false });
  });

  it('checks a legacy row the same way (non-commercial with spreading, commercial, non-reportable)', () => {
    // Non-commercial 250/120 spr 40, commercial 300/420, non-reportable 60/70: 250 + 40 + 300 + 60 = 650 = 120 + 40 + 420 + 70.
    const legacy = [
      { long: 250, short: 120, spread: 40 },
      { long: 300, short: 420, spread: 0 },
      { long: 60, short: 70, spread: 0 },
    ];
    expect(checkOpenInterest({ openInterest: 650, categories: legacy }).ok).toBe(true);
  });
});

describe('net positions and week-on-week changes', () => {
  it('nets long minus short (spreading cancels)', () => {
    expect(categories.map(netPosition)).toEqual([-200, 150, 50, -20, 20]);
  });
  it('changes from the week before, none for the first week', () => {
    expect(weekOnWeek([10, 15, 5, 5])).toEqual([null, 5, -10, 0]);
  });
});

describe('cotIndex', () => {
  it('places each week in the range of the window that ends with it', () => {
    // Window 3: [10, 20, 15] -> (15 - 10) / (20 - 10) = 50; [20, 15, 30] -> (30 - 15) / 15 = 100;
    // [15, 30, 0] -> 0; [30, 0, 12] -> 12 / 30 = 40.
    expect(cotIndex([10, 20, 15, 30, 0, 12], 3)).toEqual([null, null, 50, 100, 0, 40]);
  });
  it('works on negative nets (short-biased categories)', () => {
    // [-500, -100, -300]: (-300 + 500) / 400 = 50.
    expect(cotIndex([-500, -100, -300], 3)).toEqual([null, null, 50]);
  });
  it('has no value when the window is flat, and refuses a lookback under 2', () => {
    expect(cotIndex([7, 7, 7], 2)).toEqual([null, null, null]);
    expect(() => cotIndex([1, 2], 1)).toThrow(RangeError);
  });
});
