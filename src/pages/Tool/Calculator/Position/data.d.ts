/** View models of the holdings page (API types come from @common/contract/position). */
import type { CotCategory, RankingMemberRow } from '@common/contract/position';

/** One week of the COT table: the as-of day, release, open interest and each category's net and index. */
export interface CotTableRow {
  asOf: string;
  releasedAt: number;
  openInterest: number;
  openInterestChange: number | null;
  nets: Partial<Record<CotCategory, number>>;
  changes: Partial<Record<CotCategory, number | null>>;
  indexes: Partial<Record<CotCategory, number | null>>;
}

/** One ranked entry of a day's list, keyed for its table. */
export interface RankedRow {
  rank: number;
  member: string;
  value: number;
  change: number;
}

export type MemberRow = RankingMemberRow & { key: string; net: number | null };
