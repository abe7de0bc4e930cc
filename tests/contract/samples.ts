/**
 * Request bodies the suite sends: one valid, harmless sample per endpoint (used by the access matrix:
 * it must pass validation so only the access check decides, and change nothing that matters), and a
 * wrong-typed body built from each schema (the bad-input checks).
 */
import type { TSchema } from '@sinclair/typebox';
import { ENDPOINTS, UPDATABLE_SOURCES, type EndpointPath } from '../../common/contract';

const LOW = '/v1/finData/lowFreqData';
const NO_USER = 'no-such-user';

export const SAMPLE_MOC_TRADE = {
  date: '2025-03-03',
  product: 'Contract sample product',
  instrument: 'cargo',
  side: 'bid',
  buyer: 'Buyer A',
  seller: 'Seller B',
  priceBasis: 'fixed',
  price: 480.25,
  volume: 20000,
  time: '16:29:30',
} as const;

/** A bar file with no data rows (marketData area): preview answers `empty`, commit refuses it and writes nothing. */
export const SAMPLE_BARS_FILE = {
  instrument: 'SHFE.FU2609',
  interval: '1d',
  fileName: 'sample.csv',
  format: 'csv',
  content: Buffer.from('date,open,high,low,close\n').toString('base64'),
} as const;

/** A product version body (reference area); the recipe sends it for a real product after its latest version. */
export const SAMPLE_PRODUCT_VERSION = {
  exchange: 'SHFE',
  code: 'FU',
  validFrom: '2099-01-01',
  names: { 'zh-CN': '燃料油', 'en-US': 'Fuel oil', 'ar-EG': 'زيت الوقود' },
  lot: 10,
  tick: 1,
  currency: 'CNY',
  unit: 'CNY/t',
  quoteBasis: 'bonded',
  sessions: ['09:00-10:15', '21:00-23:00'],
  timeZone: 'Asia/Shanghai',
  settlementRule: 'Volume-weighted average of the day',
  listingRule: 'monthly:12;ltd:prevMonthLast',
  versionNote: 'contract suite sample',
} as const;

/** A secret the token call stores; no answer may ever contain it. */
export const SAMPLE_SECRET = 'contract-sample-secret-5f2c';

/** Valid bodies; ids point at nothing so administrator calls answer 404 instead of changing accounts. */
// strategy area (issue 9): a formula over USD/CNY alone, whose key (auth_tool_trade_realtime) is the calls' own, so
// the access matrix's viewer, granted only that key, may read every leg.
const SAMPLE_FORMULA = {
  legs: [{ alias: 'FX', instrument: 'FX.USDCNY' }],
  formula: 'FX * 100',
  unit: 'CNY/USD',
};
export const STRATEGY_SAMPLES = {
  '/v2/strategy/get': { id: 'no-such-strategy' },
  '/v2/strategy/check': SAMPLE_FORMULA,
  '/v2/strategy/preview': { ...SAMPLE_FORMULA, interval: '1d' },
  '/v2/strategy/save': { ...SAMPLE_FORMULA, name: 'Sample USD/CNY x 100', precision: 2, visibility: 'private' },
  '/v2/strategy/delete': { id: 'no-such-strategy' },
  '/v2/strategy/explain': { id: 'no-such-strategy' },
  '/v2/strategy/byMonth': { id: 'fu_inner_outer_usd_t', months: 2 },
  '/v2/strategy/alert/save': { target: 'md:FX.USDCNY', kind: 'level', params: { level: 3000, direction: 'up' }, active: true },
  '/v2/strategy/alert/delete': { id: 'no-such-rule' },
  '/v2/strategy/alert/history': {},
  '/v2/strategy/notification/read': { all: true },
  '/v2/strategy/monthAverage': { id: 'no-such-strategy', month: '2025-05' },
} satisfies Partial<Record<EndpointPath, unknown>>;

/** tradeRecord (issue 10): a trade of a book that does not exist; the recipes create a book first. */
export const SAMPLE_TRADE = {
  time: 1735783200000,
  instrument: 'SHFE.FU2505',
  side: 'buy',
  lots: 1,
  price: 3000,
  fee: 1,
  strategy: 'sample',
  note: '',
} as const;
/**
 * Holdings (issue 21): a legacy COT file of one row that meets the open-interest identity (250 + 40 + 300 + 60 = 650
 * = 120 + 40 + 420 + 70), and a DCE ranking file of one contract with one ranked row per list.
 */
