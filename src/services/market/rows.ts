/**
 * Rows of live addresses (the board's watchlists, a product page's instruments and spreads): what a row shows before
 * its live value arrives. Instrument rows take their name (as the catalogue and the picker give it), unit, decimals,
 * settlement rule and trading phases from the product specs (instruments.ts); spread rows take the strategy's current
 * name, unit and precision from the strategy list (strategies.ts), and their legs' products, so a renamed strategy is
 * renamed on every row as soon as the list reloads.
 */
import type { Strategy } from '@common/contract/strategy';
import { liveTopicOf } from '@common/market/address';
import { instrumentNameOf, type ProductInfo, productKeyOfInstrument } from './instruments';

/** What a grid knows of one row before live values arrive. */
export interface RowMeta {
  address: string;
  kind: 'md' | 'spread';
  name: string;
  unit: string;
  precision: number;
  /** The user may not read it, or it does not exist: the row says so. */
  unavailable: boolean;
  /** An instrument's product (phases, settlement rule); null for a spread or before the specs are known. */
  product: ProductInfo | null;
  /** A spread's legs' products (its trading date and phase); empty for an instrument. */
  legProducts: readonly ProductInfo[];
}

/** A strategy as rows need it (the strategy list's items have more). */
export type RowStrategy = Pick<Strategy, 'id' | 'name' | 'unit' | 'precision'> & Partial<Pick<Strategy, 'legs'>>;

const NO_PRODUCTS: ReadonlyMap<string, ProductInfo> = new Map();

/**
 * The rows of a list of addresses: addresses with no live topic are left out; strategies the user may not see (or that
 * do not exist) stay, marked unavailable once the strategy list is known (`strategies` undefined: still loading).
 */
export function rowsOf(
  items: readonly string[],
  strategies: readonly RowStrategy[] | undefined,
  products: ReadonlyMap<string, ProductInfo> = NO_PRODUCTS,
  locale = 'en-US',
): RowMeta[] {
  return items.flatMap((address): RowMeta[] => {
    const live = liveTopicOf(address);
    if (!live) return [];
    if (live.kind === 'spread') {
      const id = address.slice('spread:'.length);
      const strategy = strategies?.find((s) => s.id === id);
      const legProducts = (strategy?.legs ?? []).flatMap((leg) => {
        const product = products.get(productKeyOfInstrument(leg.instrument) ?? '');
        return product ? [product] : [];
      });
      return [
        {
          address,
          kind: 'spread',
          name: strategy?.name ?? id,
          unit: strategy?.unit ?? '',
          precision: strategy?.precision ?? 2,
          unavailable: strategies !== undefined && !strategy,
          product: null,
          legProducts: [...new Set(legProducts)],
        },
      ];
    }
    const instrument = live.topic.slice('tick:'.length);
    const product = products.get(productKeyOfInstrument(instrument) ?? '') ?? null;
    return [
      {
        address,
        kind: 'md',
        name: instrumentNameOf(instrument, products, locale) ?? instrument,
        unit: product?.unit ?? '',
        precision: product?.precision ?? 2,
        unavailable: false,
        product,
        legProducts: [],
      },
    ];
  });
}
