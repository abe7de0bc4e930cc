/**
 * What the outlook's charts draw (src/pages/Tool/Calendar/Outlook/components/outlookSeries.ts), on hand-made
 * answers: the history lines and surprise bars (raw and standardised, a gap without enough history), the accuracy
 * series on the union of scored periods with gaps for skipped releases, the study's mean and 10–90 % band per group,
 * and the window presets and typed windows.
 */
import type { ForecasterScore, OutlookHistory, OutlookStudy } from '@common/contract/outlook';
import { accuracySeries, historySeries, parseWindow, scoredReleases, studySeries, windowParts } from '@/pages/Tool/Calendar/Outlook/components/outlookSeries';

const T1 = Date.UTC(2026, 0, 12, 13, 30);
const T2 = Date.UTC(2026, 1, 12, 13, 30);
const T3 = Date.UTC(2026, 2, 12, 13, 30);
const baseline = { method: 'lastValue' as const, value: 3.3, overridden: false, season: 12, scores: [] };

const HISTORY: OutlookHistory = {
  eventKey: 'US.CPI.YOY',
  title: 'CPI YoY',
  unit: '%',
  method: 'lastValue',
  baseline,
  choice: null,
  rows: [
    { eventId: 'a', period: '2025-12', releaseAt: T1, actual: 3.0, consensus: 3.1, previous: null, surprise: { raw: -0.1, z: null, count: 0 }, baseline: null },
    { eventId: 'b', period: '2026-01', releaseAt: T2, actual: 3.3, consensus: 3.1, previous: 3.0, surprise: { raw: 0.2, z: 1.5, count: 5 }, baseline: 3.0 },
    // An upcoming release: consensus only, no surprise yet.
    { eventId: 'c', period: '2026-02', releaseAt: T3, actual: null, consensus: 3.2, previous: 3.3, surprise: null, baseline: 3.3 },
  ],
};
const labels = { actual: 'Actual', consensus: 'Consensus', surprise: 'Surprise', surpriseUnit: 'surprise, %' };

describe('history series', () => {
  test('actual and consensus share the event unit; raw surprise bars on their own axis, coloured by sign', () => {
    const [actual, consensus, bars] = historySeries(HISTORY, 'raw', labels);
    expect(actual).toEqual({
      kind: 'line',
      name: 'Actual',
      unit: '%',
      points: [
        [T1, 3.0],
        [T2, 3.3],
        [T3, null],
      ],
    });
    expect(consensus).toMatchObject({
      unit: '%',
      points: [
        [T1, 3.1],
        [T2, 3.1],
        [T3, 3.2],
      ],
    });
    expect(bars).toEqual({
      kind: 'bar',
      name: 'Surprise',
      unit: 'surprise, %',
      signColours: true,
      points: [
        [T1, -0.1],
        [T2, 0.2],
        [T3, null],
      ],
    });
  });

  test('in standard deviations a release without enough earlier surprises has no bar', () => {
    const bars = historySeries(HISTORY, 'z', { ...labels, surpriseUnit: 'σ' })[2];
    expect(bars).toMatchObject({
      unit: 'σ',
      points: [
        [T1, null],
        [T2, 1.5],
        [T3, null],
      ],
    });
  });
});

const point = (releaseAt: number, period: string, error: number, mae: number, hitRate: number | null) => ({
  releaseAt,
  period,
  forecast: 0,
  actual: 0,
  error,
  hit: null,
  mae,
  hitRate,
});
const BOARD: ForecasterScore[] = [
  {
    forecaster: { kind: 'consensus', id: 'consensus', name: '' },
    count: 3,
    mae: 0.1,
    hitRate: null,
    points: [point(T1, '2025-12', -0.1, 0.1, null), point(T2, '2026-01', 0.2, 0.15, null), point(T3, '2026-02', 0, 0.1, null)],
  },
  // alice skipped the second release.
  {
    forecaster: { kind: 'user', id: 'a', name: 'alice' },
    count: 2,
    mae: 0.15,
    hitRate: 0.5,
    points: [point(T3, '2026-02', 0.1, 0.15, 0.5), point(T1, '2025-12', -0.2, 0.2, 0)],
  },
];

