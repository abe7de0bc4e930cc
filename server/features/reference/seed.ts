/**
 * The seeded reference data (issue 9), copied with its sources from the domain reference (docs/domain.md, the
 * "Contracts", "Unit conversions", "Taxes" and "Spread formulas" sections) and the exchanges' contract rules named
 * below. Seeding runs at every start and only inserts what is missing (a product version by exchange, code and
 * valid_from; a rate by key and valid_from; a mapping by its pair), so values changed by administrators are never
 * overwritten and a restart changes nothing. docs/market-data/reference.md explains the choices.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ProductSpec } from '../../infra/market/ports';
import { EARLIEST_VALID_FROM, RATE_KEYS } from '../../../common/contract/reference';
import { G5_RELEASE, g5ReleaseDay, knownFrom } from '../../../common/domain/releaseDating';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { holidayRow, seedExchangeHolidays, seedHolidays } from './holidaySeed';
import type { ExchangeHolidayTable, MonthMappingTable, ProductVersionTable, ReferenceRateTable } from './tables';

export const SEED_AUTHOR = 'seed';
/** "In force before the reference's first dated change": the start date is not part of the source. */
export const EARLIEST = EARLIEST_VALID_FROM;

export type SeedProduct = Omit<ProductSpec, 'versionNote'> & { versionNote: string };

