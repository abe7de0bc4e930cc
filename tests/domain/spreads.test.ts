/**
 * Known answers for common/domain/spreads.ts. Source: the domain reference (docs/domain.md, "Spread formulas" and
 * "Taxes"). The FU worked example is the reference's own (FU 2,800, FX 7.10, Sing380 392.55 -> +1.82 USD/t); the
 * other figures are the reference formulas worked by hand on round inputs (the arithmetic is written next to each).
 */
import { must } from '../support/must';
import { stepAsOf } from '../../common/domain/dated';
import {
  brentWti,
  hiFive,
  inPtaUsualBand,
  innerOuterUsdPerBarrel,
  innerOuterUsdPerTonne,
  lpgImportParity,
  pdhMargin,
  pdhMarginExchange,
  pgInnerOuter,
  ptaProcessingSpread,
  ptaProcessingSpreadUsdPx,
} from '../../common/domain/spreads';

// docs/domain.md, "Taxes": LPG VAT 13 % until 2017-06-30, 11 % from 2017-07-01, 10 % from 2018-05-01, 9 % from 2019-04-01.
const LPG_VAT = [
  { validFrom: '2000-01-01', value: 0.13 },
  { validFrom: '2017-07-01', value: 0.11 },
  { validFrom: '2018-05-01', value: 0.1 },
  { validFrom: '2019-04-01', value: 0.09 },
];

describe('spreads', () => {
  it('FU inner/outer: the reference worked example gives +1.82 USD/t', () => {
    expect(innerOuterUsdPerTonne(2800, 7.1, 392.55)).toBeCloseTo(1.82, 2);
    // Per barrel: 1.8163 / 6.35 = 0.286 USD/bbl.
    expect(innerOuterUsdPerBarrel(2800, 7.1, 392.55, 6.35)).toBeCloseTo(0.286, 3);
  });

  it('Hi-5 = MF 0.5 % - 380 (560 - 430 = 130 USD/t) and Brent-WTI (82.50 - 78.25 = 4.25 USD/bbl)', () => {
    expect(hiFive(560, 430)).toBe(130);
    expect(brentWti(82.5, 78.25)).toBeCloseTo(4.25, 10);
  });

  it('LPG import parity differs on either side of the 2018-05-01 and 2019-04-01 VAT changes', () => {
    // (600 + 10 + 40) * 6.5 * 1.01 = 4267.25 CNY/t before VAT; + 50 CNY/t port fees.
    const at = (date: string) =>
      lpgImportParity({ fei: 600, premium: 10, freight: 40, usdCny: 6.5, tariff: 0.01, vatLpg: must(stepAsOf(LPG_VAT, date), date).value, portFees: 50 });
    expect(at('2018-04-30')).toBeCloseTo(4267.25 * 1.11 + 50, 6); // 4786.6475 (VAT 11 %)
    expect(at('2018-05-01')).toBeCloseTo(4267.25 * 1.1 + 50, 6); // 4743.975 (VAT 10 %)
    expect(at('2019-03-31')).toBeCloseTo(4743.975, 6);
    expect(at('2019-04-01')).toBeCloseTo(4267.25 * 1.09 + 50, 6); // 4701.3025 (VAT 9 %)
    expect(at('2018-04-30')).toBeCloseTo(4786.6475, 6);
    expect(at('2019-04-01')).toBeCloseTo(4701.3025, 6);
    // PG inner/outer = PG - parity: 4800 - 4743.975 = 56.025 CNY/t on 2018-05-01.
    expect(pgInnerOuter(4800, { fei: 600, premium: 10, freight: 40, usdCny: 6.5, tariff: 0.01, vatLpg: 0.1, portFees: 50 })).toBeCloseTo(56.025, 6);
  });

  it('PDH margin: 850 - (1.2 * 550 + 200) = -10 USD/t; exchange version 6,900 - 1.2 * 4,500 - 1,000 = 500 CNY/t', () => {
    expect(pdhMargin(850, 550, 1.2, 200)).toBeCloseTo(-10, 10);
    expect(pdhMarginExchange(6900, 4500, 1.2, 1000)).toBeCloseTo(500, 10);
  });

  it('PTA processing spread: 5,800 - 0.655 * 8,000 = 560 CNY/t, inside the usual 450-700 band', () => {
    expect(ptaProcessingSpread(5800, 8000, 0.655)).toBeCloseTo(560, 10);
    expect(inPtaUsualBand(560)).toBe(true);
    expect(inPtaUsualBand(449)).toBe(false);
    expect(inPtaUsualBand(701)).toBe(false);
    // With PX in USD: 1000 * 0.655 * 1.13 * 1.02 * 7.10 = 5360.1663; 5,900 - 5360.1663 = 539.8337 CNY/t.
    expect(ptaProcessingSpreadUsdPx(5900, 1000, 0.655, 0.13, 0.02, 7.1)).toBeCloseTo(539.8337, 4);
  });
});
