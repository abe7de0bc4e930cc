/**
 * The labelled demo generator of warehouse receipts: a few SHFE / INE energy products at made-up warehouses, a
 * seeded random walk per warehouse over the weekdays of the last RECEIPT_DEMO_DAYS days. The same seed and day give
 * the same figures on every machine. Stored with source 'demo', so every screen that shows them says DEMO; nothing
 * here is market data.
 */
import { RECEIPT_DEMO_DAYS, type ReceiptExchange } from '../../../common/contract/warehouseCargoLocData';
import type { ReceiptFigure } from './store';

const SEED = 'warehouse-receipts-demo-1';
const DAY_MS = 86_400_000;

/** Demo products: exchange, product code, unit, warehouses and a typical level per warehouse. */
const DEMO_PRODUCTS: readonly { exchange: ReceiptExchange; product: string; unit: string; warehouses: readonly string[]; level: number }[] = [
  { exchange: 'INE', product: 'SC', unit: 'bbl', warehouses: ['Zhoushan Cezidao (demo)', 'Dalian (demo)', 'Qingdao Dongjiakou (demo)'], level: 2_000_000 },
  { exchange: 'SHFE', product: 'FU', unit: 't', warehouses: ['Zhoushan (demo)', 'Ningbo (demo)', 'Shanghai (demo)'], level: 40_000 },
  { exchange: 'INE', product: 'LU', unit: 't', warehouses: ['Zhoushan (demo)', 'Guangzhou (demo)'], level: 25_000 },
  { exchange: 'SHFE', product: 'BU', unit: 't', warehouses: ['Shandong (demo)', 'Jiangsu (demo)'], level: 60_000 },
];

/** FNV-1a 32-bit hash of the key, the seed of the walk. */
function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of uniforms in [0, 1). */
function uniform(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The walk runs from this day on, so a day's figure is the same whenever the generator runs. */
const WALK_START = Date.UTC(2020, 0, 1);

/** The demo figures of the weekdays among the RECEIPT_DEMO_DAYS days ending on the day of `now` (UTC). */
export function demoReceipts(now: number): ReceiptFigure[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const firstShown = today - (RECEIPT_DEMO_DAYS - 1) * DAY_MS;
  const out: ReceiptFigure[] = [];
  for (const p of DEMO_PRODUCTS) {
    for (const warehouse of p.warehouses) {
      const next = uniform(hash32(`${SEED}|${p.exchange}|${p.product}|${warehouse}`));
      let level = p.level * (0.5 + next());
      for (let t = WALK_START; t <= today; t += DAY_MS) {
        const weekday = new Date(t).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        // Receipts move in steps (registrations and cancellations): most days a little, some days not at all;
        // pulled back towards the typical level so the walk stays in a plausible band.
        if (next() > 0.25) level = Math.max(0, level + (next() - 0.5) * p.level * 0.08 + (p.level - level) * 0.02);
        if (t >= firstShown)
          out.push({
            exchange: p.exchange,
            product: p.product,
            warehouse,
            day: new Date(t).toISOString().slice(0, 10),
            receipts: Math.round(level),
            unit: p.unit,
          });
      }
    }
  }
  return out;
}