const CN_DAY = ['09:00-10:15', '10:30-11:30', '13:30-15:00'];
const CN_NIGHT = '21:00-23:00';
const CN_TZ = 'Asia/Shanghai';
const CN_SETTLE = "Daily settlement = volume-weighted average price of the whole day's trades (not the close); positions are marked to it.";
/** The Singapore assessment day, ending with the Platts Market-on-Close window (16:30 Singapore time). */
const SG_DAY = ['09:00-16:30'];

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    exchange: 'SHFE',
    code: 'FU',
    names: { 'zh-CN': '燃料油（180 cSt，旧合约）', 'en-US': 'Fuel oil 180 cSt (2004 contract)', 'ar-EG': 'زيت الوقود 180 سنتي ستوك (عقد 2004)' },
    kind: 'future',
    lot: 50,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: CN_DAY,
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:day:15',
    accessKey: 'auth_tool_trade_realtime_fu',
    validFrom: '2004-08-25',
    versionNote:
      'SHFE fuel oil contract listed 2004-08-25: 180 cSt, 50 t lot, duty-paid price including VAT, last trading day the 15th of the delivery month (SHFE fuel oil standard contract, 2004). Night trading is not modelled for this version.',
  },
  {
    exchange: 'SHFE',
    code: 'FU',
    names: { 'zh-CN': '燃料油', 'en-US': 'Fuel oil 380 (bonded)', 'ar-EG': 'زيت الوقود 380 (مخزن جمركي)' },
    kind: 'future',
    lot: 10,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'bonded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:prevMonthLast',
    accessKey: 'auth_tool_trade_realtime_fu',
    validFrom: '2018-07-16',
    versionNote:
      'Relaunched 2018-07-16 as bonded RMG 380 fuel oil: 10 t lot, 1 CNY/t tick, price excluding tax, last trading day the last trading day of the month before delivery (SHFE fuel oil standard contract, 2018 revision; domain reference: "SHFE FU was 50 t / 180 cSt before 2018").',
  },
  {
    exchange: 'INE',
    code: 'LU',
    names: { 'zh-CN': '低硫燃料油', 'en-US': 'Low-sulphur fuel oil', 'ar-EG': 'زيت الوقود منخفض الكبريت' },
    kind: 'future',
    lot: 10,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'bonded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:prevMonthLast',
    accessKey: 'auth_tool_trade_realtime_lu',
    validFrom: '2020-06-22',
    versionNote: 'INE low-sulphur fuel oil 0.5 %, listed 2020-06-22: 10 t, 1 CNY/t, no tax or duty (domain reference; INE LU standard contract).',
  },
  {
    exchange: 'INE',
    code: 'SC',
    names: { 'zh-CN': '原油', 'en-US': 'Crude oil', 'ar-EG': 'النفط الخام' },
    kind: 'future',
    lot: 1000,
    tick: 0.1,
    currency: 'CNY',
    unit: 'CNY/bbl',
    quoteBasis: 'bonded',
    sessions: [...CN_DAY, '21:00-02:30'],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;quarterly:36;ltd:prevMonthLast',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: '2018-03-26',
    versionNote:
      'INE crude oil, listed 2018-03-26: 1,000 bbl, 0.1 CNY/bbl, bonded, price excluding tax (domain reference; INE SC standard contract). Night session 21:00-02:30 as INE publishes for crude oil (the other SHFE/INE energy contracts close at 23:00).',
  },
  {
    exchange: 'DCE',
    code: 'PG',
    names: { 'zh-CN': '液化石油气', 'en-US': 'LPG', 'ar-EG': 'غاز البترول المسال' },
    kind: 'future',
    lot: 20,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:nthLast:4',
    accessKey: 'auth_tool_trade_realtime_ngl',
    validFrom: '2020-03-30',
    versionNote:
      'DCE LPG, listed 2020-03-30: 20 t, 1 CNY/t, VAT included; last trading day the 4th last trading day of the contract month (DCE LPG standard contract).',
  },
  {
    exchange: 'ZCE',
    code: 'TA',
    names: { 'zh-CN': 'PTA（精对苯二甲酸）', 'en-US': 'PTA', 'ar-EG': 'حمض التيريفثاليك النقي' },
    kind: 'future',
    lot: 5,
    tick: 2,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:nth:10',
    accessKey: 'auth_tool_trade_realtime_pta',
    validFrom: '2006-12-18',
    versionNote: 'ZCE PTA: 5 t, 2 CNY/t, VAT included; last trading day the 10th trading day of the contract month (ZCE PTA standard contract).',
  },
  {
    exchange: 'ZCE',
    code: 'PX',
    names: { 'zh-CN': '对二甲苯', 'en-US': 'Paraxylene', 'ar-EG': 'البارازيلين' },
    kind: 'future',
    lot: 5,
    tick: 2,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:nth:10',
    accessKey: 'auth_tool_trade_realtime_pta',
    validFrom: '2023-09-15',
    versionNote:
      'ZCE paraxylene, listed 2023-09-15: 5 t, 2 CNY/t, VAT included; last trading day the 10th trading day of the contract month (ZCE PX standard contract).',
  },
  {
    exchange: 'ZCE',
    code: 'PL',
    names: { 'zh-CN': '丙烯', 'en-US': 'Propylene', 'ar-EG': 'البروبيلين' },
    kind: 'future',
    lot: 20,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: [...CN_DAY, CN_NIGHT],
    timeZone: CN_TZ,
    settlementRule: CN_SETTLE,
    listingRule: 'monthly:12;ltd:nth:10',
    accessKey: 'auth_tool_trade_realtime_ngl',
    validFrom: '2025-07-22',
    versionNote:
      'ZCE propylene, listed 2025-07-22: 20 t, 1 CNY/t, VAT included (domain reference); ZCE last-trading-day rule (10th trading day) assumed as for its other chemicals.',
  },
  {
    exchange: 'ICE',
    code: 'SG380',
    names: { 'zh-CN': '新加坡380高硫燃料油（普氏）', 'en-US': 'Singapore 380 cSt (Platts)', 'ar-EG': 'سنغافورة 380 سنتي ستوك (بلاتس)' },
    kind: 'swap',
    lot: 1000,
    tick: 0.001,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Cash-settled against the average of the Platts Singapore 380 cSt assessments (MOPS) over the contract month.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_fu',
    validFrom: EARLIEST,
    versionNote:
      'ICE Singapore Fuel 380 cSt swap future, 1,000 t. ICE trades it nearly round the clock; the console models the Singapore assessment day 09:00-16:30 (Platts MOC close), when MOPS is struck.',
  },
  {
    exchange: 'ICE',
    code: 'MF05',
    names: { 'zh-CN': '新加坡0.5%船用燃料油（普氏）', 'en-US': 'Singapore Marine Fuel 0.5 % (Platts)', 'ar-EG': 'سنغافورة وقود بحري 0.5 % (بلاتس)' },
    kind: 'swap',
    lot: 1000,
    tick: 0.001,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Cash-settled against the average of the Platts Singapore Marine Fuel 0.5 % assessments over the contract month.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_lu',
    validFrom: EARLIEST,
    versionNote: 'ICE Singapore Marine Fuel 0.5 % swap future, 1,000 t; sessions: the Singapore assessment day 09:00-16:30 (as SG380).',
  },
  {
    exchange: 'NYMEX',
    code: 'FEI',
    names: { 'zh-CN': '远东丙烷指数（阿格斯）', 'en-US': 'FEI propane (Argus)', 'ar-EG': 'مؤشر الشرق الأقصى للبروبان (أرغوس)' },
    kind: 'swap',
    lot: 1000,
    tick: 0.001,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Cash-settled against the month average of the daily Argus Far East Index propane assessments.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_ngl',
    validFrom: EARLIEST,
    versionNote: 'NYMEX A7E (Argus FEI propane swap): 1,000 t, 0.001 USD/t (domain reference). Sessions: the Asian assessment day 09:00-16:30 Singapore time.',
  },
  {
    exchange: 'ICE',
    code: 'BRENT',
    names: { 'zh-CN': '布伦特原油', 'en-US': 'Brent', 'ar-EG': 'برنت' },
    kind: 'future',
    lot: 1000,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/bbl',
    quoteBasis: 'none',
    sessions: ['01:00-23:00'],
    timeZone: 'Europe/London',
    settlementRule: 'Expiry by EFP or cash settlement against the ICE Brent Index; daily settlement from the 19:28-19:30 London window.',
    listingRule: 'monthly:24;ltd:twoMonthsBeforeLast',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: EARLIEST,
    versionNote:
      'ICE Brent futures, 1,000 bbl, 0.01 USD/bbl; trading ceases on the last business day of the second month before the contract month (ICE Brent rules).',
  },
  {
    exchange: 'ICE',
    code: 'DUBAI',
    names: { 'zh-CN': '迪拜原油', 'en-US': 'Dubai', 'ar-EG': 'دبي' },
    kind: 'swap',
    lot: 1000,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/bbl',
    quoteBasis: 'none',
    sessions: ['01:00-23:00'],
    timeZone: 'Europe/London',
    settlementRule: 'Cash-settled against the month average of the Platts Dubai first-line assessments.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: EARLIEST,
    versionNote: 'ICE Dubai 1st line swap future, 1,000 bbl; ICE Futures Europe hours 01:00-23:00 London.',
  },
  {
    exchange: 'NYMEX',
    code: 'WTI',
    names: { 'zh-CN': 'WTI原油', 'en-US': 'WTI', 'ar-EG': 'خام غرب تكساس الوسيط' },
    kind: 'future',
    lot: 1000,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/bbl',
    quoteBasis: 'none',
    sessions: ['17:00-16:00'],
    timeZone: 'America/Chicago',
    settlementRule: 'Physically delivered at Cushing, Oklahoma; daily settlement from the 13:28-13:30 Central time window.',
    listingRule: 'monthly:24;ltd:wti',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: EARLIEST,
    versionNote: 'NYMEX CL, 1,000 bbl, 0.01 USD/bbl; CME Globex Sunday-Friday 17:00-16:00 Central time (a session crossing midnight).',
  },
  // Issue 20 (product pages): the USD legs of the PTA, PX, PDH, oil OTC and UC pages. Price assessments (Platts,
  // Argus, a domestic price agency) are undated `spot` instruments of a pseudo-exchange with no holiday calendar
  // (common/domain/exchangeCalendars.ts); the two swaps list months like SG380. docs/market-data.md lists them.
  {
    exchange: 'PLATTS',
    code: 'PXCFR',
    names: { 'zh-CN': '对二甲苯 CFR 中国（普氏）', 'en-US': 'Paraxylene CFR China (Platts)', 'ar-EG': 'البارازيلين سي إف آر الصين (بلاتس)' },
    kind: 'spot',
    lot: 1,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Daily assessment at the Singapore Market-on-Close (16:30 Singapore time); no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_pta',
    validFrom: EARLIEST,
    versionNote: 'Platts paraxylene CFR Taiwan/China marker, USD/t: the import price of the PX parity and of the PTA spread with PX in USD.',
  },
  {
    exchange: 'PLATTS',
    code: 'PTACFR',
    names: { 'zh-CN': 'PTA CFR 中国（普氏）', 'en-US': 'PTA CFR China (Platts)', 'ar-EG': 'حمض التيريفثاليك سي إف آر الصين (بلاتس)' },
    kind: 'spot',
    lot: 1,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Daily assessment at the Singapore Market-on-Close (16:30 Singapore time); no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_pta',
    validFrom: EARLIEST,
    versionNote: 'Platts PTA CFR China, USD/t: the PTA price of the Platts Asia PTA margin PTA - (0.66 * PX + 150).',
  },
  {
    exchange: 'PLATTS',
    code: 'NAPHJ',
    names: { 'zh-CN': '石脑油 CFR 日本（普氏）', 'en-US': 'Naphtha CFR Japan (Platts)', 'ar-EG': 'النافتا سي إف آر اليابان (بلاتس)' },
    kind: 'spot',
    lot: 1,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Daily assessment at the Singapore Market-on-Close (16:30 Singapore time); no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_pta',
    validFrom: EARLIEST,
    versionNote:
      'Platts naphtha CFR Japan (MOPJ), USD/t. No data source of the console delivers it yet: only the demo simulator prices it, so PX - naphtha is demo-only (docs/domain.md).',
  },
  {
    exchange: 'PLATTS',
    code: 'C3CFR',
    names: { 'zh-CN': '丙烯 CFR 中国（普氏）', 'en-US': 'Propylene CFR China (Platts)', 'ar-EG': 'البروبيلين سي إف آر الصين (بلاتس)' },
    kind: 'spot',
    lot: 1,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Daily assessment at the Singapore Market-on-Close (16:30 Singapore time); no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_ngl',
    validFrom: EARLIEST,
    versionNote: 'Platts propylene CFR China, USD/t: set against the Platts PDH break-even 1.2 * propane + 200.',
  },
  {
    exchange: 'ICE',
    code: 'SG180',
    names: { 'zh-CN': '新加坡180燃料油（普氏）', 'en-US': 'Singapore 180 cSt (Platts)', 'ar-EG': 'سنغافورة 180 سنتي ستوك (بلاتس)' },
    kind: 'swap',
    lot: 1000,
    tick: 0.001,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: SG_DAY,
    timeZone: 'Asia/Singapore',
    settlementRule: 'Cash-settled against the average of the Platts Singapore 180 cSt assessments over the contract month.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: EARLIEST,
    versionNote:
      'ICE Singapore Fuel 180 cSt swap future, 1,000 t; sessions: the Singapore assessment day 09:00-16:30 (as SG380). The visco spread is 180 - 380.',
  },
  {
    exchange: 'ICE',
    code: 'RDAM35',
    names: { 'zh-CN': '鹿特丹3.5%燃料油（普氏）', 'en-US': 'Rotterdam 3.5 % fuel oil barges (Platts)', 'ar-EG': 'روتردام زيت الوقود 3.5 % (بلاتس)' },
    kind: 'swap',
    lot: 1000,
    tick: 0.001,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: ['08:00-16:30'],
    timeZone: 'Europe/London',
    settlementRule: 'Cash-settled against the average of the Platts Rotterdam 3.5 % fuel oil barges assessments over the contract month.',
    listingRule: 'monthly:24;ltd:monthLast',
    accessKey: 'auth_tool_trade_realtime_oilOtc',
    validFrom: EARLIEST,
    versionNote:
      'ICE Rotterdam 3.5 % fuel oil barges swap future, 1,000 t; the console models the London assessment day to the Platts MOC (16:30 London). East-West = Singapore 380 - Rotterdam 3.5 %.',
  },
  {
    exchange: 'ARGUS',
    code: 'UCOFOB',
    names: { 'zh-CN': '地沟油 FOB 中国（阿格斯）', 'en-US': 'Used cooking oil FOB China (Argus)', 'ar-EG': 'زيت الطهي المستعمل فوب الصين (أرغوس)' },
    kind: 'spot',
    lot: 1,
    tick: 0.01,
    currency: 'USD',
    unit: 'USD/t',
    quoteBasis: 'none',
    sessions: ['09:00-17:00'],
    timeZone: CN_TZ,
    settlementRule: 'Daily assessment of export cargoes FOB Chinese ports; no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_uc',
    validFrom: EARLIEST,
    versionNote: 'Used cooking oil (UCO) FOB China, USD/t: the export price of the UCO export arbitrage.',
  },
  {
    exchange: 'CNSPOT',
    code: 'UCO',
    names: { 'zh-CN': '地沟油国内到厂价', 'en-US': 'Used cooking oil, China delivered', 'ar-EG': 'زيت الطهي المستعمل، تسليم داخل الصين' },
    kind: 'spot',
    lot: 1,
    tick: 1,
    currency: 'CNY',
    unit: 'CNY/t',
    quoteBasis: 'taxIncluded',
    sessions: ['09:00-17:00'],
    timeZone: CN_TZ,
    settlementRule: 'Daily domestic assessment of UCO delivered to the exporter (VAT included); no settlement.',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime_uc',
    validFrom: EARLIEST,
    versionNote:
      "Domestic delivered used cooking oil, CNY/t including VAT (a domestic price agency's assessment; the console names no vendor): the purchase side of the UCO export arbitrage.",
  },
  {
    exchange: 'FX',
    code: 'USDCNY',
    names: { 'zh-CN': '美元兑人民币', 'en-US': 'USD/CNY', 'ar-EG': 'الدولار الأمريكي / اليوان الصيني' },
    kind: 'fx',
    lot: 1,
    tick: 0.0001,
    currency: 'CNY',
    unit: 'CNY/USD',
    quoteBasis: 'none',
    sessions: ['09:30-03:00'],
    timeZone: CN_TZ,
    settlementRule: 'Onshore CNY (CFETS) spot rate for real-time screens; history uses the dated fx.usdcny reference rate (FRED monthly average).',
    listingRule: 'none',
    accessKey: 'auth_tool_trade_realtime',
    validFrom: EARLIEST,
    versionNote: 'Onshore USD/CNY, CFETS trading hours 09:30-03:00 Beijing time.',
  },
];

