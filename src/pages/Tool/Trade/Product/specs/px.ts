/**
 * The PX page (`/tool/trade/realtime/px`, issue 20): ZCE PX against the PX CFR China import parity (dated VAT, PX
 * tariff, USD/CNY), and PX - naphtha, which only the demo simulator prices (no naphtha source yet: the text panel
 * and docs/domain.md say so). Strategies: server/features/strategy/seeds.ts.
 */
// A relative import, not '@common': the specs also load in node tests and, later, on the server (the builder).
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

export const pxSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'px',
  title: { key: 'product.px.title' },
  description: { key: 'product.px.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.px.live' },
      layout: { w: 24, h: 5 },
      rows: [
        { address: 'spread:px_inner_outer' },
        { address: 'spread:px_import_parity' },
        { address: 'md:ZCE.PX@main' },
        { address: 'md:PLATTS.PXCFR' },
        { address: 'md:FX.USDCNY' },
        { address: 'spread:px_naphtha' },
        { address: 'md:PLATTS.NAPHJ' },
      ],
    },
    {
      id: 'parityHistory',
      kind: 'history',
      title: { key: 'product.px.parityHistory' },
      note: { key: 'product.px.parityHistory.note' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:px_inner_outer' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'levels',
      kind: 'history',
      title: { key: 'product.px.levels' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'md:ZCE.PX@main' }, { address: 'spread:px_import_parity' }],
      interval: '1d',
      range: { years: 3 },
    },
    {
      id: 'explainParity',
      kind: 'explain',
      title: { key: 'product.px.explainParity' },
      layout: { w: 12, h: 4 },
      series: { address: 'spread:px_inner_outer' },
    },
    {
      id: 'naphthaHistory',
      kind: 'history',
      title: { key: 'product.px.naphthaHistory' },
      note: { key: 'product.px.naphthaHistory.note' },
      layout: { w: 12, h: 4 },
      series: [{ address: 'spread:px_naphtha' }],
      interval: '1d',
      range: { years: 3 },
    },
    { id: 'naphthaDemo', kind: 'text', title: { key: 'product.px.naphthaDemo' }, layout: { w: 24, h: 2 }, body: { key: 'product.px.naphthaDemo.body' } },
  ],
};
