/**
 * Reads the figures written in a text (an assistant's answer, the user's question, a research excerpt a tool returned)
 * in Chinese, English or Arabic, and says which of them are not figures to check (docs/assistant.md, "Number check").
 *
 * Read as one figure: an optional sign (`-`, `−`, `+`), digits with thousands separators (`1,234.5`, Arabic `١٬٢٣٤٫٥`),
 * a decimal part (`.` or the Arabic decimal separator `٫`), then either a percent (`3.2%`, `3.2 %`, `３.２％`,
 * `٣٫٢٪`, `3.2个百分点`, `3.2 percentage points`) or a magnitude (`1.2万`, `3亿`, `2万亿`, `5千`, `12k`,
 * `1.5 million`, `2 bn`, `3 مليون`). Arabic-Indic (٠-٩), extended Arabic-Indic (۰-۹) and full-width (０-９) digits
 * read as digits. Both ends of a range are figures (`380-420`, `380~420`, `380至420`): a dash right after a number
 * (spaces allowed) separates, it is not a minus.
 *
 * Not checked (a `skip` reason, the figure is still returned so callers and tests can see why):
 * - `url`, `code`, `citation`: inside a link address, a Markdown code span, or a citation mark (`[1]`, `[^2]`, `【3】`);
 * - `identifier`: digits glued after a Latin letter or `_` (`FU2601`, `MA20`, `Q3`), and a contract month written
 *   after a product code and a space (`FU 2601`: YYMM with a month 01-12; `FU 2800` stays a figure): names, not amounts;
 * - `date`, `time`: `2025-01-05`, `2025/1/5`, `1/5`, `5 Jan`, `March 3`, `3 مارس`, `3月`, `5日`, `5号`, `09:30`;
 * - `year`: a bare four-digit integer from 1900 to 2100 (no sign, separator, decimals, percent or magnitude). A price
 *   written as `2,025` is checked; written `2025` it reads as a year (the assistant's instructions should ask for
 *   grouped thousands);
 * - `period`: a count of days, weeks, months, quarters, years, sessions or times (`5 years`, `60-day`, `60d`,
 *   `5年`, `60日`, `3个月`, `10个交易日`, `3次`, `5 سنوات`): the window the user or the model chose, not a value read;
 * - `ordinal`, `listNumber`: `第3`, `3rd`, `No. 3`, `#3`, and a number opening a line as a list item (`1.`, `2)`,
 *   `3、`, `(1)`);
 * - `grade`: a product grade (`380 cSt`, `10 ppm`, `92 RON`), and the fuel oil names the desk writes (`Singapore 380`,
 *   `新加坡380`, `高硫180`, `Marine Fuel 0.5 %`, `低硫0.5%`, `Rotterdam 3.5 %`): part of a product's name.
 * Numbers written in words ("five", "三") are not read.
 * The user's own numbers are left out by the number check (numberCheck.ts), which knows the question.
 */

/** Why a figure is not checked; null when it is. */
export type SkipReason = 'url' | 'code' | 'citation' | 'identifier' | 'date' | 'time' | 'year' | 'period' | 'ordinal' | 'listNumber' | 'grade' | 'inQuestion';

/** One figure as written in a text. */
export interface Figure {
  /** As written: sign, digits, separators and suffix (`-1,234.5`, `1.2万`, `3.2 %`, `٣٫٢٪`). */
  text: string;
  /** Where `text` starts in the text (UTF-16 index). */
  index: number;
  /** The value meant: magnitude applied (`1.2万` is 12000), a percent as written (`3.2%` is 3.2). */
  value: number;
  /** Digits written after the decimal separator: the precision the figure claims. */
  decimals: number;
  /** The magnitude written (1 for none, 1e4 for 万, 1e6 for million). */
  scale: number;
  percent: boolean;
  /** A sign was written (`-12`, `+12`); an unsigned figure may state a fall in words ("fell 12", "下跌12"). */
  signed: boolean;
  skip: SkipReason | null;
}

const DIGIT_BASES = [0x0660, 0x06f0, 0xff10]; // Arabic-Indic, extended Arabic-Indic, full-width

