/**
 * The daily oil watch (`/tool/calculator/oilDaliyWatchdog`, issue 21): a morning dashboard from panel specs. The
 * benchmarks and the spreads of the product pages live with their change, z-score and percentile; the Brent, WTI, SC,
 * FU and LU curves against the previous day's; the fuel-oil cracks; the day's calendar releases; the data sources'
 * states; EIA's weekly stocks against their five-year average, from whichever data source holds them (the panel names
 * the ids it looks for until one is imported). Every number is drawn with its time (live rows, curves' dates, stocks'
 * report dates) and source (calendar rows, stocks, sources table).
 */
// A relative import, not '@common': the specs also load in node tests and on the server (the builder's examples).
import { PAGE_SPEC_VERSION, type PageSpec } from '../contract/pageSpec';

const curve = (id: string, product: string) => ({
  id,
  kind: 'curve' as const,
  title: { key: `product.oilWatch.${id}` },
  layout: { w: 8, h: 5 },
  product,
  months: 12,
  // Day-on-day: the latest settled curve against the one a day earlier.
  compareDaysBack: [1],
});

export const oilWatchSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'oilWatch',
  title: { key: 'product.oilWatch.title' },
  description: { key: 'product.oilWatch.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.oilWatch.live' },
      layout: { w: 24, h: 7 },
      rows: [
        { address: 'md:ICE.BRENT@main' },
        { address: 'md:NYMEX.WTI@main' },
        { address: 'md:INE.SC@main' },
        { address: 'md:SHFE.FU@main' },
        { address: 'md:INE.LU@main' },
        { address: 'spread:brent_wti' },
        { address: 'spread:fu_inner_outer_usd_t' },
        { address: 'spread:lu_inner_outer_usd_t' },
        { address: 'spread:hi5_singapore' },
        { address: 'spread:hi5_china' },
        { address: 'spread:east_west_380' },
        { address: 'spread:visco_180_380' },
        { address: 'spread:crack_380_brent' },
        { address: 'spread:crack_mf05_brent' },
      ],
    },
    curve('curveBrent', 'ICE.BRENT'),
    curve('curveWti', 'NYMEX.WTI'),
    curve('curveSc', 'INE.SC'),
    curve('curveFu', 'SHFE.FU'),
    curve('curveLu', 'INE.LU'),
    {
      id: 'cracks',
      kind: 'history',
      title: { key: 'product.oilWatch.cracks' },
      layout: { w: 8, h: 5 },
      series: [{ address: 'spread:crack_380_brent' }, { address: 'spread:crack_mf05_brent' }],
      interval: '1d',
      range: { years: 1 },
    },
    {
      id: 'releases',
      kind: 'events',
      title: { key: 'product.oilWatch.releases' },
      note: { key: 'product.oilWatch.releases.note' },
      layout: { w: 14, h: 5 },
      days: 0,
    },
    { id: 'sources', kind: 'sourceHealth', title: { key: 'product.oilWatch.sources' }, layout: { w: 10, h: 5 } },
    {
      id: 'stocks',
      kind: 'inventories',
      title: { key: 'product.oilWatch.stocks' },
      note: { key: 'product.oilWatch.stocks.note' },
      layout: { w: 24, h: 6 },
      // EIA Weekly Petroleum Status Report series ids (eia.gov/opendata: PET.<id>.W), thousand barrels.
      series: [
        { id: 'WCESTUS1', label: { key: 'product.oilWatch.stock.crude' } },
        { id: 'W_EPC0_SAX_YCUOK_MBBL', label: { key: 'product.oilWatch.stock.cushing' } },
        { id: 'WGTSTUS1', label: { key: 'product.oilWatch.stock.gasoline' } },
        { id: 'WDISTUS1', label: { key: 'product.oilWatch.stock.distillate' } },
        { id: 'WRESTUS1', label: { key: 'product.oilWatch.stock.residual' } },
      ],
      years: 5,
    },
    {
      id: 'about',
      kind: 'text',
      title: { key: 'product.oilWatch.about' },
      layout: { w: 24, h: 2 },
      body: { key: 'product.oilWatch.about.body' },
      // Cargo flows by location (Kpler) are the warehouse and cargo page's: linked for readers it grants.
      links: [{ to: '/tool/calculator/warehouseCargoLocData', label: { key: 'product.oilWatch.flowsLink' } }],
    },
  ],
};
