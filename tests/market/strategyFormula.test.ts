/**
 * common/strategy/formula: parse errors and their places, the unit algebra, the zero-division rule and the
 * interpreter. Known answer: the domain reference's FU worked example (docs/domain.md: FU 2,800, FX 7.10,
 * Sing380 392.55 -> +1.82 USD/t).
 */
import { must } from '../support/must';
import { checkFormula, evaluateFormula, type FormulaScope, parseFormula, parseUnit, formatUnit } from '../../common/strategy/formula';

const RATE_UNITS: Record<string, string> = {
  'vat.cn.lpg': 'ratio',
  'factor.bblpert.fueloil': 'bbl/t',
  'tax.cn.fueloil.consumption': 'CNY/t',
  'fx.usdcny': 'CNY/USD',
};
const scope: FormulaScope = {
  legs: {
    FU: { unit: 'CNY/t', positive: false },
    FX: { unit: 'CNY/USD', positive: true },
    SG: { unit: 'USD/t', positive: false },
    BRENT: { unit: 'USD/bbl', positive: false },
  },
  rateAliases: { BBL: 'factor.bblpert.fueloil', VAT: 'vat.cn.lpg' },
  rateUnit: (k) => RATE_UNITS[k],
};

function check(text: string, unit?: string) {
  const parsed = parseFormula(text);
  if (!parsed.ok) return { issues: [parsed.issue], unit: null };
  return checkFormula(parsed.ast, scope, unit);
}

describe('unit algebra', () => {
  it('reads and writes the units of the spreads', () => {
    for (const u of ['CNY/t', 'USD/t', 'USD/bbl', 'CNY/USD', 'bbl/t', 'ratio']) expect(formatUnit(must(parseUnit(u), u))).toBe(u);
    expect(parseUnit('EUR/t')).toBeNull();
    expect(parseUnit('CNY/t/bbl')).toBeNull();
  });
});

describe('checkFormula', () => {
  it('infers USD/t for FU / FX - SG and USD/bbl per barrel', () => {
    expect(check('FU / FX - SG', 'USD/t')).toMatchObject({ issues: [], unit: 'USD/t', legs: ['FU', 'FX', 'SG'] });
    expect(check('(FU / FX - SG) / BBL', 'USD/bbl')).toMatchObject({ issues: [], unit: 'USD/bbl' });
    expect(check('(FU / FX - SG) / ref("factor.bblpert.fueloil")')).toMatchObject({ issues: [], unit: 'USD/bbl', rates: ['factor.bblpert.fueloil'] });
  });

  it('refuses CNY/t + USD/bbl without a conversion, naming the place', () => {
    const r = check('FU + BRENT');
    expect(r.issues).toEqual([expect.objectContaining({ key: 'unitMismatch', start: 0, end: 10 })]);
    const r2 = check('SG * 2 - BRENT * 1');
    expect(r2.issues[0]).toMatchObject({ key: 'unitMismatch', start: 0, end: 18, params: { left: 'USD/t', right: 'USD/bbl' } });
    // With the conversion it passes: USD/bbl * bbl/t = USD/t.
    expect(check('SG - BRENT * BBL')).toMatchObject({ issues: [], unit: 'USD/t' });
  });

  it('lets bare numbers take the other unit in + and - (PDH: 1.2 * propane + 200)', () => {
    expect(check('SG - (1.2 * SG + 200)', 'USD/t')).toMatchObject({ issues: [], unit: 'USD/t' });
  });

  it('applies the zero-division rule: prices are refused as divisors, FX, factors, positive numbers and 1 + rate pass', () => {
    expect(check('FU / SG').issues).toEqual([expect.objectContaining({ key: 'divideByPrice', start: 5, end: 7 })]);
    expect(check('FU / (FX - 1)').issues[0]).toMatchObject({ key: 'divideByPrice', start: 5, end: 13 });
    expect(check('FU / 0').issues[0]).toMatchObject({ key: 'divideByZero', start: 5, end: 6 });
    expect(check('FU / (1 + VAT)').issues).toEqual([]);
    expect(check('FU / 2').issues).toEqual([]);
    expect(check('FU / -2').issues[0]).toMatchObject({ key: 'divideByPrice' });
    expect(check('FU / max(FX, SG)').issues).toEqual([expect.objectContaining({ key: 'unitMismatch' })]);
  });

  it('names unknown legs, rates, functions and bad syntax at their place', () => {
    expect(check('FU / FX - SGX').issues).toEqual([expect.objectContaining({ key: 'unknownName', start: 10, end: 13, params: { name: 'SGX' } })]);
    expect(check('FU * ref("vat.xx")').issues).toEqual([expect.objectContaining({ key: 'unknownRate', start: 5, end: 18 })]);
    expect(check('FU * ref(VAT)').issues).toEqual([expect.objectContaining({ key: 'refArgument', start: 9, end: 12 })]);
    expect(check('sqrt(FU)').issues).toEqual([expect.objectContaining({ key: 'unknownFunction', start: 0, end: 4 })]);
    expect(check('abs(FU, SG)').issues[0]).toMatchObject({ key: 'arity' });
    expect(check('FU >= SG').issues[0]).toMatchObject({ key: 'unsupported' });
    expect(check('FU.x').issues[0]).toMatchObject({ key: 'unsupported' });
    const p = check('FU / (FX - SG');
    expect(p.issues[0]).toMatchObject({ key: 'parse' });
    expect(p.issues[0].start).toBeGreaterThanOrEqual(5);
    expect(check('  ').issues[0]).toMatchObject({ key: 'empty' });
  });

  it('checks the declared output unit', () => {
    expect(check('FU / FX - SG', 'CNY/t').issues).toEqual([expect.objectContaining({ key: 'resultUnit', params: { unit: 'USD/t', expected: 'CNY/t' } })]);
  });

  it('requires a positive ratio inside ln()', () => {
    expect(check('ln(FU)').issues.map((i) => i.key)).toEqual(['lnUnit', 'divideByPrice']);
    expect(check('ln(FX / FX)').issues).toEqual([]);
  });
});

describe('evaluateFormula', () => {
  const values = {
    leg: (a: string) => ({ FU: 2800, FX: 7.1, SG: 392.55 })[a],
    rate: (k: string) => ({ 'factor.bblpert.fueloil': 6.35, 'vat.cn.lpg': 0.09 })[k],
    rateAliases: scope.rateAliases,
  };
  const run = (text: string) => {
    const p = parseFormula(text);
    if (!p.ok) throw new Error(p.issue.message);
    return evaluateFormula(p.ast, values);
  };

  it('gives the worked FU example: +1.82 USD/t and 0.286 USD/bbl', () => {
    expect(run('FU / FX - SG')).toBeCloseTo(1.82, 2);
    expect(run('(FU / FX - SG) / BBL')).toBeCloseTo(0.286, 3);
    expect(run('(FU / FX - SG) / ref("factor.bblpert.fueloil")')).toBeCloseTo(0.286, 3);
  });

  it('evaluates unary minus, functions and precedence; a missing leg or rate gives null', () => {
    expect(run('-FU + 2 * 3')).toBe(-2794);
    expect(run('abs(-5) + min(1, 2) + max(3, 4)')).toBe(10);
    expect(run('ln(FX / FX)')).toBe(0);
    expect(run('FU * (1 + VAT)')).toBeCloseTo(3052, 6);
    expect(run('FU + BRENT')).toBeNull();
    expect(run('FU * ref("nope")')).toBeNull();
  });
});
