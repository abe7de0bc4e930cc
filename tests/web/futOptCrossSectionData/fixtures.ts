/** The options page's test fixtures: a demo chain of two SC expiries, its skew history, an import preview. */
import type { OptionChainData, OptionExpiry, OptionImportPreview, OptionProductsData, SkewHistoryData } from '@common/contract/futOptCrossSectionData';

export const PRODUCTS: OptionProductsData = {
  products: [
    {
      product: 'INE.SC',
      names: { 'zh-CN': '原油', 'en-US': 'Crude oil', 'ar-EG': 'النفط الخام' },
      unit: 'CNY/bbl',
      demo: true,
      importedDays: 0,
      lastImported: null,
    },
  ],
};

/** Strikes 540..580 step 10 around F = 560: puts' OI 100 + strike offset, calls' 50 (put/call OI ratio from these rows). */
function expiry(underlying: string, expiryDate: string, days: number, atmIv: number, rr25: number): OptionExpiry {
  const rows: OptionExpiry['rows'] = [];
  for (const strike of [540, 550, 560, 570, 580]) {
    rows.push({ strike, right: 'call', settle: 600 - strike, volume: 10, oi: 50, iv: atmIv + (strike - 560) / 1000, delta: 0.5 - (strike - 560) / 100 });
    rows.push({
      strike,
      right: 'put',
      settle: strike - 520,
      volume: 30,
      oi: 100 + (580 - strike),
      iv: atmIv - (strike - 560) / 1000,
      delta: -0.5 - (strike - 560) / 100,
    });
  }
  const smile = rows.filter((r) => (r.right === 'put' ? r.strike < 560 : r.strike > 560)).map((r) => ({ strike: r.strike, side: r.right, iv: r.iv as number }));
  return { underlying, expiry: expiryDate, days, futuresPrice: 560, atmIv, rr25, smile: [...smile, { strike: 560, side: 'atm', iv: atmIv }], rows };
}

export const CHAIN: OptionChainData = {
  product: 'INE.SC',
  date: '2025-04-01',
  demo: true,
  source: 'demo',
  rate: 0.015,
  expiries: [expiry('INE.SC2505', '2025-04-23', 22, 0.31, -0.025), expiry('INE.SC2506', '2025-05-26', 55, 0.29, -0.0125)],
};
export const SKEW: SkewHistoryData = {
  product: 'INE.SC',
  from: '2024-12-02',
  to: '2025-04-01',
  demo: true,
  points: [
    { date: '2025-03-31', underlying: 'INE.SC2505', expiry: '2025-04-23', days: 23, atmIv: 0.3, rr25: -0.02, demo: true },
    { date: '2025-04-01', underlying: 'INE.SC2505', expiry: '2025-04-23', days: 22, atmIv: 0.31, rr25: -0.025, demo: true },
  ],
};

export const PREVIEW = '/v2/futOptCrossSectionData/import/preview';
export const COMMIT = '/v2/futOptCrossSectionData/import/commit';
export const CSV = '交易日期,合约代码,结算价,成交量,持仓量,标的结算价,最后交易日\n20250401,SC2506C550,30,1,1,560,20250526\n';
const ROW = {
  row: 2,
  date: '2025-04-01',
  product: 'INE.SC',
  underlying: 'INE.SC2506',
  expiry: '2025-05-26',
  strike: 550,
  right: 'call' as const,
  settle: 30,
  volume: 1,
  oi: 1,
  futuresPrice: 560,
};
export const preview = (extra: Partial<OptionImportPreview> = {}): OptionImportPreview => ({ rows: [ROW], errors: [], replaces: 0, ...extra });
