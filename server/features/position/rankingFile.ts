/**
 * The exchanges' daily member ranking files (成交持仓排名; docs/position.md, "Member rankings"), CSV or the first
 * sheet of an Excel workbook, as the exchanges publish them: one block per contract, a title row naming the
 * contract (SHFE/INE `合约代码：cu2501`, DCE `合约：m2505`, ZCE `合约：CF505`), a header row, up to 20 ranked rows
 * and an aggregate row (合计 / 总计, dropped). The header gives three lists side by side, each a member column, a
 * value column and its change:
 *
 *   SHFE, INE  名次,会员简称,成交量,比上交易日增减,名次,会员简称,持买单量,比上交易日增减,名次,会员简称,持卖单量,比上交易日增减
 *   DCE        名次,会员简称,成交量,增减,名次,会员简称,持买单量,增减,名次,会员简称,持卖单量,增减
 *   ZCE        名次,会员简称,成交量（手）,增减量,会员简称,持买仓量,增减量,会员简称,持卖仓量,增减量  (one rank column)
 *
 * The lists are independent (a member ranked in one need not be in another). ZCE prints contracts with a
 * three-digit month (`CF505`); they are stored with four (`CF2505`, the decade taken from the file's day) like the
 * other exchanges' and the market layer's addresses. Contract codes are upper-cased.
 */
import {
  POSITION_IMPORT_MAX_ROWS,
  POSITION_PREVIEW_ROWS,
  type PositionImportIssue,
  type RankingEntry,
  type RankingImportBody,
  type RankingImportPreview,
} from '../../../common/contract/position';
import { isAggregateRow, type RankingList } from '../../../common/domain/memberRankings';
import { ApiError } from '../../infra/http/apiError';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';
import { issue, textOf } from './issues';

const norm = (s: string) =>
  s
    .replace(/[\s（(][^）)]*[）)]$/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
const RANK = ['名次', '排名', 'rank'];
const MEMBER = ['会员简称', '会员名称', '期货公司会员简称', '会员', 'member'];
const VALUE: Record<RankingList, string[]> = {
  volume: ['成交量', 'volume'],
  long: ['持买单量', '持买仓量', '持买量', '买单量', 'long', 'longoi'],
  short: ['持卖单量', '持卖仓量', '持卖量', '卖单量', 'short', 'shortoi'],
};
const CHANGE = ['比上交易日增减', '增减', '增减量', 'change'];
const CONTRACT = /(?:合约代码|合约|contract)\s*[:：]?\s*([A-Za-z]{1,4}\d{3,4})\b/i;

interface Group {
  rank: number;
  member: number;
  value: number;
  change: number;
  list: RankingList | null;
}

/** The three lists' columns from a header row, or null when the row is no header. */
function headerGroups(cells: Cell[]): Group[] | null {
  const names = cells.map((c) => norm(textOf(c)));
  const groups: Group[] = [];
  let pendingRank = -1;
  let firstRank = -1;
  names.forEach((n, i) => {
    if (RANK.includes(n)) {
      pendingRank = i;
      if (firstRank < 0) firstRank = i;
    } else if (MEMBER.includes(n)) {
      groups.push({ rank: pendingRank >= 0 ? pendingRank : firstRank, member: i, value: -1, change: -1, list: null });
      pendingRank = -1;
    } else if (groups.length > 0) {
      const g = groups[groups.length - 1];
      const list = (Object.keys(VALUE) as RankingList[]).find((k) => VALUE[k].includes(n));
      if (list && g.value < 0) {
        g.value = i;
        g.list = list;
      } else if (CHANGE.includes(n) && g.change < 0) g.change = i;
    }
  });
  const complete = groups.filter((g) => g.value >= 0 && g.list);
  return complete.length > 0 ? complete : null;
}

/** `CF505` on 2025-01-02 -> `CF2505`; four-digit months stay; upper case. */
export function normaliseContract(text: string, date: string): string {
  const m = /^([A-Za-z]{1,4})(\d{3,4})$/.exec(text.trim());
  if (!m) return text.trim().toUpperCase();
  const code = m[1].toUpperCase();
  if (m[2].length === 4) return `${code}${m[2]}`;
  const year = Number(date.slice(0, 4));
  let y = Math.floor(year / 10) * 10 + Number(m[2][0]);
  if (y < year - 1) y += 10;
  return `${code}${String(y % 100).padStart(2, '0')}${m[2].slice(1)}`;
}

export type ParsedRankings = RankingImportPreview & { all: RankingEntry[] };

