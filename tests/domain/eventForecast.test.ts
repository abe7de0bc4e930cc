/**
 * Known answers for common/domain/eventForecast.ts. Sources:
 * - Naive and seasonal naive: Hyndman & Athanasopoulos, "Forecasting: Principles and Practice", 3rd ed., section 5.2
 *   (otexts.com/fpp3/simple-methods.html): ŷ(T+h) = y(T), and ŷ(T+h) = y(T+h-m(k+1)), i.e. y(T+1-m) for h = 1.
 * - AR(1) by OLS: the closed form b = Sxy / Sxx, a = ȳ - b x̄ worked by hand below, cross-checked with numpy 2.4
 *   `np.linalg.lstsq(np.c_[np.ones(7), h[:-1]], h[1:])` -> [2.82352941, 0.47058824] (= 48/17, 8/17).
 * - MAE: FPP3 section 5.8, mean(|e|).
 */
import {
  ar1Forecast,
  chooseMethod,
  forecastError,
  hitRate,
  isHit,
  lastValueForecast,
  MIN_AR1_HISTORY,
  meanAbsoluteError,
  rollingMae,
  scoreMethods,
  seasonalNaiveForecast,
  seasonOf,
  walkForward,
} from '../../common/domain/eventForecast';

const DAY = 86_400_000;

describe('season', () => {
  test('the median gap tells weekly, monthly and quarterly releases; anything else has no season', () => {
    const every = (days: number, n: number) => Array.from({ length: n }, (_, i) => i * days * DAY);
    expect(seasonOf(every(7, 10))).toBe(52);
    expect(seasonOf(every(30, 10))).toBe(12);
    expect(seasonOf(every(91, 6))).toBe(4);
    expect(seasonOf(every(365, 4))).toBeNull();
    expect(seasonOf([0])).toBeNull();
    // One release moved by a holiday does not change a monthly event's season (median, not mean).
    expect(seasonOf([0, 30, 60, 150, 180].map((d) => d * DAY))).toBe(12);
  });
});

describe('baseline forecasts', () => {
  test('last value and seasonal naive (FPP3 5.2)', () => {
    const h = [10, 11, 12, 13, 14];
    expect(lastValueForecast(h)).toBe(14);
    expect(lastValueForecast([])).toBeNull();
    // m = 4: the release being forecast is the 6th; one season before it is the 2nd (11).
    expect(seasonalNaiveForecast(h, 4)).toBe(11);
    expect(seasonalNaiveForecast(h, 12)).toBeNull();
    expect(seasonalNaiveForecast(h, null)).toBeNull();
  });

  test('AR(1) by OLS: hand-worked fit on 8 actuals', () => {
    // x = [1,3,2,5,4,6,5], y = [3,2,5,4,6,5,7]: x̄ = 26/7, ȳ = 32/7, Sxy = 64/7, Sxx = 136/7, b = 8/17,
    // a = 32/7 - (8/17)(26/7) = 48/17; forecast = 48/17 + (8/17)·7 = 104/17.
    const fit = ar1Forecast([1, 3, 2, 5, 4, 6, 5, 7]);
    expect(fit?.slope).toBeCloseTo(8 / 17, 12);
    expect(fit?.intercept).toBeCloseTo(48 / 17, 12);
    expect(fit?.forecast).toBeCloseTo(104 / 17, 12);
  });

  test('AR(1) recovers an exact process y = 2 + 0.5 y(t-1) and needs MIN_AR1_HISTORY actuals', () => {
    const h = [0];
    while (h.length < MIN_AR1_HISTORY) h.push(2 + 0.5 * h[h.length - 1]);
    const fit = ar1Forecast(h);
    expect(fit?.intercept).toBeCloseTo(2, 10);
    expect(fit?.slope).toBeCloseTo(0.5, 10);
    expect(fit?.forecast).toBeCloseTo(2 + 0.5 * h[h.length - 1], 10);
    expect(ar1Forecast(h.slice(1))).toBeNull();
    // A flat history has no variation in the lagged value: no fit, not a crash.
    expect(ar1Forecast(new Array(10).fill(3))).toBeNull();
  });

  test('walk-forward uses only earlier releases', () => {
    expect(walkForward('lastValue', [5, 7, 6], null)).toEqual([null, 5, 7]);
    expect(walkForward('seasonalNaive', [1, 2, 3, 4], 2)).toEqual([null, null, 1, 2]);
  });
});

describe('choosing a method by walk-forward MAE', () => {
  test('a seasonal history picks seasonal naive; a trending one picks last value over seasonal naive', () => {
    // Season 4 pattern repeated: seasonal naive is exact from the 5th release on (MAE 0 over 8 forecasts).
    const seasonal = [1, 5, 2, 8, 1, 5, 2, 8, 1, 5, 2, 8];
    const scores = scoreMethods(seasonal, 4);
    const sn = scores.find((s) => s.method === 'seasonalNaive');
    expect(sn).toEqual({ method: 'seasonalNaive', mae: 0, count: 8 });
    // lastValue errors: |5-1|,|2-5|,|8-2|,|1-8| repeating = 4,3,6,7,... over 11 forecasts.
    const lv = scores.find((s) => s.method === 'lastValue');
    expect(lv?.count).toBe(11);
    expect(lv?.mae).toBeCloseTo((4 + 3 + 6 + 7 + 4 + 3 + 6 + 7 + 4 + 3 + 6) / 11, 12);
    expect(chooseMethod(scores)).toBe('seasonalNaive');
    // A steady climb by 1: last value errs by 1 each time, seasonal naive (m = 4) by 4.
    expect(chooseMethod(scoreMethods([1, 2, 3, 4, 5, 6, 7], 4))).toBe('lastValue');
  });

  test('too few scored forecasts fall back to last value', () => {
    expect(chooseMethod([{ method: 'ar1', mae: 0, count: 2 }])).toBe('lastValue');
    expect(chooseMethod([])).toBe('lastValue');
  });
});

describe('scoring', () => {
  test('error is actual - forecast; MAE (FPP3 5.8) and rolling MAE', () => {
    expect(forecastError(3.2, 3.5)).toBeCloseTo(0.3, 12);
    expect(meanAbsoluteError([0.3, -0.1, 0.2])).toBeCloseTo(0.2, 12);
    expect(meanAbsoluteError([])).toBeNaN();
    // window 2 over |e| = [1, 3, 2, 4]: null, 2, 2.5, 3
    expect(rollingMae([1, -3, 2, -4], 2)).toEqual([null, 2, 2.5, 3]);
  });

  test('a hit is the forecast on the same side of consensus as the actual; equal to consensus is no call', () => {
    expect(isHit(3.4, 3.2, 3.3)).toBe(true);
    expect(isHit(3.0, 3.2, 3.1)).toBe(true);
    expect(isHit(3.4, 3.2, 3.1)).toBe(false);
    expect(isHit(3.4, 3.2, 3.2)).toBe(false);
    expect(isHit(3.2, 3.2, 3.5)).toBeNull();
    expect(isHit(3.4, null, 3.5)).toBeNull();
    expect(hitRate([true, false, null, true, true])).toBe(0.75);
    expect(hitRate([null])).toBeNull();
  });
});