describe('accuracy series', () => {
  test('the categories are the scored periods, oldest first', () => {
    expect(scoredReleases(BOARD)).toEqual([
      { releaseAt: T1, period: '2025-12' },
      { releaseAt: T2, period: '2026-01' },
      { releaseAt: T3, period: '2026-02' },
    ]);
  });

  test('errors, cumulative MAE and hit rate in % per forecaster, with a gap where one skipped a release; no hit-rate line for the consensus', () => {
    const s = accuracySeries(BOARD, (r) => r.forecaster.name || 'Consensus', '%');
    expect(s.categories).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(s.errors.map((e) => [e.name, e.kind, 'points' in e ? e.points : null])).toEqual([
      [
        'Consensus',
        'bar',
        [
          [0, -0.1],
          [1, 0.2],
          [2, 0],
        ],
      ],
      [
        'alice',
        'bar',
        [
          [0, -0.2],
          [1, null],
          [2, 0.1],
        ],
      ],
    ]);
    expect(s.mae[1]).toEqual({
      kind: 'line',
      name: 'alice',
      unit: '%',
      connectNulls: true,
      points: [
        [0, 0.2],
        [1, null],
        [2, 0.15],
      ],
    });
    expect(s.hitRate).toEqual([
      {
        kind: 'line',
        name: 'alice',
        unit: '%',
        connectNulls: true,
        points: [
          [0, 0],
          [1, null],
          [2, 50],
        ],
      },
    ]);
  });
});

describe('study series', () => {
  const stats = (mean: number | null, quantiles: number[]) => ({ count: quantiles.length ? 3 : 0, mean, std: null, quantiles });
  const STUDY: OutlookStudy = {
    eventKey: 'US.CPI.YOY',
    address: 'md:SHFE.FU@main',
    unit: 'CNY/t',
    demo: false,
    source: 'test',
    releases: [],
    windows: [
      { windowMinutes: 60, interval: '1m', all: stats(2, [-5, -1, 2, 4, 9]), positive: stats(6, [3, 4, 6, 8, 9]), negative: stats(null, []) },
      {
        windowMinutes: 1440,
        interval: '1d',
        all: stats(-1, [-8, -3, 0, 2, 5]),
        positive: stats(1, [0, 1, 1, 1, 2]),
        negative: stats(-4, [-8, -6, -4, -2, -1]),
      },
    ],
  };
  const groupLabels = {
    all: { mean: 'All: mean', band: 'All: 10–90 %' },
    positive: { mean: 'Positive: mean', band: 'Positive: 10–90 %' },
    negative: { mean: 'Negative: mean', band: 'Negative: 10–90 %' },
  };

  test('per group the mean per window and the band from the 10 % to the 90 % quantile; a group without moves leaves a gap', () => {
    const series = studySeries(STUDY, groupLabels);
    expect(series.map((s) => s.name)).toEqual(['All: mean', 'All: 10–90 %', 'Positive: mean', 'Positive: 10–90 %', 'Negative: mean', 'Negative: 10–90 %']);
    expect(series[0]).toEqual({
      kind: 'line',
      name: 'All: mean',
      unit: 'CNY/t',
      points: [
        [0, 2],
        [1, -1],
      ],
    });
    expect(series[1]).toEqual({
      kind: 'band',
      name: 'All: 10–90 %',
      unit: 'CNY/t',
      lower: [
        [0, -5],
        [1, -8],
      ],
      upper: [
        [0, 9],
        [1, 5],
      ],
    });
    expect(series[4]).toMatchObject({
      points: [
        [0, null],
        [1, -4],
      ],
    });
    expect(series[5]).toMatchObject({
      lower: [
        [0, null],
        [1, -8],
      ],
      upper: [
        [0, null],
        [1, -1],
      ],
    });
  });
});

describe('windows', () => {
  test.each([
    [5, { n: 5, unit: 'minutes' }],
    [90, { n: 90, unit: 'minutes' }],
    [60, { n: 1, unit: 'hours' }],
    [1440, { n: 1, unit: 'days' }],
    [7200, { n: 5, unit: 'days' }],
  ])('%i minutes read as %o', (minutes, parts) => {
    expect(windowParts(minutes)).toEqual(parts);
  });

  test.each([
    ['90', 90],
    ['90m', 90],
    [' 2h ', 120],
    ['3D', 4320],
    ['30d', 43_200],
  ])('typed %s is %i minutes', (text, minutes) => {
    expect(parseWindow(text)).toBe(minutes);
  });

  test.each(['0', '31d', '1.5h', '-5', 'abc', '', '2w'])('typed %p is not a window', (text) => {
    expect(parseWindow(text)).toBeNull();
  });
});