/** Parses and checks a ranking file; never throws on bad content (the issues say what is wrong). */
export async function parseRankingFile(body: Pick<RankingImportBody, 'exchange' | 'date' | 'format' | 'content'>): Promise<ParsedRankings> {
  const base = { exchange: body.exchange, date: body.date };
  const empty = (errors: PositionImportIssue[]): ParsedRankings => ({ ...base, count: 0, dropped: 0, contracts: [], rows: [], all: [], errors });
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: POSITION_IMPORT_MAX_ROWS });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const reason = (err as Error).message.slice(0, 200);
    return empty([issue('badFile', `The file cannot be read: ${reason}`, 0, '', { reason })]);
  }
  if (table.length === 0) return empty([issue('empty', 'The file has no data rows')]);
  if (table.length - 1 > POSITION_IMPORT_MAX_ROWS)
    return empty([issue('tooManyRows', `At most ${POSITION_IMPORT_MAX_ROWS} rows per file`, 0, '', { max: POSITION_IMPORT_MAX_ROWS })]);

  const all: RankingEntry[] = [];
  const errors: PositionImportIssue[] = [];
  const seen = new Map<string, number>();
  let contract: string | null = null;
  let groups: Group[] | null = null;
  let dropped = 0;
  let sawHeader = false;
  for (let r = 0; r < table.length; r += 1) {
    const cells = table[r];
    const rowNo = r + 1;
    const texts = cells.map((c) => textOf(c));
    if (texts.every((t) => t === '')) continue;
    const title = texts.map((t) => CONTRACT.exec(t)).find((m) => m);
    if (title && !headerGroups(cells)) {
      contract = normaliseContract(title[1], body.date);
      groups = null;
      continue;
    }
    const header = headerGroups(cells);
    if (header) {
      groups = header;
      sawHeader = true;
      continue;
    }
    if (!groups) continue; // notes above the first table (exchange name, date line)
    if (texts.some((t) => isAggregateRow(t))) {
      dropped += 1;
      continue;
    }
    if (!contract) {
      errors.push(issue('noContract', 'A ranked row comes before any contract title (合约代码：...)', rowNo, '', {}));
      continue;
    }
    for (const g of groups) {
      const member = texts[g.member] ?? '';
      if (member === '' || member === '-' || member === '--') continue;
      const list = g.list as RankingList;
      const rank = numberOf(cells[g.rank] ?? null);
      if (rank === null || rank === undefined || !Number.isInteger(rank) || rank < 1 || rank > 100) {
        errors.push(issue('badRank', `Rank "${texts[g.rank] ?? ''}" is not a whole number from 1`, rowNo, list, { value: texts[g.rank] ?? '', list }));
        continue;
      }
      const value = numberOf(cells[g.value] ?? null);
      const change = g.change >= 0 ? numberOf(cells[g.change] ?? null) : 0;
      if (value === null || value === undefined || value < 0) {
        errors.push(
          issue('badNumber', `${list}: "${texts[g.value] ?? ''}" is not a number of lots`, rowNo, list, { column: list, value: texts[g.value] ?? '' }),
        );
        continue;
      }
      if (change === null) {
        errors.push(
          issue('badNumber', `${list} change: "${texts[g.change] ?? ''}" is not a number`, rowNo, list, { column: list, value: texts[g.change] ?? '' }),
        );
        continue;
      }
      if (member.length > 60) {
        errors.push(issue('tooLong', 'A member name is longer than 60 characters', rowNo, list, { max: 60 }));
        continue;
      }
      const key = `${contract}|${list}|${rank}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.push(
          issue('duplicate', `${contract} ${list} rank ${rank} is also on row ${earlier}`, rowNo, list, { market: contract, date: body.date, other: earlier }),
        );
        continue;
      }
      seen.set(key, rowNo);
      all.push({ row: rowNo, contract, list, rank, member, value, change: change ?? 0 });
    }
  }
  if (!sawHeader) errors.push(issue('noHeader', 'No header row (名次, 会员简称, 成交量 / 持买单量 / 持卖单量, 增减) was found', 0, '', {}));
  else if (all.length === 0 && errors.length === 0) errors.push(issue('empty', 'The file has no data rows'));

  const contracts = new Map<string, { contract: string; volume: number; long: number; short: number }>();
  for (const e of all) {
    const c = contracts.get(e.contract) ?? { contract: e.contract, volume: 0, long: 0, short: 0 };
    c[e.list] += 1;
    contracts.set(e.contract, c);
  }
  return { ...base, count: all.length, dropped, contracts: [...contracts.values()], rows: all.slice(0, POSITION_PREVIEW_ROWS), all, errors };
}
