/**
 * The oil OTC page (`/tool/trade/realtime/oilOtc`, issue 20): the Singapore 380 and Marine Fuel 0.5 % swap curves,
 * East-West (Singapore 380 - Rotterdam 3.5 %), visco (180 - 380) and the fuel-oil cracks against Brent (product /
 * 6.35 - Brent, the dated bbl/t factor), and their balance-month averages, each leg averaged over its own pricing days
 * (Singapore swaps on Platts Singapore days, Rotterdam and Brent on ICE Futures Europe days; docs/page-panels.md).
 * Strategies: server/features/strategy/seeds.ts. No unit switch: swap spreads are USD/t, cracks USD/bbl.
 */
// A relative import, not '@common': the specs also load in node tests and on the server (the builder's examples).
import { PAGE_SPEC_VERSION, type PageSpec } from '../contract/pageSpec';

export const oilOtcSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'oilOtc',
  title: { key: 'product.oilOtc.title' },
  description: { key: 'product.oilOtc.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.oilOtc.live' },
      layout: { w: 24, h: 6 },
      rows: [
        { address: 'spread:east_west_380' },
        { address: 'spread:visco_180_380' },
        { address: 'spread:hi5_singapore' },
        { address: 'spread:crack_380_brent' },
        { address: 'spread:crack_mf05_brent' },
        { address: 'md:ICE.SG380@main' },
        { address: 'md:ICE.SG180@main' },
        { address: 'md:ICE.MF05@main' },
        { address: 'md:ICE.RDAM35@main' },
        { address: 'md:ICE.BRENT@main' },
      ],
    },
    {
      id: 'curve380',
      kind: 'curve',
      title: { key: 'product.oilOtc.curve380' },
      layout: { w: 12, h: 5 },
      product: 'ICE.SG380',
      months: 12,
      compareDaysBack: [7, 30],
    },
    {
      id: 'curveMf05',
      kind: 'curve',
      title: { key: 'product.oilOtc.curveMf05' },
      layout: { w: 12, h: 5 },
      product: 'ICE.MF05',
      months: 12,
      compareDaysBack: [7, 30],
    },
    {
      id: 'eastWestVisco',
      kind: 'history',
      title: { key: 'product.oilOtc.eastWestVisco' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:east_west_380' }, { address: 'spread:visco_180_380' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'cracks',
      kind: 'history',
      title: { key: 'product.oilOtc.cracks' },
      note: { key: 'product.oilOtc.cracks.note' },
      layout: { w: 12, h: 5 },
      series: [{ address: 'spread:crack_380_brent' }, { address: 'spread:crack_mf05_brent' }],
      interval: '1d',
      range: { years: 3 },
    },
    {
      id: 'monthAverage',
      kind: 'monthAverage',
      title: { key: 'product.oilOtc.monthAverage' },
      note: { key: 'product.oilOtc.monthAverage.note' },
      layout: { w: 24, h: 8 },
      series: [
        { address: 'spread:east_west_380' },
        { address: 'spread:visco_180_380' },
        { address: 'spread:crack_380_brent' },
        { address: 'spread:crack_mf05_brent' },
      ],
    },
    {
      id: 'explainCrack',
      kind: 'explain',
      title: { key: 'product.oilOtc.explainCrack' },
      layout: { w: 12, h: 4 },
      series: { address: 'spread:crack_380_brent' },
    },
    {
      id: 'explainEastWest',
      kind: 'explain',
      title: { key: 'product.oilOtc.explainEastWest' },
      layout: { w: 12, h: 4 },
      series: { address: 'spread:east_west_380' },
    },
  ],
};
