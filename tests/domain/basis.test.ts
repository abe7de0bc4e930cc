/**
 * Known answers for common/domain/basis.ts: the worked examples of docs/domain.md, "Basis" (definitions from the
 * same section: basis = spot - futures settlement, basis rate = basis / futures), exact fractions evaluated with
 * python3 `fractions.Fraction`:
 *   spot 3650, futures 3580: basis 70, rate 70/3580 = 0.019553072625698324, 73 calendar days to expiry:
 *   70/3580 * 365/73 = 0.09776536312849161;
 *   spot 3500, futures 3620: basis -120, rate -120/3620 = -0.03314917127071823, 20 trading days with 243 a year:
 *   -120/3620 * 243/20 = -0.40276243093922653.
 */
import { annualisedBasisRate, BASIS_SIGN, basis, basisRate } from '../../common/domain/basis';

const rel = (actual: number, expected: number) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-12);

describe('basis', () => {
  it('declares its sign and follows it', () => {
    expect(BASIS_SIGN).toBe('spot - futures');
    expect(basis(3650, 3580)).toBe(70);
    expect(basis(3500, 3620)).toBe(-120);
  });
  it('gives the basis rate over the futures price', () => {
    rel(basisRate(3650, 3580), 0.019553072625698324);
    rel(basisRate(3500, 3620), -0.03314917127071823);
    expect(basisRate(100, 0)).toBeNaN();
    expect(basisRate(100, -5)).toBeNaN();
  });
  it('annualises simply by days to expiry', () => {
    rel(annualisedBasisRate(3650, 3580, 73), 0.09776536312849161);
    rel(annualisedBasisRate(3500, 3620, 20, 243), -0.40276243093922653);
    expect(annualisedBasisRate(3650, 3580, 0)).toBeNaN();
    expect(annualisedBasisRate(3650, 3580, -3)).toBeNaN();
  });
});
