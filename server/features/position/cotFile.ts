/**
 * CFTC Commitments of Traders files in the CFTC's own layouts (docs/position.md), CSV or the first sheet of an
 * Excel workbook, read with the shared table reader (server/infra/tables/readTable.ts). Only the columns used are
 * required; the report's other columns (changes, percentages, numbers of traders, concentration) are ignored.
 *
 * - Disaggregated futures-only (cftc.gov "Historical Compressed", `fut_disagg_txt_<year>.zip`, file `f_year.txt`),
 *   headers as printed there, among them the double underscores of the swap dealers' short and spreading columns:
 *   `Market_and_Exchange_Names`, `Report_Date_as_YYYY-MM-DD`, `CFTC_Contract_Market_Code`, `Open_Interest_All`,
 *   `Prod_Merc_Positions_Long_All`, `Prod_Merc_Positions_Short_All`, `Swap_Positions_Long_All`,
 *   `Swap__Positions_Short_All`, `Swap__Positions_Spread_All`, `M_Money_Positions_{Long,Short,Spread}_All`,
 *   `Other_Rept_Positions_{Long,Short,Spread}_All`, `NonRept_Positions_{Long,Short}_All`.
 * - Legacy futures-only (`deacot<year>.zip`, file `annual.txt`): `Market and Exchange Names`,
 *   `As of Date in Form YYYY-MM-DD`, `CFTC Contract Market Code`, `Open Interest (All)`,
 *   `Noncommercial Positions-{Long,Short,Spreading} (All)`, `Commercial Positions-{Long,Short} (All)`,
 *   `Nonreportable Positions-{Long,Short} (All)` (the CFTC's file has a leading space in some headers: trimmed).
 *
 * Every row is checked against the open-interest identity (common/domain/commitments.ts); positions are as of the
 * printed day (a Tuesday) and dated at their release by the `cftc` source's rule (CFTC_RELEASE), so backtests
 * never see a week before its Friday.
 */
import {
  COT_CATEGORIES,
  type CotImportBody,
  type CotImportPreview,
  type CotLayout,
  type CotReportRow,
  POSITION_IMPORT_MAX_ROWS,
  POSITION_PREVIEW_ROWS,
  type PositionImportIssue,
} from '../../../common/contract/position';
import { checkOpenInterest } from '../../../common/domain/commitments';
import { CFTC_RELEASE, releaseInstant } from '../../../common/domain/releaseDating';
import { ApiError } from '../../infra/http/apiError';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';
import { issue, textOf } from './issues';

interface LayoutColumns {
  /** Accepted header names of the market, its code and the date (first found wins). */
  market: string[];
  code: string[];
  date: string[];
  openInterest: string;
  /** Per category: long, short and (when the report has it) spreading. */
  categories: [string, string, string | null][];
}