const LEGACY_COT_HEADER =
  'Market and Exchange Names,As of Date in Form YYYY-MM-DD,CFTC Contract Market Code,Open Interest (All),Noncommercial Positions-Long (All),Noncommercial Positions-Short (All),Noncommercial Positions-Spreading (All),Commercial Positions-Long (All),Commercial Positions-Short (All),Nonreportable Positions-Long (All),Nonreportable Positions-Short (All)';
export const SAMPLE_COT_FILE = {
  layout: 'legacy',
  fileName: 'cot.csv',
  format: 'csv',
  content: Buffer.from(`${LEGACY_COT_HEADER}\nSAMPLE MARKET - CONTRACT SUITE,2025-01-07,SAMPLE,650,250,120,40,300,420,60,70\n`).toString('base64'),
} as const;
export const SAMPLE_RANKING_FILE = {
  exchange: 'DCE',
  date: '2025-06-03',
  fileName: 'ranking.csv',
  format: 'csv',
  content: Buffer.from(
    '合约：pg2507\n名次,会员简称,成交量,增减,名次,会员简称,持买单量,增减,名次,会员简称,持卖单量,增减\n1,样例会员01,100,5,1,样例会员01,50,1,1,样例会员02,40,-2\n总计,,100,5,,,50,1,,,40,-2\n',
  ).toString('base64'),
} as const;
/** Header only: the previews answer "no data rows" and the imports refuse it (400), so the samples write nothing. */
const EMPTY_COT_FILE = { ...SAMPLE_COT_FILE, content: Buffer.from(`${LEGACY_COT_HEADER}\n`).toString('base64') };
const EMPTY_RANKING_FILE = { ...SAMPLE_RANKING_FILE, content: Buffer.from('名次,会员简称,成交量,增减\n').toString('base64') };