/** The text with every digit and separator as ASCII, character for character (indices stay the same). */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9);
    if (base !== undefined) out += String.fromCharCode(48 + code - base);
    else if (ch === '٫' || ch === '．') out += '.';
    else if (ch === '٬') out += ',';
    else if (ch === '％' || ch === '٪') out += '%';
    else if (ch === '−' || ch === '－') out += '-';
    else out += ch;
  }
  return out;
}

// Digits with complete thousands groups, else plain digits; then a decimal part followed by a digit.
const NUMBER = /(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?/g;

const PERCENT = /^(?:\s?%|个百分点|\s?percentage points?\b|\s?pp\b|\s?نقطة مئوية|\s?نقاط مئوية)/i;
const MAGNITUDES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^万亿/, 1e12],
  [/^亿/, 1e8],
  [/^万/, 1e4],
  [/^千(?![克米瓦])/, 1e3],
  [/^\s?(?:thousand\b|ألف|آلاف)/i, 1e3],
  [/^\s?(?:million\b|mn\b|مليون|ملايين)/i, 1e6],
  [/^\s?(?:billion\b|bn\b|مليار|مليارات)/i, 1e9],
  [/^k\b/i, 1e3],
];

const PERIOD_AFTER = new RegExp(
  '^(?:' +
    [
      '[\\s-]?(?:trading[\\s-])?(?:day|week|month|quarter|year|session|hour|minute|time)s?\\b',
      '[\\s-]?(?:yrs?|mos?|[dwmy])\\b',
      '(?:个)?(?:交易日|工作日|月|季度|小时|分钟)',
      '[年天日周次秒期]',
      '\\s?(?:يوم|أيام|أسبوع|أسابيع|شهر|أشهر|شهور|سنة|سنوات|عام|أعوام|مرة|مرات|جلسة|جلسات)',
    ].join('|') +
    ')',
  'i',
);
const DATE_AFTER_CN = /^[月日号]/;
const MONTHS_EN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTHS_AR = 'يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر';
const MONTH_AFTER = new RegExp(`^\\s?(?:${MONTHS_EN})\\b|^\\s?(?:${MONTHS_AR})`, 'i');
const MONTH_BEFORE = new RegExp(`(?:\\b(?:${MONTHS_EN})\\.?|${MONTHS_AR})\\s?$`, 'i');
const GRADE_AFTER = /^\s?(?:cst|ppm|ron)\b/i;
// The desk's fuel oil names: Singapore 380 / 新加坡380 / 高硫180 (viscosity), Marine Fuel 0.5 % / 低硫0.5% /
// Rotterdam 3.5 % (sulphur).
const FUEL_OIL_NAME = /(?:singapore|sing|新加坡|高硫|低硫|ifo|hsfo|vlsfo|marine fuel|mf|rotterdam|鹿特丹|سنغافورة)\s?$/i;
const isFuelOilGrade = (f: Figure) => (!f.percent && (f.value === 180 || f.value === 380)) || (f.percent && (f.value === 0.5 || f.value === 3.5));
const ORDINAL_AFTER = /^(?:st|nd|rd|th)\b/i;
const ORDINAL_BEFORE = /(?:第|\bNo\.\s?|#)$/i;

/** Index ranges of link addresses, code spans and citation marks. */
function maskedRanges(text: string): Array<{ start: number; end: number; reason: SkipReason }> {
  const out: Array<{ start: number; end: number; reason: SkipReason }> = [];
  const add = (re: RegExp, reason: SkipReason) => {
    for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length, reason });
  };
  add(/`[^`\n]*`/g, 'code');
  add(/\b(?:https?:\/\/|www\.)\S+|\]\([^)\s]*\)/g, 'url');
  add(/\[\^?\d+(?:\s*[,，]\s*\d+)*\]|【\d+(?:[,，]\d+)*】/g, 'citation');
  // ISO and dotted dates; a dash after a year and a month is a date's, not a range's (`2800-2900` stays a range).
  add(/\b(?:19|20)\d{2}-(?:0?[1-9]|1[0-2])(?:-(?:0?[1-9]|[12]\d|3[01]))?(?!\d)|\b\d{4}\.\d{1,2}\.\d{1,2}(?![\d.])/g, 'date');
  return out;
}

function magnitudeAfter(rest: string): { scale: number; length: number } | null {
  for (const [re, scale] of MAGNITUDES) {
    const m = re.exec(rest);
    if (m) return { scale, length: m[0].length };
  }
  return null;
}

/** Whether a dash or plus at `at` is a sign: not right after a number (spaces allowed), so `380-420` is a range. */
function isSign(s: string, at: number): boolean {
  if (at < 0 || (s[at] !== '-' && s[at] !== '+')) return false;
  const before = s.slice(0, at).replace(/[ \t]+$/, '');
  const prev = before[before.length - 1];
  if (prev === undefined) return true;
  if (/[\d%万亿千]/.test(prev) || /[A-Za-z_]/.test(s[at - 1] ?? '')) return false;
  return true;
}

/** Every figure written in `text`, in order, each with why it is not checked (null: checked). */
export function readFigures(text: string): Figure[] {
  const s = asciiDigits(text);
  const masks = maskedRanges(s);
  const figures: Figure[] = [];
  for (const m of s.matchAll(NUMBER)) {
    const start = m.index;
    const prevChar = s[start - 1] ?? '';
    // A digit run right after a decimal point or a digit belongs to something read already (1,2345, 1.2.3).
    if (/[\d.,]/.test(prevChar) && /\d/.test(s[start - 2] ?? '')) continue;
    const signed = isSign(s, start - 1);
    const from = signed ? start - 1 : start;
    const intDigits = m[1].replace(/,/g, '');
    const decimals = m[2]?.length ?? 0;
    let end = start + m[0].length;
    const rest = s.slice(end);
    let percent = false;
    let scale = 1;
    const pct = PERCENT.exec(rest);
    const mag = pct ? null : magnitudeAfter(rest);
    if (pct) {
      percent = true;
      end += pct[0].length;
    } else if (mag) {
      scale = mag.scale;
      end += mag.length;
    }
    const written = Number(`${intDigits}${decimals ? `.${m[2]}` : ''}`);
    const value = (signed && s[start - 1] === '-' ? -1 : 1) * written * scale;
    const figure: Figure = {
      text: text.slice(from, end),
      index: from,
      value,
      decimals,
      scale,
      percent,
      signed,
      skip: null,
    };
    figure.skip = skipReason(s, start, start + m[0].length, figure, masks);
    figures.push(figure);
  }
  return figures;
}

function skipReason(
  s: string,
  start: number,
  numberEnd: number,
  f: Figure,
  masks: ReadonlyArray<{ start: number; end: number; reason: SkipReason }>,
): SkipReason | null {
  const masked = masks.find((r) => start >= r.start && start < r.end);
  if (masked) return masked.reason;
  const before = s.slice(Math.max(0, start - 12), start);
  const after = s.slice(numberEnd, numberEnd + 24);
  const plain = !f.percent && f.scale === 1;
  if (!f.signed && isFuelOilGrade(f) && FUEL_OIL_NAME.test(before)) return 'grade';
  if (/[A-Za-z_]$/.test(before)) return 'identifier';
  if (/\b[A-Z]{1,2} $/.test(before) && /^[123]\d(?:0[1-9]|1[0-2])$/.test(s.slice(start, numberEnd))) return 'identifier';
  if (/[/:]\d/.test(after.slice(0, 2)) || /\d[/:]$/.test(before)) return /:/.test(after[0] + before.slice(-1)) ? 'time' : 'date';
  if (plain && (MONTH_AFTER.test(after) || MONTH_BEFORE.test(before) || DATE_AFTER_CN.test(after))) return 'date';
  if (plain && !f.signed && f.decimals === 0 && /^\d{4}$/.test(s.slice(start, numberEnd)) && f.value >= 1900 && f.value <= 2100) {
    return 'year';
  }
  if (plain && PERIOD_AFTER.test(after)) return 'period';
  if (plain && GRADE_AFTER.test(after)) return 'grade';
  if (plain && (ORDINAL_AFTER.test(after) || ORDINAL_BEFORE.test(before))) return 'ordinal';
  if (plain && !f.signed && f.decimals === 0) {
    const lineStart = s.lastIndexOf('\n', start - 1) + 1;
    const lead = s.slice(lineStart, start);
    if (/^[\s>*#-]*[(（]?$/.test(lead) && /^(?:[.．](?:\s|$)|[、)）])/.test(s.slice(numberEnd, numberEnd + 2))) {
      return 'listNumber';
    }
  }
  return null;
}
