/**
 * Known answers for common/domain/units.ts. Source: the domain reference (docs/domain.md, copied from
 * ../shared/domain/markets-and-formulas.md), "Unit conversions": 6.35 bbl/t for fuel oil, 1 FU lot = 10 t = 63.5 bbl.
 */
import {
  FUEL_OIL_BBL_PER_T_REFERENCE,
  cnyToUsd,
  perBarrelToPerTonne,
  perTonneToPerBarrel,
  usdToCny,
  withTariff,
  withVat,
  withoutVat,
} from '../../common/domain/units';

describe('units', () => {
  it('converts tonnes and barrels with the fuel-oil factor (docs/domain.md: 10 t = 63.5 bbl)', () => {
    expect(FUEL_OIL_BBL_PER_T_REFERENCE).toBe(6.35);
    expect(perBarrelToPerTonne(1, 6.35) * 10).toBeCloseTo(63.5, 10);
    // 635 USD/t is 100 USD/bbl at 6.35 bbl/t; and back.
    expect(perTonneToPerBarrel(635, 6.35)).toBeCloseTo(100, 10);
    expect(perBarrelToPerTonne(100, 6.35)).toBeCloseTo(635, 10);
  });

  it('converts USD and CNY both ways (worked example FX 7.10: 2,800 CNY = 394.37 USD)', () => {
    expect(cnyToUsd(2800, 7.1)).toBeCloseTo(394.366, 3);
    expect(usdToCny(394.366197, 7.1)).toBeCloseTo(2800, 3);
  });

  it('adds and removes VAT (13 % from 2019-04-01: 113 incl. = 100 excl.) and applies a tariff (1 % provisional)', () => {
    expect(withVat(100, 0.13)).toBeCloseTo(113, 10);
    expect(withoutVat(113, 0.13)).toBeCloseTo(100, 10);
    expect(withoutVat(withVat(2800, 0.16), 0.16)).toBeCloseTo(2800, 10);
    expect(withTariff(100, 0.01)).toBeCloseTo(101, 10);
  });
});