export interface SeedRate {
  key: string;
  validFrom: string;
  value: number;
  unit: string;
  source: string;
  note: string;
}

/** The desk's domain reference, named as a publication (issue 18: a repository path is no source for a reader). */
const DOMAIN = 'Desk domain reference "Markets, contracts and formulas"';
/** The source text seeded before issue 18; the seed renames it in its own rows. */
const OLD_DOMAIN = 'docs/domain.md (markets-and-formulas reference)';
const VAT_2017 = 'Caishui [2017] No. 37 (13 % bracket merged into 11 % from 2017-07-01)';
const VAT_2018 = 'Caishui [2018] No. 32 (17 % -> 16 %, 11 % -> 10 % from 2018-05-01)';
const VAT_2019 = 'MOF/STA/GAC Announcement [2019] No. 39 (16 % -> 13 %, 10 % -> 9 % from 2019-04-01)';
const ASSUMPTION = 'Editable assumption of the desk, not a published figure: set it to your own cargo terms.';

const rate = (key: string, validFrom: string, value: number, unit: string, source: string, note = ''): SeedRate => ({
  key,
  validFrom,
  value,
  unit,
  source,
  note,
});

export const SEED_RATES: readonly SeedRate[] = [
  rate(RATE_KEYS.vatGeneral, EARLIEST, 0.17, 'ratio', DOMAIN, 'China VAT, general rate, until 2018-04-30'),
  rate(RATE_KEYS.vatGeneral, '2018-05-01', 0.16, 'ratio', `${DOMAIN}; ${VAT_2018}`, 'China VAT, general rate'),
  rate(RATE_KEYS.vatGeneral, '2019-04-01', 0.13, 'ratio', `${DOMAIN}; ${VAT_2019}`, 'China VAT, general rate'),
  rate(RATE_KEYS.vatLpg, EARLIEST, 0.13, 'ratio', DOMAIN, 'China VAT on LPG (reduced list), until 2017-06-30'),
  rate(RATE_KEYS.vatLpg, '2017-07-01', 0.11, 'ratio', `${DOMAIN}; ${VAT_2017}`, 'China VAT on LPG (reduced list)'),
  rate(RATE_KEYS.vatLpg, '2018-05-01', 0.1, 'ratio', `${DOMAIN}; ${VAT_2018}`, 'China VAT on LPG (reduced list)'),
  rate(RATE_KEYS.vatLpg, '2019-04-01', 0.09, 'ratio', `${DOMAIN}; ${VAT_2019}`, 'China VAT on LPG (reduced list)'),
  rate(RATE_KEYS.fuelOilTariffMfn, EARLIEST, 0.06, 'ratio', DOMAIN, 'Fuel oil import tariff, MFN (HS 27101922)'),
  rate(RATE_KEYS.fuelOilTariffProvisional, EARLIEST, 0.01, 'ratio', DOMAIN, 'Fuel oil import tariff, provisional (HS 27101922)'),
  rate(RATE_KEYS.fuelOilConsumptionTax, EARLIEST, 1218, 'CNY/t', DOMAIN, 'Fuel oil consumption tax'),
  rate(RATE_KEYS.lpgTariff, EARLIEST, 0.01, 'ratio', DOMAIN, 'LPG import tariff (MFN); Middle East and waived US cargoes'),
  rate(
    RATE_KEYS.bblPerTonneFuelOil,
    EARLIEST,
    6.35,
    'bbl/t',
    `${DOMAIN}; Platts reference factor (ICE uses it too)`,
    'Singapore 380 cSt and Marine Fuel 0.5 %',
  ),
  rate(RATE_KEYS.bblPerTonneGasoline, EARLIEST, 8.5, 'bbl/t', DOMAIN, 'Gasoline 92/95 RON'),
  rate(RATE_KEYS.bblPerTonneGasoil, EARLIEST, 7.45, 'bbl/t', DOMAIN, 'Gasoil 10 ppm'),
  rate(RATE_KEYS.bblPerTonneEurobob, EARLIEST, 8.33, 'bbl/t', DOMAIN, 'Eurobob'),
  rate(RATE_KEYS.ptaPxCoefficient, EARLIEST, 0.655, 't/t', DOMAIN, 'PX per tonne of PTA: TA - 0.655 * PX (China convention)'),
  rate(RATE_KEYS.pdhPropaneCoefficient, EARLIEST, 1.2, 't/t', `${DOMAIN}; Platts`, 'PDH break-even propylene = 1.2 * propane + 200'),
  rate(RATE_KEYS.pdhCost, EARLIEST, 200, 'USD/t', `${DOMAIN}; Platts`, 'PDH break-even propylene = 1.2 * propane + 200'),
  rate(RATE_KEYS.lpgParityPremium, EARLIEST, 10, 'USD/t', 'assumption', `LPG import parity: premium over FEI. ${ASSUMPTION}`),
  rate(RATE_KEYS.lpgParityFreight, EARLIEST, 70, 'USD/t', 'assumption', `LPG import parity: freight to East China. ${ASSUMPTION}`),
  rate(RATE_KEYS.lpgParityPortFees, EARLIEST, 150, 'CNY/t', 'assumption', `LPG import parity: port and terminal fees. ${ASSUMPTION}`),
  // Issue 20.
  rate(
    RATE_KEYS.pxTariff,
    EARLIEST,
    0.02,
    'ratio',
    DOMAIN,
    'Paraxylene import tariff, as in the PTA spread with PX in USD: TA - PX_USD * 0.655 * 1.13 (VAT) * 1.02 (tariff) * FX',
  ),
  rate(RATE_KEYS.ptaPxCoefficientPlatts, EARLIEST, 0.66, 't/t', `${DOMAIN}; Platts`, 'Platts Asia PTA margin = PTA - (0.66 * PX + 150)'),
  rate(RATE_KEYS.ptaCostPlatts, EARLIEST, 150, 'USD/t', `${DOMAIN}; Platts`, 'Platts Asia PTA margin = PTA - (0.66 * PX + 150)'),
  rate(RATE_KEYS.ucoExportRebate, EARLIEST, 0.13, 'ratio', DOMAIN, 'Export VAT rebate on used cooking oil, 13 %, until 2024-11-30'),
  rate(
    RATE_KEYS.ucoExportRebate,
    '2024-12-01',
    0,
    'ratio',
    `${DOMAIN}; MOF/STA Announcement [2024] No. 15`,
    'China removed the 13 % export VAT rebate on used cooking oil from 2024-12-01',
  ),
  rate(RATE_KEYS.ucoLogistics, EARLIEST, 350, 'CNY/t', 'assumption', `UCO export arbitrage: inland freight, port charges and documents to FOB. ${ASSUMPTION}`),
];

