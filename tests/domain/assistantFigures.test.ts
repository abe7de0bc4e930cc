/**
 * Known answers for common/assistant/figures.ts: how figures are written in the console's three languages. Sources of
 * the writing conventions: Unicode 15 code charts "Arabic" (U+0660-0669 Arabic-Indic digits, U+066B ARABIC DECIMAL
 * SEPARATOR, U+066C ARABIC THOUSANDS SEPARATOR, U+066A ARABIC PERCENT SIGN) and "Halfwidth and Fullwidth Forms"
 * (U+FF10-FF19, U+FF05); Chinese magnitudes 万 = 10^4, 亿 = 10^8 (《现代汉语词典》第7版, 万, 亿); the year, date, period
 * and list rules are this project's (docs/assistant.md, "Number check").
 */
import { asciiDigits, readFigures } from '../../common/assistant/figures';

const checked = (text: string) =>
  readFigures(text)
    .filter((f) => f.skip === null)
    .map((f) => [f.text, f.value]);
const skips = (text: string) => readFigures(text).map((f) => [f.text, f.skip]);

describe('readFigures: what a figure is', () => {
  it('reads signs, decimals and thousands separators', () => {
    expect(checked('FU closed at 2,800, down -12.5 from 2,812.5; spread +1.82 USD/t')).toEqual([
      ['2,800', 2800],
      ['-12.5', -12.5],
      ['2,812.5', 2812.5],
      ['+1.82', 1.82],
    ]);
    const f = readFigures('价差为-1,234.50')[0];
    expect(f).toMatchObject({ text: '-1,234.50', value: -1234.5, decimals: 2, signed: true, percent: false, scale: 1 });
  });
  it('reads percentages with or without a space, full-width and Arabic percent signs, percentage points', () => {
    expect(readFigures('up 3.2% then 3.2 % and 4％, ٥٪, 0.5个百分点').map((f) => [f.text, f.value, f.percent])).toEqual([
      ['3.2%', 3.2, true],
      ['3.2 %', 3.2, true],
      ['4％', 4, true],
      ['٥٪', 5, true],
      ['0.5个百分点', 0.5, true],
    ]);
  });
  it('reads Chinese and written magnitudes', () => {
    expect(readFigures('库存1.2万吨，成交3亿元，规模2万亿，5千手，12k lots, 1.5 million t, 2 bn, ٣ مليون').map((f) => [f.text, f.value, f.scale])).toEqual([
      ['1.2万', 12000, 1e4],
      ['3亿', 3e8, 1e8],
      ['2万亿', 2e12, 1e12],
      ['5千', 5000, 1e3],
      ['12k', 12000, 1e3],
      ['1.5 million', 1.5e6, 1e6],
      ['2 bn', 2e9, 1e9],
      ['٣ مليون', 3e6, 1e6],
    ]);
  });
  it('reads Arabic-Indic digits with the Arabic decimal and thousands separators', () => {
    expect(asciiDigits('١٬٢٣٤٫٥')).toBe('1,234.5');
    expect(readFigures('بلغ السعر ١٬٢٣٤٫٥ دولار و۲۳ ثم −٣٫٢٪')).toMatchObject([
      { text: '١٬٢٣٤٫٥', value: 1234.5, decimals: 1 },
      { text: '۲۳', value: 23 },
      { text: '−٣٫٢٪', value: -3.2, percent: true, signed: true },
    ]);
  });
  it('reads both ends of a range; the dash is not a minus', () => {
    expect(checked('usual band 450-700 CNY/t, 380 - 420, 380~420, 380至420, ٣٨٠-٤٢٠')).toEqual([
      ['450', 450],
      ['700', 700],
      ['380', 380],
      ['420', 420],
      ['380', 380],
      ['420', 420],
      ['380', 380],
      ['420', 420],
      ['٣٨٠', 380],
      ['٤٢٠', 420],
    ]);
    expect(checked('change: -12 (-3.5%)')).toEqual([
      ['-12', -12],
      ['-3.5%', -3.5],
    ]);
  });
  it('does not read a comma without a full group of three as a thousands separator', () => {
    // `1,23` reads as 1 (the 23 after it is not read: a decimal comma is not this project's writing), `7.` as 7.
    expect(checked('values 1,23 and 7.')).toEqual([
      ['1', 1],
      ['7', 7],
    ]);
  });
});

