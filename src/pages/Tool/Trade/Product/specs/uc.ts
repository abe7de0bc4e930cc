/**
 * The UC page (`/tool/trade/realtime/uc`, issue 20): "UC" taken as used cooking oil (UCO); its export arbitrage
 * FOB China UCO x FX - domestic delivered - logistics, with the 13 % export VAT rebate as a dated rate (removed from
 * 2024-12-01). Strategy: server/features/strategy/seeds.ts (uco_export_arb); docs/domain.md has the formula.
 */
// A relative import, not '@common': the specs also load in node tests and, later, on the server (the builder).
import { PAGE_SPEC_VERSION, type PageSpec } from '../../../../../../common/contract/pageSpec';

export const ucSpec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'uc',
  title: { key: 'product.uc.title' },
  description: { key: 'product.uc.description' },
  panels: [
    {
      id: 'live',
      kind: 'live',
      title: { key: 'product.uc.live' },
      layout: { w: 24, h: 3 },
      rows: [{ address: 'spread:uco_export_arb' }, { address: 'md:ARGUS.UCOFOB' }, { address: 'md:CNSPOT.UCO' }, { address: 'md:FX.USDCNY' }],
    },
    {
      id: 'history',
      kind: 'history',
      title: { key: 'product.uc.history' },
      note: { key: 'product.uc.history.note' },
      layout: { w: 16, h: 5 },
      series: [{ address: 'spread:uco_export_arb' }],
      interval: '1d',
      range: { years: 3 },
      bands: { window: 250, zScore: [1, 2] },
    },
    {
      id: 'explain',
      kind: 'explain',
      title: { key: 'product.uc.explain' },
      layout: { w: 8, h: 5 },
      series: { address: 'spread:uco_export_arb' },
    },
    {
      id: 'legs',
      kind: 'history',
      title: { key: 'product.uc.legs' },
      layout: { w: 16, h: 4 },
      series: [{ address: 'md:CNSPOT.UCO' }, { address: 'md:ARGUS.UCOFOB', axis: 'right' }],
      interval: '1d',
      range: { years: 3 },
    },
    { id: 'meaning', kind: 'text', title: { key: 'product.uc.meaning' }, layout: { w: 8, h: 4 }, body: { key: 'product.uc.meaning.body' } },
  ],
};
