/**
 * `/tool/trade/realtime/lu`: INE LU against Singapore Marine Fuel 0.5 % (the seeded `lu_inner_outer_usd_t` and
 * `_usd_bbl`), in USD/t or USD/bbl; the Hi-5 in China (`hi5_china`, LU - FU, CNY/t) and Singapore (`hi5_singapore`,
 * MF 0.5 % - 380, USD/t); the formula and dated parameters; the inner/outer of every listed LU month against its mapped
 * Singapore month (`months`); history with z-bands; seasonality of the main-month spread.
 */
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

const LU_SPREAD = { address: 'spread:lu_inner_outer_usd_t', byUnit: { 'USD/bbl': 'spread:lu_inner_outer_usd_bbl' } };

export const luSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'lu',
  title: { key: 'menu.tool.realtime.lu' },
  description: { key: 'product.lu.description' },
  units: ['USD/t', 'USD/bbl'],
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.lu.live' },
      layout: { w: 14, h: 4 },
      rows: [
        LU_SPREAD,
        { address: 'spread:hi5_china' },
        { address: 'spread:hi5_singapore' },
        { address: 'md:INE.LU@main', label: { key: 'product.lu.row.lu' } },
        { address: 'md:ICE.MF05@main', label: { key: 'product.lu.row.mf05' } },
      ],
    },
    { id: 'formula', kind: 'explain', title: { key: 'product.lu.formula' }, layout: { w: 10, h: 4 }, series: LU_SPREAD },
    {
      id: 'months',
      kind: 'months',
      title: { key: 'product.lu.months' },
      note: { key: 'product.lu.months.note' },
      layout: { w: 24, h: 6 },
      series: LU_SPREAD,
      months: 12,
    },
    {
      id: 'history',
      kind: 'history',
      title: { key: 'product.lu.history' },
      layout: { w: 24, h: 5 },
      series: [LU_SPREAD],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2], percentile: [10, 90] },
    },
    {
      id: 'hi5',
      kind: 'history',
      title: { key: 'product.lu.hi5' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:hi5_singapore' }, { address: 'spread:hi5_china', axis: 'right' }],
      interval: '1d',
      range: { years: 3 },
    },
    {
      id: 'seasonal',
      kind: 'seasonal',
      title: { key: 'product.lu.seasonal' },
      layout: { w: 12, h: 5 },
      series: LU_SPREAD,
      years: 5,
      x: 'dayOfYear',
      mode: 'level',
    },
    { id: 'about', kind: 'text', title: { key: 'product.lu.about' }, layout: { w: 24, h: 3 }, body: { key: 'product.lu.about.body' } },
  ],
};
