import { lttb } from '../../common/domain/lttb';

// Known answers: the 12-point series below run through the reference implementation of Steinarsson 2013
// ("Downsampling Time Series for Visual Representation", the thesis's LTTB as published in
// github.com/sveinn-steinarsson/flot-downsample, floor-bounded buckets) under Node; the threshold-4 case was also
// checked by hand (bucket 1: indices 1..5 against the average (8, 5.2) of 6..10 picks (3, 8); bucket 2: indices
// 6..10 against (11, 3) picks (10, 7), twice-area 27 against 26 for (9, 1)).
// (The repository's later revision moved the bucket edges to ceil(); it picks differently on this series.)
const SERIES: [number, number][] = [0, 3, 1, 8, 2, 2, 9, 4, 5, 1, 7, 3].map((y, x) => [x, y]);

describe('lttb (Steinarsson 2013)', () => {
  it.each([
    [
      4,
      [
        [0, 0],
        [3, 8],
        [10, 7],
        [11, 3],
      ],
    ],
    [
      5,
      [
        [0, 0],
        [3, 8],
        [4, 2],
        [10, 7],
        [11, 3],
      ],
    ],
    [
      6,
      [
        [0, 0],
        [1, 3],
        [3, 8],
        [6, 9],
        [9, 1],
        [11, 3],
      ],
    ],
  ])('threshold %i gives the reference output', (threshold, expected) => {
    expect(lttb(SERIES, threshold)).toEqual(expected);
  });

  it('returns the data unchanged when the budget covers it, and keeps both ends for a budget of 2', () => {
    expect(lttb(SERIES, 12)).toEqual(SERIES);
    expect(lttb(SERIES, 100)).toEqual(SERIES);
    expect(lttb(SERIES, 2)).toEqual([
      [0, 0],
      [11, 3],
    ]);
  });

  it('keeps a lone spike that averaging would flatten', () => {
    const flat: [number, number][] = Array.from({ length: 1000 }, (_, i) => [i, i === 537 ? 100 : 1]);
    const out = lttb(flat, 50);
    expect(out).toHaveLength(50);
    expect(out).toContainEqual([537, 100]);
    expect(out[0]).toEqual([0, 1]);
    expect(out[49]).toEqual([999, 1]);
  });
});
