/**
 * Known answers for common/assistant/numberCheck.ts. The conversion rates are the reference's (docs/domain.md, the
 * project's copy of the domain reference, "Unit conversions": fuel oil 6.35 bbl/t, gasoil 7.45 bbl/t) under the
 * reference area's keys (common/contract/reference.ts RATE_KEYS); the worked example is the same document's
 * "Spread formulas": FU 2,800 CNY/t, FX 7.10 CNY per USD, Sing380 392.55 USD/t -> FU / FX - Sing380 = +1.82 USD/t.
 * Derived values, evaluated with python3:
 *   2800 / 7.1 = 394.36619718309856; 394.36619718309856 - 392.55 = 1.8161971830985864;
 *   1.8161971830985864 / 6.35 = 0.28601530442497427; 2800 / 7.1 / 6.35 = 62.10491294222025;
 *   392.55 * 7.1 = 2787.105; 12 / 2800 = 0.004285714285714286 (0.43 %).
 */
import { RATE_KEYS } from '../../common/contract/reference';
import { checkNumbers, collectCandidates, conversionMultipliers, conversionRatesIn } from '../../common/assistant/numberCheck';

const FUEL_OIL = { key: RATE_KEYS.bblPerTonneFuelOil, value: 6.35 };
const USD_CNY = { key: RATE_KEYS.usdCny, value: 7.1 };
const check = (answer: string, toolOutputs: unknown[], extra: { question?: string; rates?: { key: string; value: number }[] } = {}) =>
  checkNumbers({ answer, toolOutputs, ...extra });

describe('checkNumbers: rounding', () => {
  it('matches a value rounded to the written decimals, and nothing further', () => {
    expect(check('7.45, 7.5, 7.452, 7.40, 7.4, 7.46', [{ value: 7.4523 }])).toEqual({
      verified: ['7.45', '7.5', '7.452'],
      unverified: ['7.40', '7.4', '7.46'],
    });
  });
  it('reads thousands separators and rounds integers', () => {
    expect(check('FU 2,800 and 2800 and 2,801', [{ close: 2800.4 }])).toEqual({ verified: ['2,800', '2800'], unverified: ['2,801'] });
  });
  it('rounds a Chinese magnitude in its own unit (1.2万 is 12000 ± 500) and also matches a value given in that unit', () => {
    expect(check('成交1.2万手，1.3万手', [{ volume: 12034 }])).toEqual({ verified: ['1.2万'], unverified: ['1.3万'] });
    expect(check('库存12.3万吨', [{ stock: 12.3, unit: '万吨' }])).toEqual({ verified: ['12.3万'], unverified: [] });
    expect(check('3亿元', [{ turnover: 312_000_000 }])).toEqual({ verified: ['3亿'], unverified: [] });
  });
  it('reads Arabic-Indic digits in an Arabic answer', () => {
    expect(check('بلغ السعر ١٬٢٣٤٫٥ وليس ١٬٢٣٥٫٥', [{ price: 1234.5 }])).toEqual({ verified: ['١٬٢٣٤٫٥'], unverified: ['١٬٢٣٥٫٥'] });
  });
});

describe('checkNumbers: signs', () => {
  it('matches an unsigned figure to either sign, a signed one to its own', () => {
    expect(check('fell 12; change -12', [{ change: -12 }])).toEqual({ verified: ['12', '-12'], unverified: [] });
    expect(check('change +12', [{ change: -12 }])).toEqual({ verified: [], unverified: ['+12'] });
    expect(check('change -12', [{ change: 12 }])).toEqual({ verified: [], unverified: ['-12'] });
  });
});

describe('checkNumbers: percent and ratio', () => {
  it('matches a percent to a ratio or to a percent', () => {
    expect(check('vol 3.2% and 3.2 %', [{ vol: 0.032 }])).toEqual({ verified: ['3.2%', '3.2 %'], unverified: [] });
    expect(check('vol 3.2%', [{ volPct: 3.2 }])).toEqual({ verified: ['3.2%'], unverified: [] });
    expect(check('vol 3.2%', [{ vol: 0.0326 }])).toEqual({ verified: [], unverified: ['3.2%'] });
  });
  it('does not read a plain number as a percent', () => {
    expect(check('vol 3.2', [{ vol: 0.032 }])).toEqual({ verified: [], unverified: ['3.2'] });
  });
});