export const FX_SOURCE = 'FRED (Federal Reserve H.10/G.5), monthly average, ODC-PDDL 1.0';
const FX_FILE = path.join(__dirname, 'data', 'fred-usdcny-monthly.csv');
/** The desk's dates are China dates (ReferenceStore's `today`). */
const DESK_ZONE = 'Asia/Shanghai';

/**
 * `fx.usdcny` rows from the copied FRED file (server/features/reference/data/README.md); empty values are skipped.
 * A monthly average is in force from its publication, not from the 1st of its month (issue 18: on 2022-05-03 May's
 * 6.699 was not known yet; April's 6.431 was): valid_from is the China date of the G.5 release, the first Monday of
 * the next month at 16:15 New York (common/domain/releaseDating.ts, sources named there).
 */
export function fxRates(file = FX_FILE): readonly SeedRate[] {
  // Read and dated once per process: every app start seeds (tests build hundreds), and dating ~500 months through
  // Intl costs about half a second of CPU.
  let rates = fxRatesByFile.get(file);
  if (!rates) {
    rates = Object.freeze(readFxRates(file));
    fxRatesByFile.set(file, rates);
  }
  return rates;
}
const fxRatesByFile = new Map<string, readonly SeedRate[]>();

function readFxRates(file: string): SeedRate[] {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  const out: SeedRate[] = [];
  for (const line of lines) {
    const [date, , value] = line.split(',');
    const v = Number(value);
    if (!date || !value || !Number.isFinite(v)) continue;
    const note = `Monthly average of ${date.slice(0, 7)}, published in the G.5 release of ${g5ReleaseDay(date)} (16:15 New York)`;
    out.push(rate(RATE_KEYS.usdCny, knownFrom(date, G5_RELEASE, DESK_ZONE), v, 'CNY/USD', FX_SOURCE, note));
  }
  return out;
}