describe('readFigures: what is not checked, and why', () => {
  it('skips years, but not a grouped price or a year-sized decimal', () => {
    expect(skips('In 2025 FU traded 2,025 and 2025.5; 2025年; 1899 lots')).toEqual([
      ['2025', 'year'],
      ['2,025', null],
      ['2025.5', null],
      ['2025', 'year'],
      ['1899', null],
    ]);
  });
  it('skips dates and times in the three languages', () => {
    expect(skips('2025-01-05 09:30, 2025/1/5, 1/5, 5 Jan, March 3, 3月5日, 5号, ٣ مارس, 2025.1.5')).toEqual([
      ['2025', 'date'],
      ['01', 'date'],
      ['05', 'date'],
      ['09', 'time'],
      ['30', 'time'],
      ['2025', 'date'],
      ['1', 'date'],
      ['5', 'date'],
      ['1', 'date'],
      ['5', 'date'],
      ['5', 'date'],
      ['3', 'date'],
      ['3', 'date'],
      ['5', 'date'],
      ['5', 'date'],
      ['٣', 'date'],
      ['2025.1', 'date'],
    ]);
  });
  it('keeps a price range that looks like two years apart from a date', () => {
    expect(skips('2800-2900')).toEqual([
      ['2800', null],
      ['2900', null],
    ]);
  });
  it('skips counts of days, months and years', () => {
    expect(skips('last 5 years, a 60-day range, 60d, 3 trading days, 5年, 60日, 3个月, 10个交易日, 3次, 5 سنوات, 20 يوم')).toEqual([
      ['5', 'period'],
      ['60', 'period'],
      ['60', 'period'],
      ['3', 'period'],
      ['5', 'period'],
      ['60', 'date'],
      ['3', 'period'],
      ['10', 'period'],
      ['3', 'period'],
      ['5', 'period'],
      ['20', 'period'],
    ]);
  });
  it('skips list numbering, ordinals, identifiers, grades, citations, code and links', () => {
    const text = [
      '1. FU2601 is 2,800 [1]',
      '2) 第3 3rd No. 4 #5',
      '(3) MA20 380 cSt 10 ppm',
      '4、 `spread:fu_9` [^2] 【3】 https://x.cn/a/77 [doc](https://x.cn/88)',
    ].join('\n');
    expect(skips(text)).toEqual([
      ['1', 'listNumber'],
      ['2601', 'identifier'],
      ['2,800', null],
      ['1', 'citation'],
      ['2', 'listNumber'],
      ['3', 'ordinal'],
      ['3', 'ordinal'],
      ['4', 'ordinal'],
      ['5', 'ordinal'],
      ['3', 'listNumber'],
      ['20', 'identifier'],
      ['380', 'grade'],
      ['10', 'grade'],
      ['4', 'listNumber'],
      ['9', 'code'],
      ['2', 'citation'],
      ['3', 'citation'],
      ['77', 'url'],
      ['88', 'url'],
    ]);
  });
  it('skips the fuel oil names the desk writes, not the same numbers elsewhere', () => {
    expect(skips('新加坡380 is 392.55, Singapore 380, 高硫180, Marine Fuel 0.5 %, 低硫0.5%, Rotterdam 3.5 %; 380 and 0.5% alone')).toEqual([
      ['380', 'grade'],
      ['392.55', null],
      ['380', 'grade'],
      ['180', 'grade'],
      ['0.5 %', 'grade'],
      ['0.5%', 'grade'],
      ['3.5 %', 'grade'],
      ['380', null],
      ['0.5%', null],
    ]);
  });
  it('skips a contract month after a product code and a space, not a price', () => {
    expect(skips('FU 2601 at FU 2800, TA 2613')).toEqual([
      ['2601', 'identifier'],
      ['2800', null],
      ['2613', null],
    ]);
  });
  it('checks a number opening a sentence that is not a list item, and a percent after a period word', () => {
    expect(skips('## 3. Summary\n> 4) quoted')).toEqual([
      ['3', 'listNumber'],
      ['4', 'listNumber'],
    ]);
    expect(skips('12.5 is the spread\n3 days')).toEqual([
      ['12.5', null],
      ['3', 'period'],
    ]);
  });
});
