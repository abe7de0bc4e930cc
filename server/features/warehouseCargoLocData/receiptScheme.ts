/**
 * The `wr:<EXCHANGE>:<product>` series scheme (common/market/address.ts): a product's daily warehouse receipts summed
 * over its warehouses (common/domain/warehouseReceipts.ts receiptTotals), so any page reads them by address through
 * the one series resolver (downsampled there). Daily figures: the interval asked for is not applied. Readable by
 * holders of the warehouse and cargo page's key; a product with nothing stored answers no points.
 */
import type { Kysely } from 'kysely';
import { WAREHOUSE_KEY } from '../../../common/contract/warehouseCargoLocData';
import { receiptTotals } from '../../../common/domain/warehouseReceipts';
import { allows } from '../../infra/auth/routeAccess';
import type { SeriesScheme } from '../../infra/market/ports';
import type { Database } from '../../schema';
import { readReceipts } from './store';

const day = (ts: number) => new Date(ts).toISOString().slice(0, 10);

export function receiptScheme(db: Kysely<Database>): SeriesScheme<'wr'> {
  return {
    canRead: (user) => allows(user, WAREHOUSE_KEY),
    async read(address, q) {
      const stored = await readReceipts(db, { exchange: address.exchange, product: address.product, from: day(q.from), to: day(q.to) });
      if (!stored) return { unit: '', points: [], demo: false, source: `${address.exchange} warehouse receipts` };
      return {
        unit: stored.unit,
        points: receiptTotals(stored.rows).map((p) => [Date.parse(`${p.date}T00:00:00Z`), p.receipts] as [number, number]),
        demo: stored.demo,
        source: stored.demo ? 'Demo warehouse receipts (not market data)' : `${address.exchange} warehouse receipts`,
      };
    },
  };
}
