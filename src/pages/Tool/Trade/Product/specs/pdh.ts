/**
 * The PDH page (`/tool/trade/realtime/pdh`, issue 20): the exchange margin PL - 1.2 PG - cost (CNY/t) and the Platts
 * break-even 1.2 x propane + 200 (USD/t) with propylene CFR China against it; margin history and seasonality.
 * Strategies: server/features/strategy/seeds.ts. No unit switch: the exchange margin is CNY/t, the Platts one USD/t.
 */
// A relative import, not '@common': the specs also load in node tests and, later, on the server (the builder).
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

export const pdhSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'pdh',
  title: { key: 'product.pdh.title' },
  description: { key: 'product.pdh.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.pdh.live' },
      layout: { w: 24, h: 5 },
      rows: [
        { address: 'spread:pdh_margin' },
        { address: 'spread:pdh_margin_platts' },
        { address: 'spread:pdh_breakeven_platts' },
        { address: 'md:PLATTS.C3CFR' },
        { address: 'md:NYMEX.FEI@main' },
        { address: 'md:ZCE.PL@main' },
        { address: 'md:DCE.PG@main' },
        { address: 'md:FX.USDCNY' },
      ],
    },
    {
      id: 'breakEven',
      kind: 'history',
      title: { key: 'product.pdh.breakEven' },
      note: { key: 'product.pdh.breakEven.note' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'md:PLATTS.C3CFR' }, { address: 'spread:pdh_breakeven_platts' }],
      interval: '1d',
      range: { years: 3 },
    },
    {
      id: 'marginHistory',
      kind: 'history',
      title: { key: 'product.pdh.marginHistory' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:pdh_margin_platts' }, { address: 'spread:pdh_margin', axis: 'right' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'seasonalPlatts',
      kind: 'seasonal',
      title: { key: 'product.pdh.seasonalPlatts' },
      layout: { w: 12, h: 5 },
      series: { address: 'spread:pdh_margin_platts' },
      years: 5,
      x: 'dayOfYear',
      mode: 'level',
    },
    {
      id: 'seasonalExchange',
      kind: 'seasonal',
      title: { key: 'product.pdh.seasonalExchange' },
      note: { key: 'product.pdh.seasonalExchange.note' },
      layout: { w: 12, h: 5 },
      series: { address: 'spread:pdh_margin' },
      years: 2,
      x: 'dayOfYear',
      mode: 'level',
    },
    {
      id: 'explainExchange',
      kind: 'explain',
      title: { key: 'product.pdh.explainExchange' },
      layout: { w: 12, h: 4 },
      series: { address: 'spread:pdh_margin' },
    },
    {
      id: 'explainPlatts',
      kind: 'explain',
      title: { key: 'product.pdh.explainPlatts' },
      layout: { w: 12, h: 4 },
      series: { address: 'spread:pdh_margin_platts' },
    },
  ],
};
