/**
 * The marketData area's routes and services (issue 9, docs/market-data/marketData.md): fills app.bars and
 * app.series at registration, registers the md:, ds: and ref: schemes and the area's catalogue source,
 * answers the series and catalogue calls and the bar import, imports the public histories on start and, in the
 * leader process, aggregates ticks into bars.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_PAGE_SIZE, type CatalogEntry } from '../../../common/contract/marketData';
import { parseInstrument, productKeyOf } from '../../../common/market/address';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceData } from '../../infra/market/ports';
import { aggregateFromBus, BarAggregator } from './barAggregator';
import { SqlBarStore } from './barStore';
import { marketDataCatalog } from './catalog';
import { inventoriesOf } from './inventories';
import { localeOf } from './locale';
import { aliasMainTicks, MainTickAlias } from './mainTicks';
import { importPublicHistories } from './publicHistories';
import { DsScheme } from './schemes/dsScheme';
import { MdScheme } from './schemes/mdScheme';
import { RefScheme } from './schemes/refScheme';
import { MarketSeriesResolver } from './seriesResolver';
import { registerBarsImportRoutes } from './barsImportRoutes';

const KIND_ORDER: Record<CatalogEntry['kind'], number> = { md: 0, spread: 1, ds: 2, ref: 3, set: 4 };

/** `md:SHFE.FU2601` -> `SHFE.FU` and `2026-01`; continuous and undated addresses have no month. */
function productAndMonth(address: string): { product: string; month: string | null } {
  const ref = address.startsWith('md:') ? parseInstrument(address.slice(3).split(':')[0]) : null;
  return ref ? { product: productKeyOf(ref), month: ref.month } : { product: address, month: null };
}

/**
 * The catalogue's order (issue 18): by kind, then per product its continuous or undated series first, then the active
 * contracts nearest month first, then the expired ones (marked `expired`), most recently expired first.
 */
export function catalogOrder(a: CatalogEntry, b: CatalogEntry): number {
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  const [x, y] = [productAndMonth(a.address), productAndMonth(b.address)];
  if (x.product !== y.product) return x.product.localeCompare(y.product);
  const rank = (e: CatalogEntry, m: string | null) => (m === null ? 0 : e.expired ? 2 : 1);
  const [rx, ry] = [rank(a, x.month), rank(b, y.month)];
  if (rx !== ry) return rx - ry;
  if (x.month && y.month && x.month !== y.month) return rx === 2 ? y.month.localeCompare(x.month) : x.month.localeCompare(y.month);
  return a.address.localeCompare(b.address);
}

async function marketDataPlugin(app: FastifyInstance): Promise<void> {
  /** Whether a contract is listed (not past its last trading day) on the UTC date of `at`: live `@main` ticks. */
  const listedAt = (instrument: string, at: number): boolean => {
    const ref = parseInstrument(instrument);
    const date = new Date(at).toISOString().slice(0, 10);
    return ref !== null && app.reference.contracts(ref.exchange, ref.code, date).some((c) => c.instrument === instrument);
  };
  const now = () => app.config.now();
  // Read at call time: the reference feature decorates it before this plugin starts; tests may swap it.
  const reference = (): ReferenceData => app.reference;
  const bars = new SqlBarStore(app.db);
  const series = new MarketSeriesResolver(now);
  const md = new MdScheme(reference, bars);
  // Daily bars written continue the products' `@main` rolls from the earliest day written (or drop them: mdScheme.ts).
  bars.onWrite((written) => {
    const products = new Map<string, { from: number; instruments: Set<string> }>();
    for (const b of written) {
      const ref = b.interval === '1d' ? parseInstrument(b.instrument) : null;
      if (!ref) continue;
      const key = productKeyOf(ref);
      const product = products.get(key);
      if (product) {
        product.from = Math.min(product.from, b.ts);
        product.instruments.add(b.instrument);
      } else products.set(key, { from: b.ts, instruments: new Set([b.instrument]) });
    }
    for (const [key, { from, instruments }] of products) md.written(key, from, instruments);
  });
  series.register('md', md);
  series.register('ds', new DsScheme(app.db));
  series.register('ref', new RefScheme(reference, now));
  series.registerCatalog(marketDataCatalog({ db: app.db, bars, reference, now }));
  app.decorate('bars', bars);
  app.decorate('series', series);
  app.decorate('mainContracts', md);

  registerEndpoint(app, '/v2/marketData/series', ({ user, body }) => series.resolve(user, body.address, body));

  registerEndpoint(app, '/v2/marketData/catalog', async ({ user, body, request }) => {
    const search = body.search?.trim().toLowerCase() ?? '';
    const all = await series.catalog(user, localeOf(request.headers['accept-language']));
    const list = all
      .filter(
        (entry) =>
          (!body.kind || entry.kind === body.kind) && (!search || entry.address.toLowerCase().includes(search) || entry.name.toLowerCase().includes(search)),
      )
      .sort(catalogOrder);
    const current = body.page ?? 1;
    const start = (current - 1) * CATALOG_PAGE_SIZE;
    return { list: list.slice(start, start + CATALOG_PAGE_SIZE), total: list.length, current, pageSize: CATALOG_PAGE_SIZE };
  });

  registerEndpoint(app, '/v2/marketData/inventories', ({ user, body, request }) =>
    inventoriesOf(series, user, body, localeOf(request.headers['accept-language'])),
  );

  registerBarsImportRoutes(app, bars, reference);

  const aggregator = new BarAggregator(bars, reference, (err) => app.log.warn({ err }, 'bar aggregation: flush failed'));
  let detach: () => Promise<void> = async () => undefined;
  let detachAlias: () => void = () => undefined;
  app.addHook('onReady', async () => {
    await importPublicHistories(app.db, now());
    // The stream area fills app.bus at registration; feeds start publishing in onReady, after this hook.
    detach = aggregateFromBus(app.bus, aggregator, now);
    detachAlias = aliasMainTicks(app.bus, new MainTickAlias(app.bus, (key) => md.heldContract(key), now, listedAt));
  });
  app.addHook('onClose', async () => {
    detachAlias();
    await detach();
  });
}

export default fp(marketDataPlugin, { name: 'marketData', dependencies: ['reference', 'stream'], decorators: { fastify: ['reference', 'bus'] } });
