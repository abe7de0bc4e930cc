/**
 * What a screen knows of an instrument from its product's current spec (`/v2/reference/product/list`): the name the
 * catalogue and the picker give it, its unit and price decimals (from the tick), whether it settles (futures and swaps
 * settle; spot and fx prices are compared with the close), and its trading phases (sessions in the product's zone,
 * common/domain/sessionState.ts), one phase clock per product for the page's life.
 *
 * Holidays: the phases take a TradingCalendar; until the exchange calendars are served (issue 18, the calendar
 * helper's `h18-calendar` branch), every weekday trades (docs/market-data/board.md, "Trading date").
 */
import { useQuery } from '@tanstack/react-query';
import type { ProductRow } from '@common/contract/reference';
import { parseInstrument, productKeyOf } from '@common/market/address';
import { instrumentName } from '@common/market/instrumentName';
import { type SessionPhase, sessionClock } from '@common/domain/sessionState';
import { tickDecimals } from '@common/domain/tickGrid';
import { TradingCalendar } from '@common/domain/tradingCalendar';
import { apiQuery, dataOf } from '@/services/query';
import { PRODUCT_LIST_PATH } from './paths';

export interface ProductInfo {
  /** `SHFE.FU` */
  key: string;
  names: Record<string, string>;
  unit: string;
  /** Price decimals: those of the tick. */
  precision: number;
  /** Daily settlement is the reference price (futures, swaps); else the close (spot, fx). */
  settles: boolean;
  /** The product's phase at an instant (remembered between session boundaries). */
  phaseAt: (at: number) => SessionPhase;
}

/** Daily settlement is the product's reference price (futures, swaps); else its close is (spot, fx). */
export const productSettles = (p: Pick<ProductRow, 'kind'>): boolean => p.kind === 'future' || p.kind === 'swap';

/** The products' specs as a screen of instruments needs them, by product key. */
export function productInfos(products: readonly ProductRow[], calendarOf: (exchange: string) => TradingCalendar = () => new TradingCalendar()) {
  const out = new Map<string, ProductInfo>();
  for (const p of products) {
    const key = productKeyOf(p);
    let phaseAt: ProductInfo['phaseAt'];
    try {
      phaseAt = sessionClock(p.sessions, p.timeZone, calendarOf(p.exchange));
    } catch {
      // A spec with sessions the domain cannot read (validated on entry, so only an old row): no phase shown.
      phaseAt = () => ({ state: 'closed', tradingDate: null });
    }
    out.set(key, { key, names: p.names, unit: p.unit, precision: tickDecimals(p.tick), settles: productSettles(p), phaseAt });
  }
  return out;
}

/** The product of an instrument (`SHFE.FU2601` -> SHFE.FU), null when it is not one. */
export const productKeyOfInstrument = (instrument: string): string | null => {
  const ref = parseInstrument(instrument);
  return ref ? productKeyOf(ref) : null;
};

/** An md: instrument's name in `locale`, as the catalogue gives it; null without its product. */
export function instrumentNameOf(instrument: string, products: ReadonlyMap<string, ProductInfo>, locale: string): string | null {
  const ref = parseInstrument(instrument);
  const product = ref && products.get(productKeyOf(ref));
  return ref && product ? instrumentName(ref, product.names, locale) : null;
}

/** The product specs' query in `locale` (pages ask it ahead: src/components/PageView/panelQueries.ts). */
export const productsQuery = (locale: string) => ({ ...apiQuery(PRODUCT_LIST_PATH, { locale }), staleTime: 30 * 60_000 });

/** The current product specs (one call, shared with the reference page's list of the same locale). */
export const useProducts = (locale: string) => useQuery({ ...productsQuery(locale), select: dataOf });
