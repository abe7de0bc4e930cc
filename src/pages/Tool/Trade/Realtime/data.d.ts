/**
 * The board's view models (docs/market-data/board.md). API types come from the contract; the shapes below are the
 * board's own, or the board's reading of calls and topics of other areas that are not in the contract on this branch
 * (strategy list and explanation, feed state, stream topic data): service.ts maps each call onto them.
 */
import type { Watchlist } from '@common/contract/watchlist';

export type { Watchlist };

/** A strategy as the board shows it (from `/v2/strategy/list`). */
export interface BoardStrategy {
  id: string;
  name: string;
  unit: string;
  precision: number;
  /** The legs' instruments, as in their md: addresses (`SHFE.FU@main`). */
  legs: string[];
}

/** What the board knows of one row before live values arrive. */
export interface RowMeta {
  address: string;
  kind: 'md' | 'spread';
  /** `tick:<instrument>` or `spread:<id>`. */
  topic: string;
  name: string;
  unit: string;
  precision: number;
  /** The user may not read it, or it does not exist: the row says so. */
  unavailable: boolean;
}

/** A live value of a row, from its topic: a tick's last or a spread's value. */
export interface LiveValue {
  value: number;
  /** Exchange / engine time of the value, epoch ms. */
  ts: number;
  demo: boolean;
  /** The feed that produced the tick (ticks only). */
  feed?: string;
  /** A spread's legs with their own times and feeds, when the topic carries them (stale marking per leg). */
  legs?: { instrument: string; ts: number; feed?: string }[];
}

/** A spread value explained (from `/v2/strategy/explain`). */
export interface SpreadExplanation {
  strategyId: string;
  value: number;
  unit: string;
  ts: number;
  formula: string;
  demo: boolean;
  legs: { name: string; instrument: string; price: number; unit: string; ts: number; demo: boolean }[];
  rates: { key: string; value: number; unit: string; validFrom: string; source: string }[];
}