export interface SeedMapping {
  from: string;
  to: string;
  offset: number;
  note: string;
}

export const SEED_MAPPINGS: readonly SeedMapping[] = [
  {
    from: 'SHFE.FU',
    to: 'ICE.SG380',
    offset: -1,
    note: 'FU month M stops trading at the end of M-1 and delivers bonded cargo priced in M-1: compare with Singapore 380 of M-1 (domain reference).',
  },
  { from: 'INE.LU', to: 'ICE.MF05', offset: -1, note: 'As FU: LU month M stops trading at the end of M-1; compare with Marine Fuel 0.5 % of M-1.' },
  {
    from: 'DCE.PG',
    to: 'NYMEX.FEI',
    offset: -1,
    note: 'Import parity: a cargo arriving in M was bought on the FEI of its loading month M-1 (desk convention).',
  },
  { from: 'ICE.MF05', to: 'ICE.SG380', offset: 0, note: 'Hi-5 (Singapore): the same swap month on both legs.' },
  { from: 'INE.LU', to: 'SHFE.FU', offset: 0, note: 'Hi-5 (China): the same contract month on both legs.' },
  { from: 'ZCE.TA', to: 'ZCE.PX', offset: 0, note: 'PTA processing spread: the same ZCE contract month.' },
  { from: 'ZCE.PL', to: 'DCE.PG', offset: 0, note: 'PDH margin (exchange version): the same contract month.' },
  { from: 'ICE.BRENT', to: 'NYMEX.WTI', offset: 0, note: 'Brent-WTI: the same contract month label (each leg expires by its own rule).' },
  { from: 'ICE.SG380', to: 'ICE.RDAM35', offset: 0, note: 'East-West (Singapore 380 - Rotterdam 3.5 %): the same swap month on both legs.' },
  { from: 'ICE.SG380', to: 'ICE.SG180', offset: 0, note: 'Visco spread (180 - 380 cSt): the same swap month on both legs.' },
];

