/**
 * A small in-memory ReferenceData for the marketData tests (the reference area's real one is built on its own
 * branch): FU (SHFE, night session, tick 1), SC (INE), USD/CNY (undated), and two VAT rates with their 2018/2019
 * changes (docs/domain.md). Names per locale as the real specs carry them.
 */
import { productKeyOf, type InstrumentRef } from '../../common/market/address';
import type { ProductSpec, RateValue, ReferenceData } from '../../server/infra/market/ports';

const base = {
  lot: 10,
  currency: 'CNY' as const,
  quoteBasis: 'taxIncluded' as const,
  timeZone: 'Asia/Shanghai',
  settlementRule: 'vwap',
  listingRule: 'monthly:12',
  validFrom: '2018-01-01',
  versionNote: '',
};

export const FAKE_PRODUCTS: ProductSpec[] = [
  {
    ...base,
    exchange: 'SHFE',
    code: 'FU',
    names: { 'zh-CN': '燃料油', 'en-US': 'Fuel oil', 'ar-EG': 'زيت الوقود' },
    kind: 'future',
    tick: 1,
    unit: 'CNY/t',
    sessions: ['21:00-23:00', '09:00-10:15', '10:30-11:30', '13:30-15:00'],
    accessKey: 'auth_tool_trade_realtime_fu',
  },
  {
    ...base,
    exchange: 'INE',
    code: 'SC',
    names: { 'zh-CN': '原油', 'en-US': 'Crude oil', 'ar-EG': 'النفط الخام' },
    kind: 'future',
    tick: 0.1,
    unit: 'CNY/bbl',
    sessions: ['21:00-02:30', '09:00-10:15', '10:30-11:30', '13:30-15:00'],
    accessKey: 'auth_tool_trade_realtime_oilOtc',
  },
  {
    ...base,
    exchange: 'FX',
    code: 'USDCNY',
    names: { 'zh-CN': '美元兑人民币', 'en-US': 'USD/CNY', 'ar-EG': 'الدولار مقابل اليوان' },
    kind: 'fx',
    tick: 0.0001,
    unit: 'CNY/USD',
    quoteBasis: 'none',
    sessions: ['00:00-23:59'],
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime',
  },
];

/** VAT on goods (docs/domain.md): 17 % until 2018-04-30, 16 % from 2018-05-01, 13 % from 2019-04-01. */
export const FAKE_RATES: RateValue[] = [
  { key: 'vat.cn.general', value: 0.17, unit: '1', validFrom: '2017-07-01', source: 'MOF', note: '' },
  { key: 'vat.cn.general', value: 0.16, unit: '1', validFrom: '2018-05-01', source: 'MOF', note: 'Cai Shui [2018] 32' },
  { key: 'vat.cn.general', value: 0.13, unit: '1', validFrom: '2019-04-01', source: 'MOF', note: 'MOF/SAT/GAC [2019] 39' },
];

export function fakeReference(products: ProductSpec[] = FAKE_PRODUCTS, rates: RateValue[] = FAKE_RATES): ReferenceData {
  const find = (exchange: string, code: string) => products.find((p) => p.exchange === exchange && p.code === code);
  return {
    products: () => products,
    product: (exchange, code) => find(exchange, code),
    rateAsOf: (key, date) =>
      rates
        .filter((r) => r.key === key && r.validFrom <= date)
        .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
        .at(-1),
    contracts: () => [],
    mapMonth: (_from, _to, month) => month,
    resolveInstrument: (ref: InstrumentRef) => {
      const [exchange, code] = productKeyOf(ref).split('.');
      return find(exchange, code);
    },
    onChange: () => () => undefined,
  };
}