export const COT_COLUMNS: Record<CotLayout, LayoutColumns> = {
  disaggregated: {
    market: ['Market_and_Exchange_Names'],
    code: ['CFTC_Contract_Market_Code'],
    date: ['Report_Date_as_YYYY-MM-DD', 'Report_Date_as_MM_DD_YYYY', 'As_of_Date_In_Form_YYMMDD'],
    openInterest: 'Open_Interest_All',
    categories: [
      ['Prod_Merc_Positions_Long_All', 'Prod_Merc_Positions_Short_All', null],
      ['Swap_Positions_Long_All', 'Swap__Positions_Short_All', 'Swap__Positions_Spread_All'],
      ['M_Money_Positions_Long_All', 'M_Money_Positions_Short_All', 'M_Money_Positions_Spread_All'],
      ['Other_Rept_Positions_Long_All', 'Other_Rept_Positions_Short_All', 'Other_Rept_Positions_Spread_All'],
      ['NonRept_Positions_Long_All', 'NonRept_Positions_Short_All', null],
    ],
  },
  legacy: {
    market: ['Market and Exchange Names'],
    code: ['CFTC Contract Market Code'],
    date: ['As of Date in Form YYYY-MM-DD', 'As of Date in Form YYMMDD'],
    openInterest: 'Open Interest (All)',
    categories: [
      ['Noncommercial Positions-Long (All)', 'Noncommercial Positions-Short (All)', 'Noncommercial Positions-Spreading (All)'],
      ['Commercial Positions-Long (All)', 'Commercial Positions-Short (All)', null],
      ['Nonreportable Positions-Long (All)', 'Nonreportable Positions-Short (All)', null],
    ],
  },
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YYMMDD = /^(\d{2})(\d{2})(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` from an ISO, US (MM/DD/YYYY) or YYMMDD cell, or an Excel date; null otherwise. */
export function cotDay(cell: Cell): string | null {
  let y: number;
  let m: number;
  let d: number;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    [y, m, d] = [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()];
  } else {
    const text = typeof cell === 'number' ? String(cell).padStart(6, '0') : textOf(cell);
    const iso = ISO.exec(text);
    const us = US.exec(text);
    const short = YYMMDD.exec(text);
    if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
    // The CFTC's YYMMDD dates start in 1986: 86-99 are 19xx.
    else if (short) [y, m, d] = [Number(short[1]) + (Number(short[1]) >= 86 ? 1900 : 2000), Number(short[2]), Number(short[3])];
    else return null;
  }
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return probe.toISOString().slice(0, 10);
}

/** Contract market codes are six characters (`067651`); a number cell of Excel lost its leading zeros. */
const marketCodeOf = (cell: Cell): string => (typeof cell === 'number' ? String(cell).padStart(6, '0') : textOf(cell).toUpperCase());

/** Parses and checks a COT file; never throws on bad content (the issues say what is wrong). */
export async function parseCotFile(body: Pick<CotImportBody, 'layout' | 'format' | 'content'>): Promise<CotImportPreview & { all: CotReportRow[] }> {
  const empty = (errors: PositionImportIssue[]) => ({ layout: body.layout, count: 0, rows: [], all: [], markets: [], errors });
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: POSITION_IMPORT_MAX_ROWS });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const reason = (err as Error).message.slice(0, 200);
    return empty([issue('badFile', `The file cannot be read: ${reason}`, 0, '', { reason })]);
  }
  if (table.length < 2) return empty([issue('empty', 'The file has no data rows')]);
  if (table.length - 1 > POSITION_IMPORT_MAX_ROWS)
    return empty([issue('tooManyRows', `At most ${POSITION_IMPORT_MAX_ROWS} rows per file`, 0, '', { max: POSITION_IMPORT_MAX_ROWS })]);

  const spec = COT_COLUMNS[body.layout];
  const header = table[0].map((h) => textOf(h).toLowerCase());
  const find = (names: string[]) => {
    for (const name of names) {
      const i = header.indexOf(name.toLowerCase());
      if (i >= 0) return { name, i };
    }
    return null;
  };
  const missing: string[] = [];
  const need = (names: string[]) => {
    const found = find(names);
    if (!found) missing.push(names[0]);
    return found ?? { name: names[0], i: -1 };
  };
  const market = need(spec.market);
  const code = need(spec.code);
  const date = need(spec.date);
  const oi = need([spec.openInterest]);
  const cats = spec.categories.map(([l, s, p]) => [need([l]), need([s]), p ? need([p]) : null] as const);
  if (missing.length > 0)
    return empty(
      missing.map((c) => issue('missingColumn', `Column ${c} is missing (is this the ${body.layout} layout?)`, 1, c, { column: c, layout: body.layout })),
    );

  const names = COT_CATEGORIES[body.layout];
  const rows: CotReportRow[] = [];
  const errors: PositionImportIssue[] = [];
  const seen = new Map<string, number>();
  for (let r = 1; r < table.length; r += 1) {
    const cells = table[r];
    const rowNo = r + 1;
    if (cells.every((c) => textOf(c) === '')) continue;
    const rowErrors: PositionImportIssue[] = [];
    const num = (col: { name: string; i: number }): number => {
      const v = numberOf(cells[col.i] ?? null);
      if (v === null || v === undefined || v < 0) {
        const value = textOf(cells[col.i] ?? null);
        rowErrors.push(issue('badNumber', `${col.name} is not a number of contracts: "${value}"`, rowNo, col.name, { column: col.name, value }));
        return 0;
      }
      return v;
    };
    const asOf = cotDay(cells[date.i] ?? null);
    if (!asOf) {
      const value = textOf(cells[date.i] ?? null);
      rowErrors.push(issue('badDate', `${date.name} is not a date: "${value}"`, rowNo, date.name, { column: date.name, value }));
    }
    const marketCode = marketCodeOf(cells[code.i] ?? null);
    const marketName = textOf(cells[market.i] ?? null);
    if (!marketCode) rowErrors.push(issue('badNumber', `${code.name} is empty`, rowNo, code.name, { column: code.name, value: '' }));
    if (marketName.length > 200 || marketCode.length > 20)
      rowErrors.push(issue('tooLong', 'The market name or code is too long', rowNo, market.name, { max: 200 }));
    const openInterest = num(oi);
    const categories = cats.map(([l, s, p], k) => ({ category: names[k], long: num(l), short: num(s), spread: p ? num(p) : 0 }));
    if (rowErrors.length === 0 && asOf) {
      const check = checkOpenInterest({ openInterest, categories });
      if (!check.ok)
        rowErrors.push(
          issue(
            'identity',
            `Open interest ${openInterest} but longs + spreading add up to ${check.longTotal} and shorts + spreading to ${check.shortTotal}`,
            rowNo,
            oi.name,
            { openInterest, longTotal: check.longTotal, shortTotal: check.shortTotal },
          ),
        );
      const key = `${marketCode}|${asOf}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        rowErrors.push(
          issue('duplicate', `${marketCode} ${asOf} is also on row ${earlier}`, rowNo, date.name, { market: marketCode, date: asOf, other: earlier }),
        );
      else seen.set(key, rowNo);
    }
    if (rowErrors.length > 0 || !asOf) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ row: rowNo, marketCode, market: marketName, asOf, releasedAt: releaseInstant(asOf, CFTC_RELEASE), openInterest, categories });
  }

  const byMarket = new Map<string, { marketCode: string; market: string; weeks: number; first: string; last: string }>();
  for (const row of rows) {
    const m = byMarket.get(row.marketCode) ?? { marketCode: row.marketCode, market: row.market, weeks: 0, first: row.asOf, last: row.asOf };
    m.weeks += 1;
    if (row.asOf < m.first) m.first = row.asOf;
    if (row.asOf > m.last) m.last = row.asOf;
    byMarket.set(row.marketCode, m);
  }
  if (rows.length === 0 && errors.length === 0) errors.push(issue('empty', 'The file has no data rows'));
  return {
    layout: body.layout,
    count: rows.length + new Set(errors.map((e) => e.row)).size,
    rows: rows.slice(0, POSITION_PREVIEW_ROWS),
    all: rows,
    markets: [...byMarket.values()],
    errors,
  };
}