const CHUNK = 100;

const productRow = (p: SeedProduct, now: number): ProductVersionTable => ({
  id: newId(),
  exchange: p.exchange,
  code: p.code,
  valid_from: p.validFrom,
  kind: p.kind,
  names: JSON.stringify(p.names),
  lot: p.lot,
  tick: p.tick,
  currency: p.currency,
  unit: p.unit,
  quote_basis: p.quoteBasis,
  sessions: JSON.stringify(p.sessions),
  time_zone: p.timeZone,
  settlement_rule: p.settlementRule,
  listing_rule: p.listingRule,
  access_key: p.accessKey,
  version_note: p.versionNote,
  created_by: SEED_AUTHOR,
  created_at: now,
});

const rateRow = (r: SeedRate, now: number): ReferenceRateTable => ({
  id: newId(),
  key: r.key,
  valid_from: r.validFrom,
  value: r.value,
  unit: r.unit,
  source: r.source,
  note: r.note,
  created_by: SEED_AUTHOR,
  created_at: now,
});

const mappingRow = (m: SeedMapping, now: number): MonthMappingTable => ({
  id: newId(),
  from_product: m.from,
  to_product: m.to,
  month_offset: m.offset,
  note: m.note,
  created_by: SEED_AUTHOR,
  created_at: now,
});

