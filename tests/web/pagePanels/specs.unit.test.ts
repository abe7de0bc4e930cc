/**
 * The oil term spread and macro fit page specs: valid on load (pageSpecProblems, as the renderer checks them), every
 * text key in each language's pages part, the five products of the oil page each with a curve (1 week, 1 month back)
 * and an M1..M12 matrix, FU and Brent each with one calendar spread across years (both legs listed over the whole
 * line), and the macro fit's default price and factors.
 */
import { type PageSpec, pageSpecProblems } from '@common/contract/pageSpec';
import arEGPages from '@/locales/parts/ar-EG-pages';
import arEGProducts from '@/locales/parts/ar-EG-products';
import enUSPages from '@/locales/parts/en-US-pages';
import enUSProducts from '@/locales/parts/en-US-products';
import zhCNPages from '@/locales/parts/zh-CN-pages';
import zhCNProducts from '@/locales/parts/zh-CN-products';
import { MACRO_DIFF_TO_REAL } from '@/pages/Tool/Trade/Product/specs/macroDiffToReal';
import { OIL_TERM_SPREAD } from '@/pages/Tool/Trade/Product/specs/oilTermSpread';
import { expiryPairMonths } from '@common/domain/expirySpread';
import { type LastTradeRule, lastTradeDate, listedContracts, parseListingRule } from '@common/domain/contractMonths';
import { TradingCalendar } from '@common/domain/tradingCalendar';
import { PUBLIC_SERIES } from '../../../server/features/marketData/publicHistories';
import { SEED_PRODUCTS } from '../../../server/features/reference/seed';

/** Every `{ key }` text anywhere in a spec. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record.key === 'string' && Object.keys(record).length === 1 ? [record.key] : [];
    return [...own, ...Object.values(record).flatMap(keysOf)];
  }
  return [];
}

describe.each<[string, PageSpec]>([
  ['oil_term_spread', OIL_TERM_SPREAD],
  ['macroDiffToReal', MACRO_DIFF_TO_REAL],
])('%s spec', (id, spec) => {
  test('loads without problems, under its route key', () => {
    expect(pageSpecProblems(spec)).toEqual([]);
    expect(spec.id).toBe(id);
  });
  test('every text key has a message in every language', () => {
    const keys = keysOf(spec);
    expect(keys.length).toBeGreaterThan(2);
    for (const messages of [
      { ...zhCNPages, ...zhCNProducts },
      { ...enUSPages, ...enUSProducts },
      { ...arEGPages, ...arEGProducts },
    ])
      expect(keys.filter((k) => !(k in messages))).toEqual([]);
  });
});

test('oil term spread: SC, FU, LU, Brent and WTI, each a curve against 1 week and 1 month ago and an M1..M12 matrix', () => {
  const curves = OIL_TERM_SPREAD.panels.filter((p) => p.kind === 'curve');
  const matrices = OIL_TERM_SPREAD.panels.filter((p) => p.kind === 'matrix');
  const products = ['INE.SC', 'SHFE.FU', 'INE.LU', 'ICE.BRENT', 'NYMEX.WTI'];
  expect(curves.map((p) => [p.product, p.compareDaysBack, p.months])).toEqual(products.map((p) => [p, [7, 30], 12]));
  expect(matrices.map((p) => [p.product, p.months])).toEqual(products.map((p) => [p, 12]));
  // Each is a seeded future (the term-structure call answers futures and monthly swaps only).
  const seeded = new Map(SEED_PRODUCTS.map((p) => [`${p.exchange}.${p.code}`, p.kind]));
  expect(products.map((p) => seeded.get(p))).toEqual(products.map(() => 'future'));
});

test('oil term spread: FU Jan-May and Brent Dec-Jun across years, both legs listed from the start of each line', () => {
  const panels = OIL_TERM_SPREAD.panels.filter((p) => p.kind === 'expiryYears');
  expect(panels.map((p) => [p.product, p.near, p.far, p.years, p.daysBefore])).toEqual([
    ['SHFE.FU', 1, 5, 5, 160],
    ['ICE.BRENT', 12, 6, 5, 250],
  ]);
  // The seeded listing rules (weekdays; holidays move a date by days, not months): on the first day of each line
  // (daysBefore trading days before the near leg's last trading day) the far leg is listed too, so the line is whole.
  for (const p of panels) {
    const [exchange, code] = p.product.split('.');
    const seeded = SEED_PRODUCTS.filter((s) => s.exchange === exchange && s.code === code).at(-1);
    const rule = parseListingRule(seeded?.listingRule ?? '');
    const { near, far } = expiryPairMonths(2025, p.near, p.far);
    const calendar = new TradingCalendar();
    const start = calendar.before(lastTradeDate(rule.lastTrade as LastTradeRule, near, calendar), p.daysBefore ?? 0);
    expect(listedContracts(rule, start, calendar).map((c) => c.month)).toEqual(expect.arrayContaining([near, far]));
  }
});

test('macro fit: Brent spot on WTI and Henry Hub (shipped public EIA series), full sample and out-of-sample rolling', () => {
  const fits = MACRO_DIFF_TO_REAL.panels.filter((p) => p.kind === 'regression');
  expect(fits.map((p) => [p.y, p.x, p.window, p.outOfSample])).toEqual([
    ['ds:eia:RBRTE', ['ds:eia:RWTC', 'ds:eia:RNGWHHD'], undefined, false],
    ['ds:eia:RBRTE', ['ds:eia:RWTC', 'ds:eia:RNGWHHD'], 250, true],
  ]);
  const shipped = new Set(PUBLIC_SERIES.map((h) => `ds:${h.source}:${h.seriesId}`));
  expect(['ds:eia:RBRTE', 'ds:eia:RWTC', 'ds:eia:RNGWHHD'].filter((a) => !shipped.has(a))).toEqual([]);
});
