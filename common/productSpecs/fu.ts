/**
 * `/tool/trade/realtime/fu`: SHFE FU against Singapore 380 cSt (the seeded strategies `fu_inner_outer_usd_t` and
 * `_usd_bbl`, FU month M against Singapore M-1), in USD/t or USD/bbl; a link to the Hi-5 on the LU page; the formula and
 * dated parameters; the inner/outer of every listed FU month against its mapped Singapore month (`months`); history
 * with z-bands; seasonality of the main-month spread.
 */
import { PAGE_SPEC_VERSION, type PageSpec } from '../contract/pageSpec';

const FU_SPREAD = { address: 'spread:fu_inner_outer_usd_t', byUnit: { 'USD/bbl': 'spread:fu_inner_outer_usd_bbl' } };

export const fuSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'fu',
  title: { key: 'menu.tool.realtime.fu' },
  description: { key: 'product.fu.description' },
  units: ['USD/t', 'USD/bbl'],
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.fu.live' },
      layout: { w: 14, h: 4 },
      rows: [
        FU_SPREAD,
        { address: 'md:SHFE.FU@main', label: { key: 'product.fu.row.fu' } },
        { address: 'md:ICE.SG380@main', label: { key: 'product.fu.row.sg380' } },
      ],
    },
    { id: 'formula', kind: 'explain', title: { key: 'product.fu.formula' }, layout: { w: 10, h: 4 }, series: FU_SPREAD },
    {
      id: 'months',
      kind: 'months',
      title: { key: 'product.fu.months' },
      note: { key: 'product.fu.months.note' },
      layout: { w: 24, h: 6 },
      series: FU_SPREAD,
      months: 12,
    },
    {
      id: 'history',
      kind: 'history',
      title: { key: 'product.fu.history' },
      layout: { w: 24, h: 5 },
      series: [FU_SPREAD],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2], percentile: [10, 90] },
    },
    {
      id: 'seasonal',
      kind: 'seasonal',
      title: { key: 'product.fu.seasonal' },
      layout: { w: 14, h: 5 },
      series: FU_SPREAD,
      years: 5,
      x: 'dayOfYear',
      mode: 'level',
    },
    {
      id: 'about',
      kind: 'text',
      title: { key: 'product.fu.about' },
      layout: { w: 10, h: 5 },
      body: { key: 'product.fu.about.body' },
      // The Hi-5 lives on the LU page (its Marine Fuel leg is the LU page's grant): the FU page links to it.
      links: [{ to: '/tool/trade/realtime/lu', label: { key: 'product.fu.hi5Link' } }],
    },
  ],
};