export interface ReferenceRows {
  versions: ProductVersionTable[];
  rates: ReferenceRateTable[];
  mappings: MonthMappingTable[];
  holidays: ExchangeHolidayTable[];
}

/**
 * Every seeded row as the reference tables hold them: what `seedReference` inserts into an empty database, and what
 * database-free tests load into a ReferenceStore (tests/support/seededReference.ts).
 */
export function seedReferenceRows(now: number, products: readonly SeedProduct[] = SEED_PRODUCTS): ReferenceRows {
  return {
    versions: products.map((p) => productRow(p, now)),
    rates: [...SEED_RATES, ...fxRates()].map((r) => rateRow(r, now)),
    mappings: SEED_MAPPINGS.map((m) => mappingRow(m, now)),
    holidays: seedHolidays().map((h) => holidayRow(h, now)),
  };
}

/** Inserts what is missing; returns how many rows of each table it added. */
export async function seedReference(db: Kysely<Database>, now: number): Promise<{ products: number; rates: number; mappings: number; holidays: number }> {
  const haveVersions = new Set(
    (await db.selectFrom('product_versions').select(['exchange', 'code', 'valid_from']).execute()).map((r) => `${r.exchange}.${r.code}@${r.valid_from}`),
  );
  const products = SEED_PRODUCTS.filter((p) => !haveVersions.has(`${p.exchange}.${p.code}@${p.validFrom}`)).map((p) => productRow(p, now));

  const seedRates = [...SEED_RATES, ...fxRates()];
  // Seeded FX rows dated on the 1st of their month (before issue 18) are the seed's own and wrong (a monthly average
  // before its publication): they go, and the rows dated at publication take their place. Rows an administrator
  // added are never touched.
  const seededDates = new Set(seedRates.filter((r) => r.key === RATE_KEYS.usdCny).map((r) => r.validFrom));
  const staleFx = (
    await db.selectFrom('reference_rates').select(['id', 'valid_from']).where('key', '=', RATE_KEYS.usdCny).where('created_by', '=', SEED_AUTHOR).execute()
  )
    .filter((r) => !seededDates.has(r.valid_from))
    .map((r) => r.id);
  const staleIds = new Set(staleFx);
  const haveRates = new Set(
    (await db.selectFrom('reference_rates').select(['id', 'key', 'valid_from']).execute())
      .filter((r) => !staleIds.has(r.id))
      .map((r) => `${r.key}@${r.valid_from}`),
  );
  const rates = seedRates.filter((r) => !haveRates.has(`${r.key}@${r.validFrom}`)).map((r) => rateRow(r, now));

  const havePairs = new Set(
    (await db.selectFrom('month_mappings').select(['from_product', 'to_product']).execute()).map((r) => `${r.from_product}>${r.to_product}`),
  );
  const mappings = SEED_MAPPINGS.filter((m) => !havePairs.has(`${m.from}>${m.to}`)).map((m) => mappingRow(m, now));

  const oldSources = (
    await db.selectFrom('reference_rates').select(['id', 'source']).where('created_by', '=', SEED_AUTHOR).where('source', 'like', `${OLD_DOMAIN}%`).execute()
  ).filter((r) => !staleIds.has(r.id));
  if (products.length + rates.length + mappings.length + staleFx.length + oldSources.length > 0) {
    await db.transaction().execute(async (tx) => {
      for (const r of oldSources)
        await tx
          .updateTable('reference_rates')
          .set({ source: DOMAIN + r.source.slice(OLD_DOMAIN.length) })
          .where('id', '=', r.id)
          .execute();
      for (let i = 0; i < staleFx.length; i += CHUNK)
        await tx
          .deleteFrom('reference_rates')
          .where('id', 'in', staleFx.slice(i, i + CHUNK))
          .execute();
      if (products.length) await tx.insertInto('product_versions').values(products).execute();
      for (let i = 0; i < rates.length; i += CHUNK)
        await tx
          .insertInto('reference_rates')
          .values(rates.slice(i, i + CHUNK))
          .execute();
      if (mappings.length) await tx.insertInto('month_mappings').values(mappings).execute();
    });
  }
  const holidays = await seedExchangeHolidays(db, now);
  return { products: products.length, rates: rates.length, mappings: mappings.length, holidays };
}