describe('checkNumbers: unit conversions by the reference rates', () => {
  const explain = {
    value: 1.8161971830985864,
    unit: 'USD/t',
    legs: [
      { alias: 'FU', price: 2800 },
      { alias: 'SG', price: 392.55 },
    ],
    rates: [{ key: RATE_KEYS.bblPerTonneFuelOil, value: 6.35, unit: 'bbl/t' }],
    fx: [{ key: RATE_KEYS.usdCny, value: 7.1, unit: 'CNY/USD' }],
  };
  it('finds the rates in the tool outputs', () => {
    expect(conversionRatesIn([explain])).toEqual([FUEL_OIL, USD_CNY]);
  });
  it('gives each rate, its inverse and the FX × bbl/t products', () => {
    const m = conversionMultipliers([FUEL_OIL, USD_CNY, { key: 'vat.cn.general', value: 0.13 }, { key: RATE_KEYS.usdCny, value: 0 }]);
    for (const x of [6.35, 1 / 6.35, 7.1, 1 / 7.1, 7.1 * 6.35, 7.1 / 6.35, 6.35 / 7.1, 1 / (7.1 * 6.35)]) {
      expect(m).toContainEqual(x);
    }
    expect(m).toHaveLength(8);
  });
  it('verifies the worked example in USD/t, USD/bbl, and the legs converted', () => {
    expect(check('内外盘价差+1.82美元/吨（0.29美元/桶）；FU折合394.37美元/吨、62.1美元/桶；新加坡380折合2,787元/吨', [explain])).toEqual({
      verified: ['+1.82', '0.29', '394.37', '62.1', '2,787'],
      unverified: [],
    });
  });
  it('takes the rates in force from the caller when the outputs hold none', () => {
    const bare = { fu: 2800 };
    expect(check('FU is 394.37 USD/t', [bare])).toEqual({ verified: [], unverified: ['394.37'] });
    expect(check('FU is 394.37 USD/t', [bare], { rates: [USD_CNY] })).toEqual({ verified: ['394.37'], unverified: [] });
  });
  it('does not convert a percent', () => {
    expect(check('3.2%', [{ x: 0.032 / 6.35 }], { rates: [FUEL_OIL] })).toEqual({ verified: [], unverified: ['3.2%'] });
  });
});

describe('checkNumbers: changes within a series', () => {
  const bars = [
    { ts: 1, close: 2790 },
    { ts: 2, close: 2800 },
    { ts: 3, close: 2812 },
  ];
  it('matches a step change, a relative change, first-to-last and the range', () => {
    expect(check('up 12 today (+0.43%), 22 over the period, range 22, up 10 yesterday', [{ bars }])).toEqual({
      verified: ['12', '+0.43%', '22', '10'],
      unverified: [],
    });
  });
  it('works on arrays of numbers', () => {
    expect(check('moved 5.5', [{ values: [100, 105.5] }])).toEqual({ verified: ['5.5'], unverified: [] });
  });
  it('does not difference numbers that are not one series', () => {
    expect(check('gap 10', [{ fu: 2800, lu: 2790 }])).toEqual({ verified: [], unverified: ['10'] });
    expect(check('gap 13', [{ bars }])).toEqual({ verified: [], unverified: ['13'] });
  });
});

describe('checkNumbers: what the tools returned', () => {
  it('reads numeric strings and figures inside texts, not keys', () => {
    expect(collectCandidates([{ a: '392.55', b: 'inventories rose 3.2% to 1.2万 t', '2800': 'x' }])).toEqual([392.55, 3.2, 0.032, 12000]);
    expect(check('392.55, 3.2%, 12,000, 2,800', [{ a: '392.55', b: 'inventories rose 3.2% to 1.2万 t', '2800': 'x' }])).toEqual({
      verified: ['392.55', '3.2%', '12,000'],
      unverified: ['2,800'],
    });
  });
  it('marks a figure no tool produced as unverified, and everything when no tool ran', () => {
    expect(check('FU at 2,800 and 3,100', [{ close: 2800 }])).toEqual({ verified: ['2,800'], unverified: ['3,100'] });
    expect(check('FU at 2,800', [])).toEqual({ verified: [], unverified: ['2,800'] });
    expect(check('FU at 2,800', [{ error: 'forbidden' }])).toEqual({ verified: [], unverified: ['2,800'] });
  });
});

describe('checkNumbers: what is left out', () => {
  it("leaves out the user's own numbers", () => {
    expect(check('Against your 2800 target FU is at 2,812; 3.5% above 3.5', [{ close: 2812 }], { question: 'FU vs my 2,800 target, 3.5%?' })).toEqual({
      verified: ['2,812'],
      unverified: ['3.5'],
    });
  });
  it('leaves out years, dates, counts, list numbers and identifiers, and lists each figure once', () => {
    const answer = '1. In 2025 the 60-day range of FU2601 was 320 wide (2025-11-28)\n2. 320 again, 5年 high [1]';
    expect(check(answer, [{ range: 320 }])).toEqual({ verified: ['320'], unverified: [] });
  });
});

describe('checkNumbers: a whole turn', () => {
  it('checks a Chinese answer about the FU spread against its 60-day range, one figure invented', () => {
    const question = 'FU内外盘价差相对60日区间有多宽，今天因何变动？';
    const series = {
      address: 'spread:fu_inner_outer_usd_t',
      unit: 'USD/t',
      bars: [
        { ts: 1764115200000, close: 4.1 },
        { ts: 1764201600000, close: -2.3 },
        { ts: 1764288000000, close: 1.82 },
      ],
    };
    const explain = {
      value: 1.82,
      legs: [
        { alias: 'FU', price: 2800 },
        { alias: 'SG', price: 392.55 },
      ],
      fx: [{ key: RATE_KEYS.usdCny, value: 7.1 }],
    };
    const answer = [
      '## 结论',
      '1. 截至2025-11-28，FU内外盘价差为+1.82美元/吨（60日区间-2.3至4.1，宽6.4美元/吨）。',
      '2. 今日较前一日上升4.12美元/吨，主要因FU上涨至2,800元/吨（折合394.37美元/吨），新加坡380为392.55美元/吨。',
      '3. 预计下周价差将扩大到5.5美元/吨。',
    ].join('\n');
    expect(checkNumbers({ answer, question, toolOutputs: [series, explain] })).toEqual({
      verified: ['+1.82', '-2.3', '4.1', '6.4', '4.12', '2,800', '394.37', '392.55'],
      unverified: ['5.5'],
    });
  });
});
