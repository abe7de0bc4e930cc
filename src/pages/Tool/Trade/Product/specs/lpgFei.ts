/**
 * The LPG page (`/tool/trade/realtime/lpg_fei`, issue 20): DCE PG against the FEI propane import parity with the
 * dated LPG VAT, tariff, freight, premium and port fees (the explain panels show each with the date it is in force
 * from), the inner/outer of every listed PG month against the parity on FEI of its mapped month (`months`), both curves
 * by listed month, and the note that PG delivers a propane/butane mix.
 * Strategies: server/features/strategy/seeds.ts (pg_import_parity, pg_inner_outer).
 */
// A relative import, not '@common': the specs also load in node tests and, later, on the server (the builder).
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

export const lpgFeiSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'lpg_fei',
  title: { key: 'product.lpgFei.title' },
  description: { key: 'product.lpgFei.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.lpgFei.live' },
      layout: { w: 24, h: 4 },
      rows: [
        { address: 'spread:pg_inner_outer' },
        { address: 'spread:pg_import_parity' },
        { address: 'md:DCE.PG@main' },
        { address: 'md:NYMEX.FEI@main' },
        { address: 'md:FX.USDCNY' },
      ],
    },
    {
      id: 'explainParity',
      kind: 'explain',
      title: { key: 'product.lpgFei.explainParity' },
      note: { key: 'product.lpgFei.explainParity.note' },
      layout: { w: 12, h: 5 },
      series: { address: 'spread:pg_import_parity' },
    },
    {
      id: 'explainSpread',
      kind: 'explain',
      title: { key: 'product.lpgFei.explainSpread' },
      layout: { w: 12, h: 5 },
      series: { address: 'spread:pg_inner_outer' },
    },
    {
      id: 'months',
      kind: 'months',
      title: { key: 'product.lpgFei.months' },
      note: { key: 'product.lpgFei.months.note' },
      layout: { w: 24, h: 6 },
      series: { address: 'spread:pg_inner_outer' },
      months: 12,
    },
    {
      id: 'history',
      kind: 'history',
      title: { key: 'product.lpgFei.history' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:pg_inner_outer' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'seasonal',
      kind: 'seasonal',
      title: { key: 'product.lpgFei.seasonal' },
      layout: { w: 12, h: 5 },
      series: { address: 'spread:pg_inner_outer' },
      years: 5,
      x: 'dayOfYear',
      mode: 'level',
    },
    {
      id: 'curvePg',
      kind: 'curve',
      title: { key: 'product.lpgFei.curvePg' },
      note: { key: 'product.lpgFei.curves.note' },
      layout: { w: 12, h: 4 },
      product: 'DCE.PG',
      months: 12,
      compareDaysBack: [7, 30],
    },
    {
      id: 'curveFei',
      kind: 'curve',
      title: { key: 'product.lpgFei.curveFei' },
      note: { key: 'product.lpgFei.curves.note' },
      layout: { w: 12, h: 4 },
      product: 'NYMEX.FEI',
      months: 12,
      compareDaysBack: [7, 30],
    },
    { id: 'mix', kind: 'text', title: { key: 'product.lpgFei.mix' }, layout: { w: 24, h: 2 }, body: { key: 'product.lpgFei.mix.body' } },
  ],
};