export const SAMPLE_TRADES_FILE = {
  fileName: 'trades.csv',
  format: 'csv',
  content: Buffer.from('time,instrument,side,lots,price\n2025-01-02 10:00,SHFE.FU2505,buy,1,3000\n').toString('base64'),
} as const;
const NO_BOOK = { bookId: 'no-such-book' };
const TRADE_RECORD_SAMPLES = {
  '/v2/tradeRecord/book/create': { name: 'Contract sample', initialCash: 1000000, startDate: '2025-01-02' },
  '/v2/tradeRecord/trade/list': NO_BOOK,
  '/v2/tradeRecord/trade/save': { ...NO_BOOK, ...SAMPLE_TRADE },
  '/v2/tradeRecord/trade/delete': { id: 'no-such-trade' },
  '/v2/tradeRecord/trade/history': { id: 'no-such-trade' },
  '/v2/tradeRecord/trade/import/preview': { ...NO_BOOK, ...SAMPLE_TRADES_FILE },
  '/v2/tradeRecord/trade/import/commit': { ...NO_BOOK, ...SAMPLE_TRADES_FILE },
  '/v2/tradeRecord/flow/list': NO_BOOK,
  '/v2/tradeRecord/flow/create': { ...NO_BOOK, date: '2025-01-03', amount: 1000, note: '' },
  '/v2/tradeRecord/flow/delete': { id: 'no-such-flow' },
  '/v2/tradeRecord/positions': NO_BOOK,
  '/v2/tradeRecord/nav': NO_BOOK,
} satisfies Partial<Record<EndpointPath, unknown>>;
/** research library (issue 11): metadata of a small markdown document. */
export const SAMPLE_RESEARCH_FIELDS = {
  kind: 'report',
  title: 'Contract sample report',
  publisher: 'Contract',
  products: ['HSFO'],
  regions: [],
  publishedAt: 1735689600000,
  effectiveAt: null,
  language: 'en-US',
} as const;
const NO_DOCUMENT = { id: 'no-such-document' };
const RESEARCH_SAMPLES = {
  '/v2/research/document/list': { query: '燃料油' },
  '/v2/research/document/get': NO_DOCUMENT,
  '/v2/research/document/upload': { ...SAMPLE_RESEARCH_FIELDS, format: 'markdown', body: ' ', attachments: [] },
  '/v2/research/document/update': { ...NO_DOCUMENT, ...SAMPLE_RESEARCH_FIELDS },
  '/v2/research/document/delete': NO_DOCUMENT,
  '/v2/research/document/state': { ...NO_DOCUMENT, favourite: true },
  '/v2/research/document/pins': { ...NO_DOCUMENT, addresses: [] },
  '/v2/research/annotation/list': { addresses: ['md:SHFE.FU2601'], from: 0, to: 1 },
} satisfies Partial<Record<EndpointPath, unknown>>;
/** research feeds (issue 11): a feed's settings; the recipes poll an address nothing listens on (the run fails fast). */
export const SAMPLE_RESEARCH_FEED = {
  name: 'Contract sample feed',
  url: 'http://127.0.0.1:9/feed.xml',
  kind: 'report',
  publisher: 'Contract',
  products: ['HSFO'],
  regions: [],
  language: 'en-US',
  cron: '0 * * * *',
  enabled: false,
} as const;
const NO_FEED = { id: 'no-such-feed' };
const RESEARCH_FEEDS_SAMPLES = {
  '/v2/researchFeeds/save': { ...NO_FEED, ...SAMPLE_RESEARCH_FEED },
  '/v2/researchFeeds/delete': NO_FEED,
  '/v2/researchFeeds/enable': { ...NO_FEED, enabled: true },
  '/v2/researchFeeds/pollNow': NO_FEED,
  '/v2/researchFeeds/cancel': NO_FEED,
  '/v2/researchFeeds/runs': NO_FEED,
} satisfies Partial<Record<EndpointPath, unknown>>;
/** backtesting (issue 10): 40 days of a zig-zag price, a z-score rule with costs. */
export const BACKTEST_RUN_SAMPLE = {
  input: { kind: 'points', name: 'sample.csv', points: Array.from({ length: 40 }, (_, i) => [1735689600000 + i * 86400000, 100 + 5 * Math.sin(i / 2)]) },
  mode: 'rule',
  rule: { kind: 'zScore', window: 5, entry: 1, exit: 0.2 },
  sizing: { kind: 'lots', lots: 1, multiplier: 10 },
  costs: { value: 0.5, unit: 'price' },
  slippage: { value: 1, unit: 'ticks', tick: 0.1 },
  capital: 100000,
  metrics: { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' },
  rollingWindow: 10,
};

/** calendar (issue 11): one release (manual save) and a one-row CSV calendar (import). */
export const SAMPLE_CALENDAR_EVENT = {
  eventKey: 'CONTRACT.SAMPLE',
  country: 'US',
  currency: 'USD',
  title: 'Contract sample',
  period: '2026-10',
  releaseAt: 1794490200000,
  dateStatus: 'official',
  importance: 2,
  actual: null,
  consensus: 1.5,
  previous: 1.4,
  revised: null,
  unit: '%',
  source: 'contract',
  products: [],
} as const;
export const SAMPLE_CALENDAR_FILE = {
  fileName: 'calendar.csv',
  format: 'csv',
  content: Buffer.from(
    'uid,date,time,timezone,country,currency,event,importance\ncontract-sample,2026-11-12,08:30,America/New_York,US,USD,Contract CPI,high\n',
  ).toString('base64'),
} as const;
const CALENDAR_SAMPLES = {
  '/v2/calendar/event/list': { from: 1794000000000, to: 1795000000000 },
  '/v2/calendar/event/save': SAMPLE_CALENDAR_EVENT,
  '/v2/calendar/event/history': { eventKey: 'CONTRACT.SAMPLE' },
  '/v2/calendar/import/preview': SAMPLE_CALENDAR_FILE,
  '/v2/calendar/import/commit': SAMPLE_CALENDAR_FILE,
  '/v2/calendar/reminder/settings': { minutesBefore: 30, timeZone: 'UTC' },
  '/v2/calendar/reminder/subscribe': { minImportance: 3 },
  '/v2/calendar/reminder/unsubscribe': { id: 'no-such-subscription' },
} satisfies Partial<Record<EndpointPath, unknown>>;

/** meetings (issue 11): a meeting open to everyone with the page; ids of nobody's meeting answer 404. */
export const SAMPLE_MEETING = {
  title: 'Contract sample',
  kind: 'morning',
  heldAt: 1743472800000,
  attendeeIds: [],
  products: ['HSFO'],
  body: '## Market\nSample',
  attachmentIds: [],
  decisions: ['Sample decision'],
  actionItems: [],
  visibility: { mode: 'all', userIds: [], roles: [] },
} as const;
const NO_MEETING = { id: 'no-such-meeting' };
const MEETINGS_SAMPLES = {
  '/v2/meetings/list': { query: 'sample' },
  '/v2/meetings/get': NO_MEETING,
  '/v2/meetings/save': SAMPLE_MEETING,
  '/v2/meetings/delete': NO_MEETING,
  '/v2/meetings/history': NO_MEETING,
  '/v2/meetings/actionItem/status': { meetingId: 'no-such-meeting', itemId: 'no-such-item', status: 'done' },
  '/v2/meetings/export/markdown': NO_MEETING,
  '/v2/meetings/settings/set': { reminderLeadHours: 24 },
} satisfies Partial<Record<EndpointPath, unknown>>;

/** An option settlement file whose one row has a bad date: the preview lists the error, the commit writes nothing. */
export const SAMPLE_OPTIONS_FILE = {
  fileName: 'contract-sample-options.csv',
  format: 'csv' as const,
  content: Buffer.from('date,contract,settle,volume,oi,futures_price,expiry\n2025-02-30,SC2505C550,10,1,1,550,2025-04-20\n').toString('base64'),
};

// spot trade record (issue 21): a window file with no data rows (preview answers `empty`, commit refuses it) and ids
// no record has, so nothing changes.
export const SAMPLE_WINDOW_FILE = {
  fileName: 'window.csv',
  format: 'csv',
  content: Buffer.from('date,time,product,instrument,side,price,volume\n').toString('base64'),
} as const;
const SPOT_TRADE_RECORD_SAMPLES = {
  '/v2/spotTradeRecord/list': { from: '2025-03-01', to: '2025-03-31' },
  '/v2/spotTradeRecord/save': { id: 'no-such-record', record: { ...SAMPLE_MOC_TRADE, time: '16:00:01' } },
  '/v2/spotTradeRecord/remove': { id: 'no-such-record' },
  '/v2/spotTradeRecord/import/preview': SAMPLE_WINDOW_FILE,
  '/v2/spotTradeRecord/import/commit': SAMPLE_WINDOW_FILE,
  '/v2/spotTradeRecord/stats': { from: '2025-03-01', to: '2025-03-31' },
  '/v2/spotTradeRecord/convergence': { from: '2025-03-01', to: '2025-03-31' },
};
export const SAMPLE_BODIES: Partial<Record<EndpointPath, unknown>> = {
  '/v1/user/password_login': { username: 'viewer', password: 'Viewer@12345' },
  '/v1/user/captcha/send': { phone: '13900000099' },
  '/v1/user/phone_captcha_login': { phone: '13900000099', captcha: '000000' },
  '/v1/user/register': { username: 'sample_registered', password: 'Sample@12345' },
  '/v1/user/edit/password': { oldPassword: 'not-the-password', newPassword: 'Another@12345' },
  '/v1/user/deregister/admin': { userId: NO_USER },
  '/v1/user/search/userOption': {},
  '/v1/user/admin/list': {},
  '/v1/user/admin/create': { username: 'sample_created', password: 'Sample@12345' },
  '/v1/user/admin/update': { userId: NO_USER, name: 'Nobody' },
  '/v1/user/admin/approve': { userId: NO_USER },
  '/v1/user/admin/resetPassword': { userId: NO_USER, newPassword: 'Sample@12345' },
  '/v1/user/access/get': { userId: NO_USER },
  '/v1/user/access/set': { userId: NO_USER, paths: [] },
  '/v1/user/access/copy': { fromUserId: NO_USER, toUserIds: [NO_USER] },
  '/v1/user/audit/list': {},
  '/v1/user/role/create': { name: 'sample_role' },
  '/v1/user/role/rename': { name: 'no_such_role', newName: 'sample_role2' },
  '/v1/user/role/delete': { name: 'no_such_role' },
  '/v1/user/oss/upload/getToken': { filename: 'sample.csv', size: 16, contentType: 'text/csv' },
  '/v1/user/oss/upload/getFileList': {},
  '/v1/user/oss/upload/delete': { id: 'no-such-file' },
  '/v1/setting/getConfigValue': { keys: ['tradingDaysPerYear'] },
  '/v1/setting/version/set': { version: '20250401.3', note: 'contract suite sample' },
  '/v1/setting/version/updateHistory': {},
  '/v1/setting/mocTrade/update': { records: [SAMPLE_MOC_TRADE] },
  ...Object.fromEntries(UPDATABLE_SOURCES.map((s) => [`${LOW}/source/update/${s}`, {}])),
  [`${LOW}/source/update/status`]: {},
  [`${LOW}/source/update/token`]: { source: 'wind', credentials: { apiKey: SAMPLE_SECRET } },
  [`${LOW}/source/cron/nextTime`]: { source: 'wind', count: 2 },
  [`${LOW}/source/scheduler/history`]: {},
  [`${LOW}/source/scheduler/reset`]: {},
  [`${LOW}/source/kpler/generate`]: { location: 'Nowhere', from: '2025-03-01', to: '2025-03-02' },
  [`${LOW}/source/kpler/get`]: { id: 'no-such-report' },
  [`${LOW}/source/kpler/search/location`]: { keyword: 'sing' },
  // marketData area (issue 9): every readable series needs a page grant, so the sample is an address that does not
  // parse (400 for any signed-in caller); a bar file with a header only (commit stores nothing).
  '/v2/marketData/series': { address: 'md:not-an-address', interval: '1d' },
  '/v2/marketData/catalog': { kind: 'ds' },
  '/v2/marketData/inventories': { ids: ['WCESTUS1', 'RBRTE'] },
  '/v2/marketData/bars/import/preview': SAMPLE_BARS_FILE,
  '/v2/marketData/bars/import/commit': SAMPLE_BARS_FILE,
  // feeds area (issue 9)
  '/v2/feeds/assignment/set': { product: 'SHFE.FU', feed: null },
  '/v2/feeds/key/create': { name: 'contract sample key' },
  '/v2/feeds/key/revoke': { id: 'no-such-key' },
  '/v2/feeds/push': { ticks: [{ instrument: 'SHFE.FU2601', ts: 1735689600000, last: 2800 }] },
  // reference (issue 9): a version of no product (404) and changes that leave the seeded values as they are
  '/v2/reference/product/list': { locale: 'en-US' },
  '/v2/reference/product/versions': { exchange: 'SHFE', code: 'FU' },
  '/v2/reference/product/addVersion': { ...SAMPLE_PRODUCT_VERSION, code: 'NOSUCH' },
  '/v2/reference/contract/list': { exchange: 'SHFE', code: 'FU', date: '2025-12-31' },
  '/v2/reference/mapping/set': { from: 'ICE.BRENT', to: 'NYMEX.WTI', offset: 0, note: 'contract suite sample' },
  '/v2/reference/rate/list': {},
  '/v2/reference/rate/history': { key: 'vat.cn.lpg' },
  '/v2/reference/rate/add': { key: 'sample.contract.suite', validFrom: '2025-01-01', value: 1, unit: 'ratio', source: 'contract suite', note: 'sample' },
  '/v2/reference/rate/asOf': { key: 'vat.cn.lpg', date: '2019-04-01' },
  '/v2/reference/holiday/list': { calendar: 'CN' },
  '/v2/reference/holiday/add': { calendar: 'CME', date: '2026-11-27', name: 'Contract suite sample', source: 'contract suite', provisional: true },
  '/v2/reference/holiday/remove': { calendar: 'ICE', date: '2026-05-04', reason: 'contract suite sample' },
  '/v2/reference/calendar/product': { exchange: 'ZCE', code: 'TA' },
  // strategy area (issue 9)
  ...STRATEGY_SAMPLES,
  // board (issue 9): ids that are nobody's list, so the calls answer 404 and change nothing.
  '/v2/watchlist/save': { id: 'no-such-list', name: 'Contract sample', items: ['md:SHFE.FU@main', 'spread:fu-inner'] },
  '/v2/analytics/metrics': { returns: [null, 0.01, 0.1, -0.04, 0.02, 0.03, 0.02, 0.01, -0.1], periodsPerYear: 252, riskFree: 0, convention: 'empyrical' },
  // seasonal (issue 10): like /v2/marketData/series, every readable address needs a page grant the viewer lacks, so the
  // sample is a malformed address (400 after the access check); the recipe reads the public Brent history.
  '/v2/analytics/seasonality': { address: 'md:not-an-address', years: 5, x: 'weekOfYear', mode: 'rebased', percentiles: [10, 25, 50, 75, 90] },
  '/v2/analytics/regression': { y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC'], from: Date.UTC(2024, 0, 1), to: Date.UTC(2025, 0, 1) },
  '/v2/watchlist/rename': { id: 'no-such-list', name: 'Renamed' },
  '/v2/watchlist/delete': { id: 'no-such-list' },
  '/v2/watchlist/reorder': { ids: ['no-such-list'] },
  // tradeRecord (issue 10): ids of nobody's book, trade or flow, so the calls answer 404 and change nothing.
  ...TRADE_RECORD_SAMPLES,
  // calendar (issue 11)
  ...CALENDAR_SAMPLES,
  // meetings (issue 11)
  ...MEETINGS_SAMPLES,
  // backtesting (issue 10): a z-score rule on an inline series (no grant beyond the page's key needed)
  '/v2/backtesting/run': BACKTEST_RUN_SAMPLE,
  '/v2/backtesting/estimate': { ...BACKTEST_RUN_SAMPLE, grid: { window: [5, 10] } },
  '/v2/backtesting/sweep': { ...BACKTEST_RUN_SAMPLE, grid: { window: [5, 10] } },
  '/v2/backtesting/job': { jobId: 'no-such-job' },
  '/v2/backtesting/cancel': { jobId: 'no-such-job' },
  '/v2/backtesting/save': { name: 'Contract sample', shared: false, run: BACKTEST_RUN_SAMPLE },
  '/v2/backtesting/get': { id: 'no-such-result' },
  '/v2/backtesting/share': { id: 'no-such-result', shared: true },
  '/v2/backtesting/delete': { id: 'no-such-result' },
  // calculators (issue 10): a product nobody lists, so an account granted only the page's key (not a product's
  // access key) passes the access check and gets seriesUnknown (404); the recipes read SHFE.FU as the admin.
  '/v2/calculators/basis/termStructure': { product: 'SHFE.NOSUCH', date: '2025-06-02' },
  '/v2/calculators/rollingAnalyzer/termStructure': { product: 'SHFE.NOSUCH', from: '2025-05-01', to: '2025-06-02' },
  '/v2/calculators/termStructure': { product: 'SHFE.NOSUCH', from: '2025-05-01', to: '2025-06-02' },
  '/v2/calculators/calendarSpreadYears': { product: 'SHFE.NOSUCH', near: 1, far: 5, years: 2 },
  // research library (issue 11): an empty upload (refused: researchEmptyFile) and nobody's document, so nothing changes.
  ...RESEARCH_SAMPLES,
  // research feeds (issue 11): nobody's feed, so the calls answer 404 and change nothing.
  ...RESEARCH_FEEDS_SAMPLES,
  // outlook (issue 11): ids and keys nobody has (a fresh target holds no calendar events); the recipes use real ones.
  '/v2/outlook/events': {},
  '/v2/outlook/forecast/save': { eventId: 'no-such-event', value: 1.5 },
  '/v2/outlook/forecast/delete': { eventId: 'no-such-event' },
  '/v2/outlook/method/set': { eventKey: 'NO.SUCH.EVENT', method: 'lastValue' },
  '/v2/outlook/scores': { eventKey: 'NO.SUCH.EVENT' },
  '/v2/outlook/history': { eventKey: 'NO.SUCH.EVENT' },
  '/v2/outlook/study': { eventKey: 'NO.SUCH.EVENT', address: 'ds:eia:RBRTE', windowsMinutes: [60, 1440] },
  // options on futures (issue 21): Haug's Black-76 example; pure calls, nothing changes.
  '/v2/calculators/options/price': { model: 'black76', right: 'call', F: 20, K: 20, T: 4 / 12, r: 0.09, sigma: 0.25 },
  '/v2/calculators/options/impliedVol': { model: 'black76', right: 'call', F: 20, K: 20, T: 4 / 12, r: 0.09, price: 1.1166414565589438 },
  // page digests (issue 21): a page that offers none (400) and a digest nobody has (404), so nothing changes.
  '/v2/pageDigest/set': { page: '/home', hour: 8, timeZone: 'Asia/Shanghai' },
  '/v2/pageDigest/remove': { page: '/home' },
  // builder (issue 22): calls about a page, route and report nobody made (404 for every account that passes the key),
  // and a save of that page (404 too), so the access matrix creates nothing.
  '/v2/builder/page/save': {
    id: 'no-such-page',
    version: 1,
    title: 'Contract sample',
    panels: [{ kind: 'history', title: { text: 'Brent' }, series: [{ address: 'ds:eia:RBRTE' }] }],
    layout: {},
  },
  '/v2/builder/page/get': { id: 'no-such-page' },
  '/v2/builder/page/versions': { id: 'no-such-page' },
  '/v2/builder/page/share': { id: 'no-such-page', shared: true },
  '/v2/builder/page/remove': { id: 'no-such-page' },
  '/v2/builder/route/save': { slug: 'contract-sample', pageId: 'no-such-page', roles: ['trader'] },
  '/v2/builder/route/remove': { slug: 'no-such-report' },
  '/v2/builder/report/get': { slug: 'no-such-report' },
  // builder components (issue 22): a copy of a page and calls about a component nobody made (404), and a save of
  // that component (404 too), so the access matrix creates nothing.
  '/v2/builder/page/copy': { id: 'no-such-page' },
  '/v2/builder/comp/save': {
    id: 'no-such-component',
    version: 1,
    title: 'Contract sample',
    panel: { kind: 'history', title: { text: 'Brent' }, series: [{ address: 'ds:eia:RBRTE' }] },
  },
  '/v2/builder/comp/get': { id: 'no-such-component' },
  '/v2/builder/comp/versions': { id: 'no-such-component' },
  '/v2/builder/comp/share': { id: 'no-such-component', shared: true },
  '/v2/builder/comp/remove': { id: 'no-such-component' },
  // data sets (issue 22): calls about a data set nobody made (404 for every account that passes the key), a save of it
  // (404 too) and a preview over a public series, so the access matrix creates nothing.
  '/v2/dataSet/save': { id: 'no-such-set', name: 'Contract sample', definition: { inputs: { a: 'ds:eia:RBRTE' }, transforms: [], unit: 'USD/bbl' } },
  '/v2/dataSet/get': { id: 'no-such-set' },
  '/v2/dataSet/remove': { id: 'no-such-set' },
  '/v2/dataSet/share': { id: 'no-such-set', shared: true },
  '/v2/dataSet/preview': { definition: { inputs: { a: 'ds:eia:RBRTE' }, transforms: [{ kind: 'change' }], unit: 'USD/bbl' } },
  // reports as specs and subscriptions (issue 22): a report nobody published (404), subscriptions nobody has (404).
  '/v2/builder/report/spec': { slug: 'no-such-report' },
  '/v2/subscribe/add': { slug: 'no-such-report', panelId: 'p1' },
  '/v2/subscribe/update': { id: 'no-such-subscription', variables: {} },
  '/v2/subscribe/remove': { id: 'no-such-subscription' },
  '/v2/subscribe/layout': { items: [{ id: 'no-such-subscription', w: 12 }] },
  '/v2/subscribe/read': { id: 'no-such-subscription' },
  // the assistant (issue 23): a provider at a name that never resolves (RFC 6761 `.invalid`), no key (a stored key is
  // kept); usage and the provider read change nothing.
  '/v2/assistant/provider/set': { baseUrl: 'https://assistant-provider.invalid/v1', model: 'contract-sample-model' },
  // prices without a cost limit: the allowance stays the token limit's.
  '/v2/assistant/provider/pricing': { currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8, dailyCostLimit: null },
  // the chat and the conversations: a conversation nobody has (404 for every account; the chat refuses before any turn).
  '/v2/assistant/chat': { conversationId: 'no-such-conversation', message: 'Contract sample question' },
  '/v2/assistant/conversation/get': { id: 'no-such-conversation' },
  '/v2/assistant/conversation/rename': { id: 'no-such-conversation', title: 'Contract sample title' },
  '/v2/assistant/conversation/delete': { id: 'no-such-conversation' },
  '/v2/assistant/conversation/export': { id: 'no-such-conversation' },
  // options cross-section (issue 21): reads of a product nobody lists (404 for every account: the product's own key
  // is checked after the page's), a settlement file whose only row has an error, so the commit stores nothing.
  '/v2/futOptCrossSectionData/chain': { product: 'SHFE.NOSUCH', date: '2025-04-01' },
  '/v2/futOptCrossSectionData/skewHistory': { product: 'SHFE.NOSUCH', from: '2025-03-27', to: '2025-04-01' },
  '/v2/futOptCrossSectionData/import/preview': SAMPLE_OPTIONS_FILE,
  '/v2/futOptCrossSectionData/import/commit': SAMPLE_OPTIONS_FILE,
  // holdings (issue 21): header-only files (nothing to write); a demo of one day rewrites the same seeded DEMO rows.
  '/v2/position/cot/preview': EMPTY_COT_FILE,
  '/v2/position/cot/import': EMPTY_COT_FILE,
  '/v2/position/cot/series': { layout: 'legacy', marketCode: 'SAMPLE', lookback: 26 },
  '/v2/position/ranking/preview': EMPTY_RANKING_FILE,
  '/v2/position/ranking/import': EMPTY_RANKING_FILE,
  '/v2/position/ranking/demo': { days: 1 },
  '/v2/position/ranking/day': { exchange: 'DCE', contract: 'PG2507' },
  '/v2/position/ranking/netTop': { exchange: 'DCE', contract: 'PG2507' },
  '/v2/position/ranking/member': { member: '样例会员01' },
  // warehouse receipts (issue 21): a product nobody has (404) and a file whose only row names no exchange the page
  // models (previewed with its row error; the commit refuses it), so nothing changes.
  '/v2/warehouseCargoLocData/receipt/series': { exchange: 'SHFE', product: 'NO-SUCH-PRODUCT' },
  '/v2/warehouseCargoLocData/receipt/import/preview': {
    fileName: 'sample.csv',
    format: 'csv',
    content: Buffer.from('date,exchange,product,warehouse,receipts\n2025-03-03,NONE,FU,Sample,1\n').toString('base64'),
  },
  '/v2/warehouseCargoLocData/receipt/import/commit': {
    fileName: 'sample.csv',
    format: 'csv',
    content: Buffer.from('date,exchange,product,warehouse,receipts\n2025-03-03,NONE,FU,Sample,1\n').toString('base64'),
  },
  ...SPOT_TRADE_RECORD_SAMPLES,
};

export const sampleBody = (path: string): unknown => SAMPLE_BODIES[path as EndpointPath];

/**
 * A value of the wrong type for a property schema. Chosen so that no validator can coerce it
 * (Fastify's default ajv coerces scalars, e.g. 123 -> "123" and "x" -> ["x"]): objects where strings,
 * arrays or literals are expected, non-numeric text for numbers and booleans, text for objects.
 */
function wrongValue(schema: TSchema): unknown {
  const type = (schema as { type?: string }).type;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'not-a-boolean';
  if (type === 'object') return 'not-an-object';
  return { wrong: true }; // string, array, union of literals
}

/** Every property of an object schema set to a wrong-typed value. */
export function wrongTypedBody(schema: TSchema): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  return Object.fromEntries(Object.entries(properties).map(([name, prop]) => [name, wrongValue(prop)]));
}

/** The endpoints that take a body, each with its (non-null) body schema. */
export const ENDPOINTS_WITH_BODY = ENDPOINTS.flatMap((e) => (e.body === null ? [] : [{ path: e.path, body: e.body }]));
