/**
 * The PTA page (`/tool/trade/realtime/pta`, issue 20): the processing spread TA - 0.655 PX on futures and with PX in
 * USD (dated VAT, PX tariff, USD/CNY), and the Platts Asia PTA margin PTA - (0.66 PX + 150). Formulas: docs/domain.md;
 * strategies: server/features/strategy/seeds.ts. No unit switch: each spread has one natural unit (CNY/t or USD/t).
 */
// A relative import, not '@common': the specs also load in node tests and, later, on the server (the builder).
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

export const ptaSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'pta',
  title: { key: 'product.pta.title' },
  description: { key: 'product.pta.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.pta.live' },
      layout: { w: 24, h: 5 },
      rows: [
        { address: 'spread:pta_processing' },
        { address: 'spread:pta_processing_px_usd' },
        { address: 'spread:pta_margin_platts' },
        { address: 'md:ZCE.TA@main' },
        { address: 'md:ZCE.PX@main' },
        { address: 'md:PLATTS.PXCFR' },
        { address: 'md:PLATTS.PTACFR' },
        { address: 'md:FX.USDCNY' },
      ],
    },
    {
      id: 'processingHistory',
      kind: 'history',
      title: { key: 'product.pta.processingHistory' },
      note: { key: 'product.pta.processingHistory.note' },
      layout: { w: 16, h: 5 },
      series: [{ address: 'spread:pta_processing' }, { address: 'spread:pta_processing_px_usd' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
      referenceBand: { from: 450, to: 700, label: { key: 'product.pta.band' } },
    },
    {
      id: 'plattsHistory',
      kind: 'history',
      title: { key: 'product.pta.plattsHistory' },
      layout: { w: 8, h: 5 },
      series: [{ address: 'spread:pta_margin_platts' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'explainFutures',
      kind: 'explain',
      title: { key: 'product.pta.explainFutures' },
      layout: { w: 8, h: 4 },
      series: { address: 'spread:pta_processing' },
    },
    {
      id: 'explainUsd',
      kind: 'explain',
      title: { key: 'product.pta.explainUsd' },
      layout: { w: 8, h: 4 },
      series: { address: 'spread:pta_processing_px_usd' },
    },
    {
      id: 'explainPlatts',
      kind: 'explain',
      title: { key: 'product.pta.explainPlatts' },
      layout: { w: 8, h: 4 },
      series: { address: 'spread:pta_margin_platts' },
    },
    { id: 'about', kind: 'text', title: { key: 'product.pta.about' }, layout: { w: 24, h: 2 }, body: { key: 'product.pta.about.body' } },
  ],
};
