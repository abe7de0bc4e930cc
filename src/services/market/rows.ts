/**
 * Rows of live addresses (the board's watchlists, a product page's instruments and spreads): what a row shows before
 * its live value arrives. Spread rows take the strategy's current name, unit and precision from the strategy list
 * (strategies.ts), so a renamed strategy is renamed on every row as soon as the list reloads.
 */
import type { Strategy } from '@common/contract/strategy';
import { liveTopicOf } from '@common/market/address';

/** What a grid knows of one row before live values arrive. */
export interface RowMeta {
  address: string;
  kind: 'md' | 'spread';
  name: string;
  unit: string;
  precision: number;
  /** The user may not read it, or it does not exist: the row says so. */
  unavailable: boolean;
}

/** A strategy as rows need it (the strategy list's items have more). */
export type RowStrategy = Pick<Strategy, 'id' | 'name' | 'unit' | 'precision'>;

/**
 * The rows of a list of addresses: addresses with no live topic are left out; strategies the user may not see (or that
 * do not exist) stay, marked unavailable once the strategy list is known (`strategies` undefined: still loading).
 */
export function rowsOf(items: readonly string[], strategies: readonly RowStrategy[] | undefined): RowMeta[] {
  return items.flatMap((address): RowMeta[] => {
    const live = liveTopicOf(address);
    if (!live) return [];
    if (live.kind === 'spread') {
      const id = address.slice('spread:'.length);
      const strategy = strategies?.find((s) => s.id === id);
      return [
        {
          address,
          kind: 'spread',
          name: strategy?.name ?? id,
          unit: strategy?.unit ?? '',
          precision: strategy?.precision ?? 2,
          unavailable: strategies !== undefined && !strategy,
        },
      ];
    }
    return [{ address, kind: 'md', name: address.slice('md:'.length), unit: '', precision: 2, unavailable: false }];
  });
}
