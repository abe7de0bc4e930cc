/**
 * The DEMO member rankings (docs/position.md): seeded, made-up lists for the demo products of SHFE, INE, DCE and
 * ZCE, so the rankings views can be tried without an exchange file. Thirty made-up members (`演示会员01`..`30`,
 * "demo member") hold positions that drift smoothly from day to day; each day's three lists are their top 20. The
 * same seed, contract and day always give the same lists. Rows are stored with `demo = 1` and every view of them
 * shows the DEMO badge.
 */
import { RANKING_EXCHANGES, type RankingExchange } from '../../../common/contract/position';
import type { RankingList } from '../../../common/domain/memberRankings';
import type { ReferenceData } from '../../infra/market/ports';
import type { RankingRowInput } from './store';

export const DEMO_RANKING_SEED = 'position-demo-1';
const MEMBERS = Array.from({ length: 30 }, (_, i) => `演示会员${String(i + 1).padStart(2, '0')}`);
const TOP = 20;
const LISTS: RankingList[] = ['volume', 'long', 'short'];

/** FNV-1a of a text: the stream of every (seed, contract, member, list) starts from it. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A uniform number in [0, 1) from a key (one step of mulberry32 from the key's hash). */
function uniform(key: string): number {
  let t = (hash(key) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * A member's lots in one list of one contract, on the `k`-th day since the epoch: a base size and the phase of a slow
 * swing, which do not depend on the day (drawn once per contract, not for every day and list row), plus a daily wobble.
 */
interface MemberStream {
  member: string;
  key: string;
  base: number;
  phase: number;
}

function memberStream(seed: string, contract: string, member: string, list: RankingList): MemberStream {
  const key = `${seed}|${contract}|${member}|${list}`;
  return {
    member,
    key,
    base: (list === 'volume' ? 3000 : 1000) + 20000 * uniform(key) ** 2,
    phase: 2 * Math.PI * uniform(`${key}|phase`),
  };
}

function lotsOn(stream: MemberStream, k: number): number {
  const swing = 0.3 * Math.sin(k / 7 + stream.phase);
  const wobble = 0.15 * (uniform(`${stream.key}|${k}`) - 0.5);
  return Math.max(0, Math.round(stream.base * (1 + swing + wobble)));
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

type DemoListRow = Omit<RankingRowInput, 'exchange' | 'date' | 'demo' | 'contract'>;

/** One contract's three lists on a day (the day before gives the changes), from the contract's member streams. */
function listsOn(streams: readonly MemberStream[][], date: string): DemoListRow[] {
  const k = dayNumber(date);
  const out: DemoListRow[] = [];
  for (const [l, list] of LISTS.entries()) {
    const ranked = streams[l]
      .map((stream) => {
        const value = lotsOn(stream, k);
        return { member: stream.member, value, change: value - lotsOn(stream, k - 1) };
      })
      .sort((a, b) => b.value - a.value || a.member.localeCompare(b.member))
      .slice(0, TOP);
    for (const [i, m] of ranked.entries()) out.push({ list, rank: i + 1, member: m.member, value: m.value, change: m.change });
  }
  return out;
}

/** The member streams of a contract, one array per list (in LISTS order). */
const contractStreams = (seed: string, contract: string) => LISTS.map((list) => MEMBERS.map((member) => memberStream(seed, contract, member, list)));

/** The contract the demo ranks for a product: the first listed one trading at least 30 more days. */
function demoContract(reference: ReferenceData, exchange: string, code: string, date: string): string | null {
  const cutoff = new Date(Date.parse(`${date}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const listed = reference.contracts(exchange, code, date).find((c) => c.lastTradeDate >= cutoff);
  return listed ? listed.instrument.slice(listed.instrument.indexOf('.') + 1) : null;
}

/** Demo rows for the last `days` trading days up to `today` of every demo product of the four exchanges. */
export function demoRankings(reference: ReferenceData, today: string, days: number, seed = DEMO_RANKING_SEED) {
  const rows: RankingRowInput[] = [];
  const contracts: string[] = [];
  let from = today;
  let to = '';
  const products = reference.products().filter((p) => p.kind === 'future' && (RANKING_EXCHANGES as readonly string[]).includes(p.exchange));
  for (const p of products) {
    const exchange = p.exchange as RankingExchange;
    const calendar = reference.tradingCalendar(exchange);
    const last = calendar.onOrBefore(today);
    const contract = demoContract(reference, exchange, p.code, last);
    if (!contract) continue;
    contracts.push(`${exchange}.${contract}`);
    const streams = contractStreams(seed, contract);
    const dates = [last];
    while (dates.length < days) dates.push(calendar.previous(dates[dates.length - 1]));
    for (const date of dates) {
      if (date < from) from = date;
      if (date > to) to = date;
      for (const r of listsOn(streams, date)) rows.push({ ...r, exchange, date, contract, demo: true });
    }
  }
  return { rows, contracts, from, to: to || today };
}
