/**
 * One call per endpoint that must succeed, with whatever it needs first. The suite checks each
 * answer against Envelope(endpoint.data). The exception: the Kpler report calls when the target holds
 * no Kpler flows (a fresh server) answer their expected error instead (404 api.error.kplerNoData).
 */
import { UPDATABLE_SOURCES, type EndpointPath } from '../../common/contract';
import { API_ERRORS } from '../../common/contract/errors';
import type { SuiteContext } from './context';
import { QA } from './qaAccounts';
import {
  BACKTEST_RUN_SAMPLE,
  SAMPLE_BARS_FILE,
  SAMPLE_COT_FILE,
  SAMPLE_BODIES,
  SAMPLE_CALENDAR_EVENT,
  SAMPLE_CALENDAR_FILE,
  SAMPLE_MEETING,
  SAMPLE_OPTIONS_FILE,
  SAMPLE_MOC_TRADE,
  SAMPLE_PRODUCT_VERSION,
  SAMPLE_RESEARCH_FEED,
  SAMPLE_RANKING_FILE,
  SAMPLE_RESEARCH_FIELDS,
  SAMPLE_TRADE,
  SAMPLE_TRADES_FILE,
  STRATEGY_SAMPLES,
} from './samples';
import type { InjectResponse } from './target';

const LOW = '/v1/finData/lowFreqData';
/** An answer the suite checks as an error envelope instead of a success. */
export interface ExpectedError {
  res: InjectResponse;
  status: number;
  msgKey: string;
}
export type RecipeResult = InjectResponse | ExpectedError;
type Recipe = (s: SuiteContext) => Promise<RecipeResult>;
export const isExpectedError = (r: RecipeResult): r is ExpectedError => 'msgKey' in r && 'res' in r;

/** A one-panel builder page over a public series, labelled as the contract's sample. */
const BUILDER_SAMPLE_PAGE = {
  title: 'Contract sample page',
  panels: [{ kind: 'history', title: { text: 'Brent (contract sample)' }, series: [{ address: 'ds:eia:RBRTE' }] }],
  layout: {},
};
const builderPage = async (s: SuiteContext): Promise<string> => (await s.client.ok('/v2/builder/page/save', BUILDER_SAMPLE_PAGE, s.tokens.admin)).id;
/** A library component of one panel over a public series, labelled as the contract's sample. */
const BUILDER_SAMPLE_COMPONENT = {
  title: 'Contract sample component',
  panel: { kind: 'history', title: { text: 'Brent (contract sample)' }, series: [{ address: 'ds:eia:RBRTE' }] },
};
const builderComponent = async (s: SuiteContext): Promise<string> => (await s.client.ok('/v2/builder/comp/save', BUILDER_SAMPLE_COMPONENT, s.tokens.admin)).id;
/** A page published at a slug of its own (`contract-<n>`), for the admin's role. */
async function builderRoute(s: SuiteContext): Promise<string> {
  const slug = `contract-${Math.random().toString(36).slice(2, 10)}`;
  await s.client.ok('/v2/builder/route/save', { slug, pageId: await builderPage(s), roles: ['admin'] }, s.tokens.admin);
  return slug;
}

const BUILDER_RECIPES = {
  '/v2/builder/page/save': (s) => s.client.call('/v2/builder/page/save', BUILDER_SAMPLE_PAGE, s.tokens.admin),
  '/v2/builder/page/list': (s) => s.client.call('/v2/builder/page/list', undefined, s.tokens.admin),
  '/v2/builder/page/get': async (s) => s.client.call('/v2/builder/page/get', { id: await builderPage(s) }, s.tokens.admin),
  '/v2/builder/page/versions': async (s) => s.client.call('/v2/builder/page/versions', { id: await builderPage(s) }, s.tokens.admin),
  '/v2/builder/page/share': async (s) => s.client.call('/v2/builder/page/share', { id: await builderPage(s), shared: true }, s.tokens.admin),
  '/v2/builder/page/remove': async (s) => s.client.call('/v2/builder/page/remove', { id: await builderPage(s) }, s.tokens.admin),
  '/v2/builder/route/save': async (s) =>
    s.client.call('/v2/builder/route/save', { slug: 'contract-sample-route', pageId: await builderPage(s), roles: ['trader'] }, s.tokens.admin),
  '/v2/builder/route/list': (s) => s.client.call('/v2/builder/route/list', undefined, s.tokens.admin),
  '/v2/builder/route/remove': async (s) => s.client.call('/v2/builder/route/remove', { slug: await builderRoute(s) }, s.tokens.admin),
  '/v2/builder/report/list': (s) => s.client.call('/v2/builder/report/list', undefined, s.tokens.admin),
  '/v2/builder/report/get': async (s) => s.client.call('/v2/builder/report/get', { slug: await builderRoute(s) }, s.tokens.admin),
  '/v2/builder/page/copy': async (s) => s.client.call('/v2/builder/page/copy', { id: await builderPage(s) }, s.tokens.admin),
  '/v2/builder/comp/save': (s) => s.client.call('/v2/builder/comp/save', BUILDER_SAMPLE_COMPONENT, s.tokens.admin),
  '/v2/builder/comp/list': (s) => s.client.call('/v2/builder/comp/list', undefined, s.tokens.admin),
  '/v2/builder/comp/get': async (s) => s.client.call('/v2/builder/comp/get', { id: await builderComponent(s) }, s.tokens.admin),
  '/v2/builder/comp/versions': async (s) => s.client.call('/v2/builder/comp/versions', { id: await builderComponent(s) }, s.tokens.admin),
  '/v2/builder/comp/share': async (s) => s.client.call('/v2/builder/comp/share', { id: await builderComponent(s), shared: true }, s.tokens.admin),
  '/v2/builder/comp/remove': async (s) => s.client.call('/v2/builder/comp/remove', { id: await builderComponent(s) }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

/** A data set over a public series, labelled as the contract's sample. */
const DATA_SET_SAMPLE = {
  name: 'Contract sample data set',
  definition: { inputs: { a: 'ds:eia:RBRTE' }, transforms: [{ kind: 'resample', period: 'month', how: 'last' }], unit: 'USD/bbl' },
};
const dataSet = async (s: SuiteContext): Promise<string> => (await s.client.ok('/v2/dataSet/save', DATA_SET_SAMPLE, s.tokens.admin)).id;

const DATA_SET_RECIPES = {
  '/v2/dataSet/save': (s) => s.client.call('/v2/dataSet/save', DATA_SET_SAMPLE, s.tokens.admin),
  '/v2/dataSet/list': (s) => s.client.call('/v2/dataSet/list', undefined, s.tokens.admin),
  '/v2/dataSet/get': async (s) => s.client.call('/v2/dataSet/get', { id: await dataSet(s) }, s.tokens.admin),
  '/v2/dataSet/remove': async (s) => s.client.call('/v2/dataSet/remove', { id: await dataSet(s) }, s.tokens.admin),
  '/v2/dataSet/share': async (s) => s.client.call('/v2/dataSet/share', { id: await dataSet(s), shared: true }, s.tokens.admin),
  '/v2/dataSet/preview': (s) => s.client.call('/v2/dataSet/preview', { definition: DATA_SET_SAMPLE.definition }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

/** A subscription of the admin to the sample page's panel, on a route of its own. */
const subscription = async (s: SuiteContext): Promise<string> =>
  (await s.client.ok('/v2/subscribe/add', { slug: await builderRoute(s), panelId: 'p1' }, s.tokens.admin)).id;

const SUBSCRIBE_RECIPES = {
  '/v2/builder/report/spec': async (s) => s.client.call('/v2/builder/report/spec', { slug: await builderRoute(s) }, s.tokens.admin),
  '/v2/subscribe/list': (s) => s.client.call('/v2/subscribe/list', undefined, s.tokens.admin),
  '/v2/subscribe/add': async (s) => s.client.call('/v2/subscribe/add', { slug: await builderRoute(s), panelId: 'p1' }, s.tokens.admin),
  '/v2/subscribe/update': async (s) => s.client.call('/v2/subscribe/update', { id: await subscription(s), variables: {} }, s.tokens.admin),
  '/v2/subscribe/remove': async (s) => s.client.call('/v2/subscribe/remove', { id: await subscription(s) }, s.tokens.admin),
  '/v2/subscribe/layout': async (s) => s.client.call('/v2/subscribe/layout', { items: [{ id: await subscription(s), w: 24 }] }, s.tokens.admin),
  '/v2/subscribe/read': async (s) => s.client.call('/v2/subscribe/read', { id: await subscription(s) }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

/**
 * A provider no call reaches: a loopback address the outbound policy refuses (the contract's targets allow none), so
 * a turn fails at once with the stream's provider error and no network is touched.
 */
const contractProvider = (s: SuiteContext) =>
  s.client.ok('/v2/assistant/provider/set', { baseUrl: 'http://127.0.0.1:9/v1', model: 'contract-sample-model' }, s.tokens.admin);
/** A conversation of the admin's: one question whose answer fails at the refused provider (stored as providerError). */
async function contractConversation(s: SuiteContext): Promise<string> {
  await contractProvider(s);
  const res = await s.client.call('/v2/assistant/chat', { message: 'Contract sample question' }, s.tokens.admin);
  if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}: ${(res.body ?? '').slice(0, 200)}`);
  const [newest] = await s.client.ok('/v2/assistant/conversation/list', undefined, s.tokens.admin);
  return newest.id;
}

/** The assistant (issue 23): the sample provider set and read back by the admin, who also holds the page's key. */
const ASSISTANT_RECIPES = {
  '/v2/assistant/provider/set': (s) => s.client.call('/v2/assistant/provider/set', SAMPLE_BODIES['/v2/assistant/provider/set'], s.tokens.admin),
  '/v2/assistant/provider/pricing': (s) => s.client.call('/v2/assistant/provider/pricing', SAMPLE_BODIES['/v2/assistant/provider/pricing'], s.tokens.admin),
  '/v2/assistant/provider/get': (s) => s.client.call('/v2/assistant/provider/get', undefined, s.tokens.admin),
  '/v2/assistant/usage': (s) => s.client.call('/v2/assistant/usage', undefined, s.tokens.admin),
  // The chat's success is a stream, not an envelope (ASSISTANT_STREAM_CALLS; tests/api/assistantChat.test.ts reads it):
  // here its sample (a conversation nobody has) is the 404 envelope once a provider is configured.
  '/v2/assistant/chat': async (s) => {
    await contractProvider(s);
    const res = await s.client.call('/v2/assistant/chat', SAMPLE_BODIES['/v2/assistant/chat'], s.tokens.admin);
    return { res, status: API_ERRORS.notFound.status, msgKey: API_ERRORS.notFound.msgKey };
  },
  '/v2/assistant/conversation/list': (s) => s.client.call('/v2/assistant/conversation/list', undefined, s.tokens.admin),
  '/v2/assistant/conversation/get': async (s) => s.client.call('/v2/assistant/conversation/get', { id: await contractConversation(s) }, s.tokens.admin),
  '/v2/assistant/conversation/rename': async (s) =>
    s.client.call('/v2/assistant/conversation/rename', { id: await contractConversation(s), title: 'Contract sample conversation' }, s.tokens.admin),
  '/v2/assistant/conversation/delete': async (s) => s.client.call('/v2/assistant/conversation/delete', { id: await contractConversation(s) }, s.tokens.admin),
  '/v2/assistant/conversation/export': async (s) => s.client.call('/v2/assistant/conversation/export', { id: await contractConversation(s) }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

/** A one-row receipt file, its product named as the contract's sample. */
const RECEIPT_SAMPLE_FILE = {
  fileName: 'contract-sample.csv',
  format: 'csv' as const,
  content: Buffer.from('date,exchange,product,warehouse,receipts,unit\n2025-03-03,SHFE,CONTRACT SAMPLE,Sample warehouse,1,t\n').toString('base64'),
};
const KPLER_NO_DATA = { location: 'Nowhere', from: '2025-03-01', to: '2025-03-02' };

/** The sample body as the administrator (the samples that succeed as they are). */
const OIL_WATCH = '/tool/calculator/oilDaliyWatchdog';

const asAdmin =
  (path: EndpointPath): Recipe =>
  (s) =>
    s.client.call(path, SAMPLE_BODIES[path], s.tokens.admin);

// strategy area (issue 9)
/** Runs `then` with the id of a strategy saved from the sample. */
const withStrategy =
  (then: (s: SuiteContext, id: string) => Promise<InjectResponse>): Recipe =>
  async (s) =>
    then(s, (await s.client.ok('/v2/strategy/save', STRATEGY_SAMPLES['/v2/strategy/save'], s.tokens.admin)).id);
const STRATEGY_RECIPES = {
  '/v2/strategy/list': (s) => s.client.call('/v2/strategy/list', undefined, s.tokens.trader),
  '/v2/strategy/get': withStrategy((s, id) => s.client.call('/v2/strategy/get', { id }, s.tokens.admin)),
  '/v2/strategy/check': (s) => s.client.call('/v2/strategy/check', STRATEGY_SAMPLES['/v2/strategy/check'], s.tokens.admin),
  '/v2/strategy/preview': (s) => s.client.call('/v2/strategy/preview', STRATEGY_SAMPLES['/v2/strategy/preview'], s.tokens.admin),
  '/v2/strategy/save': (s) => s.client.call('/v2/strategy/save', STRATEGY_SAMPLES['/v2/strategy/save'], s.tokens.admin),
  '/v2/strategy/delete': withStrategy((s, id) => s.client.call('/v2/strategy/delete', { id }, s.tokens.admin)),
  '/v2/strategy/explain': withStrategy((s, id) => s.client.call('/v2/strategy/explain', { id }, s.tokens.admin)),
  // A seeded strategy with a continuous lead leg (a saved sample has none: it answers 400 by design).
  '/v2/strategy/byMonth': (s) => s.client.call('/v2/strategy/byMonth', STRATEGY_SAMPLES['/v2/strategy/byMonth'], s.tokens.admin),
  '/v2/strategy/alert/list': (s) => s.client.call('/v2/strategy/alert/list', undefined, s.tokens.trader),
  '/v2/strategy/alert/save': (s) => s.client.call('/v2/strategy/alert/save', STRATEGY_SAMPLES['/v2/strategy/alert/save'], s.tokens.admin),
  '/v2/strategy/alert/delete': async (s) => {
    const saved = await s.client.ok('/v2/strategy/alert/save', STRATEGY_SAMPLES['/v2/strategy/alert/save'], s.tokens.admin);
    return s.client.call('/v2/strategy/alert/delete', { id: saved.id }, s.tokens.admin);
  },
  '/v2/strategy/alert/history': (s) => s.client.call('/v2/strategy/alert/history', {}, s.tokens.trader),
  '/v2/strategy/notification/list': (s) => s.client.call('/v2/strategy/notification/list', undefined, s.tokens.viewer),
  '/v2/strategy/notification/unread': (s) => s.client.call('/v2/strategy/notification/unread', undefined, s.tokens.viewer),
  '/v2/strategy/notification/read': (s) => s.client.call('/v2/strategy/notification/read', { all: true }, s.tokens.viewer),
  '/v2/strategy/monthAverage': withStrategy((s, id) => s.client.call('/v2/strategy/monthAverage', { id }, s.tokens.admin)),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// tradeRecord (issue 10): the administrator holds the page's key; each recipe works in a book of its own.
const newBook = (s: SuiteContext) =>
  s.client.ok('/v2/tradeRecord/book/create', { name: s.unique('book'), initialCash: 1000000, startDate: '2025-01-02' }, s.tokens.admin);
const newTrade = async (s: SuiteContext) => {
  const book = await newBook(s);
  return s.client.ok('/v2/tradeRecord/trade/save', { bookId: book.id, ...SAMPLE_TRADE }, s.tokens.admin);
};
const inBook =
  (path: '/v2/tradeRecord/trade/list' | '/v2/tradeRecord/flow/list' | '/v2/tradeRecord/positions' | '/v2/tradeRecord/nav'): Recipe =>
  async (s) => {
    const trade = await newTrade(s);
    return s.client.call(path, { bookId: trade.bookId }, s.tokens.admin);
  };
// spot trade record (issue 21): records under a product of their own, so runs do not meet each other's keys.
const windowRecord = (s: SuiteContext) => ({ ...SAMPLE_MOC_TRADE, product: s.unique('window') });
const windowFile = (s: SuiteContext) => ({
  fileName: 'window.csv',
  format: 'csv' as const,
  content: Buffer.from(`date,time,product,instrument,side,price,volume\n2025-03-03,16:29:00,${s.unique('window')},partial,trade,72.5,25000\n`).toString(
    'base64',
  ),
});
const SPOT_TRADE_RECORD_RECIPES = {
  '/v2/spotTradeRecord/list': asAdmin('/v2/spotTradeRecord/list'),
  '/v2/spotTradeRecord/save': (s) => s.client.call('/v2/spotTradeRecord/save', { record: windowRecord(s) }, s.tokens.admin),
  '/v2/spotTradeRecord/remove': async (s) => {
    const saved = await s.client.ok('/v2/spotTradeRecord/save', { record: windowRecord(s) }, s.tokens.admin);
    return s.client.call('/v2/spotTradeRecord/remove', { id: saved.id }, s.tokens.admin);
  },
  '/v2/spotTradeRecord/import/preview': (s) => s.client.call('/v2/spotTradeRecord/import/preview', windowFile(s), s.tokens.admin),
  '/v2/spotTradeRecord/import/commit': (s) => s.client.call('/v2/spotTradeRecord/import/commit', windowFile(s), s.tokens.admin),
  '/v2/spotTradeRecord/stats': asAdmin('/v2/spotTradeRecord/stats'),
  '/v2/spotTradeRecord/convergence': asAdmin('/v2/spotTradeRecord/convergence'),
} satisfies Partial<Record<EndpointPath, Recipe>>;
const TRADE_RECORD_RECIPES = {
  '/v2/tradeRecord/book/list': (s) => s.client.call('/v2/tradeRecord/book/list', undefined, s.tokens.admin),
  '/v2/tradeRecord/book/create': asAdmin('/v2/tradeRecord/book/create'),
  '/v2/tradeRecord/trade/list': inBook('/v2/tradeRecord/trade/list'),
  '/v2/tradeRecord/trade/save': async (s) => s.client.call('/v2/tradeRecord/trade/save', { bookId: (await newBook(s)).id, ...SAMPLE_TRADE }, s.tokens.admin),
  '/v2/tradeRecord/trade/delete': async (s) => s.client.call('/v2/tradeRecord/trade/delete', { id: (await newTrade(s)).id }, s.tokens.admin),
  '/v2/tradeRecord/trade/history': async (s) => s.client.call('/v2/tradeRecord/trade/history', { id: (await newTrade(s)).id }, s.tokens.admin),
  '/v2/tradeRecord/trade/import/preview': async (s) =>
    s.client.call('/v2/tradeRecord/trade/import/preview', { bookId: (await newBook(s)).id, ...SAMPLE_TRADES_FILE }, s.tokens.admin),
  '/v2/tradeRecord/trade/import/commit': async (s) =>
    s.client.call('/v2/tradeRecord/trade/import/commit', { bookId: (await newBook(s)).id, ...SAMPLE_TRADES_FILE }, s.tokens.admin),
  '/v2/tradeRecord/flow/list': inBook('/v2/tradeRecord/flow/list'),
  '/v2/tradeRecord/flow/create': async (s) =>
    s.client.call('/v2/tradeRecord/flow/create', { bookId: (await newBook(s)).id, date: '2025-01-03', amount: 1000, note: '' }, s.tokens.admin),
  '/v2/tradeRecord/flow/delete': async (s) => {
    const flow = await s.client.ok(
      '/v2/tradeRecord/flow/create',
      { bookId: (await newBook(s)).id, date: '2025-01-03', amount: 1000, note: '' },
      s.tokens.admin,
    );
    return s.client.call('/v2/tradeRecord/flow/delete', { id: flow.id }, s.tokens.admin);
  },
  '/v2/tradeRecord/positions': inBook('/v2/tradeRecord/positions'),
  '/v2/tradeRecord/nav': inBook('/v2/tradeRecord/nav'),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// backtesting (issue 10): the administrator holds the page's key; an inline series needs no other grant.
const startSweep = (s: SuiteContext) => s.client.ok('/v2/backtesting/sweep', SAMPLE_BODIES['/v2/backtesting/sweep'] as never, s.tokens.admin);
const savedBacktest = (s: SuiteContext) =>
  s.client.ok('/v2/backtesting/save', { name: s.unique('backtest'), shared: false, run: BACKTEST_RUN_SAMPLE } as never, s.tokens.admin);
const BACKTESTING_RECIPES = {
  '/v2/backtesting/run': asAdmin('/v2/backtesting/run'),
  '/v2/backtesting/estimate': asAdmin('/v2/backtesting/estimate'),
  '/v2/backtesting/sweep': asAdmin('/v2/backtesting/sweep'),
  '/v2/backtesting/job': async (s) => s.client.call('/v2/backtesting/job', { jobId: (await startSweep(s)).jobId }, s.tokens.admin),
  '/v2/backtesting/cancel': async (s) => s.client.call('/v2/backtesting/cancel', { jobId: (await startSweep(s)).jobId }, s.tokens.admin),
  '/v2/backtesting/save': asAdmin('/v2/backtesting/save'),
  '/v2/backtesting/list': (s) => s.client.call('/v2/backtesting/list', undefined, s.tokens.admin),
  '/v2/backtesting/get': async (s) => s.client.call('/v2/backtesting/get', { id: (await savedBacktest(s)).id }, s.tokens.admin),
  '/v2/backtesting/share': async (s) => s.client.call('/v2/backtesting/share', { id: (await savedBacktest(s)).id, shared: true }, s.tokens.admin),
  '/v2/backtesting/delete': async (s) => s.client.call('/v2/backtesting/delete', { id: (await savedBacktest(s)).id }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// calendar (issue 11): the administrator holds the page's key.
const CALENDAR_RECIPES = {
  '/v2/calendar/event/list': (s) => s.client.call('/v2/calendar/event/list', { from: 0, to: 4102444800000 }, s.tokens.admin),
  '/v2/calendar/event/save': (s) => s.client.call('/v2/calendar/event/save', SAMPLE_CALENDAR_EVENT, s.tokens.admin),
  '/v2/calendar/event/history': (s) => s.client.call('/v2/calendar/event/history', { eventKey: SAMPLE_CALENDAR_EVENT.eventKey }, s.tokens.admin),
  '/v2/calendar/import/preview': (s) => s.client.call('/v2/calendar/import/preview', SAMPLE_CALENDAR_FILE, s.tokens.admin),
  '/v2/calendar/import/commit': (s) => s.client.call('/v2/calendar/import/commit', SAMPLE_CALENDAR_FILE, s.tokens.admin),
  '/v2/calendar/import/history': (s) => s.client.call('/v2/calendar/import/history', undefined, s.tokens.admin),
  '/v2/calendar/reminder/get': (s) => s.client.call('/v2/calendar/reminder/get', undefined, s.tokens.admin),
  '/v2/calendar/reminder/settings': (s) => s.client.call('/v2/calendar/reminder/settings', { minutesBefore: 15, timeZone: 'UTC' }, s.tokens.admin),
  '/v2/calendar/reminder/subscribe': (s) => s.client.call('/v2/calendar/reminder/subscribe', { minImportance: 3 }, s.tokens.admin),
  '/v2/calendar/reminder/unsubscribe': async (s) => {
    const sub = await s.client.ok('/v2/calendar/reminder/subscribe', { eventKey: s.unique('event') }, s.tokens.admin);
    return s.client.call('/v2/calendar/reminder/unsubscribe', { id: sub.id }, s.tokens.admin);
  },
} satisfies Partial<Record<EndpointPath, Recipe>>;

// research library (issue 11): the administrator holds the page's key; each recipe works on a document of its own.
const newDocument = (s: SuiteContext) =>
  s.client.ok('/v2/research/document/upload', { ...SAMPLE_RESEARCH_FIELDS, format: 'markdown', body: '# 燃料油\n\nsample', attachments: [] }, s.tokens.admin);
const RESEARCH_RECIPES = {
  '/v2/research/document/list': (s) => s.client.call('/v2/research/document/list', { query: '燃料油' }, s.tokens.admin),
  '/v2/research/document/filters': (s) => s.client.call('/v2/research/document/filters', undefined, s.tokens.admin),
  '/v2/research/document/get': async (s) => s.client.call('/v2/research/document/get', { id: (await newDocument(s)).id }, s.tokens.admin),
  '/v2/research/document/upload': (s) =>
    s.client.call('/v2/research/document/upload', { ...SAMPLE_RESEARCH_FIELDS, format: 'html', body: '<p>sample</p>', attachments: [] }, s.tokens.admin),
  '/v2/research/document/update': async (s) =>
    s.client.call('/v2/research/document/update', { id: (await newDocument(s)).id, ...SAMPLE_RESEARCH_FIELDS, title: 'Edited' }, s.tokens.admin),
  '/v2/research/document/delete': async (s) => s.client.call('/v2/research/document/delete', { id: (await newDocument(s)).id }, s.tokens.admin),
  '/v2/research/document/state': async (s) =>
    s.client.call('/v2/research/document/state', { id: (await newDocument(s)).id, favourite: true, note: '笔记' }, s.tokens.admin),
  '/v2/research/document/pins': async (s) =>
    s.client.call('/v2/research/document/pins', { id: (await newDocument(s)).id, addresses: ['md:SHFE.FU2601'] }, s.tokens.admin),
  '/v2/research/annotation/list': (s) =>
    s.client.call('/v2/research/annotation/list', { addresses: ['md:SHFE.FU2601'], from: 0, to: 4102444800000 }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// research feeds (issue 11): administrators only; each recipe works on a feed of its own.
const newFeed = (s: SuiteContext) => s.client.ok('/v2/researchFeeds/save', { ...SAMPLE_RESEARCH_FEED, name: s.unique('feed') }, s.tokens.admin);
const RESEARCH_FEEDS_RECIPES = {
  '/v2/researchFeeds/list': (s) => s.client.call('/v2/researchFeeds/list', undefined, s.tokens.admin),
  '/v2/researchFeeds/save': (s) => s.client.call('/v2/researchFeeds/save', { ...SAMPLE_RESEARCH_FEED, name: s.unique('feed') }, s.tokens.admin),
  '/v2/researchFeeds/delete': async (s) => s.client.call('/v2/researchFeeds/delete', { id: (await newFeed(s)).id }, s.tokens.admin),
  '/v2/researchFeeds/enable': async (s) => s.client.call('/v2/researchFeeds/enable', { id: (await newFeed(s)).id, enabled: true }, s.tokens.admin),
  '/v2/researchFeeds/pollNow': async (s) => s.client.call('/v2/researchFeeds/pollNow', { id: (await newFeed(s)).id }, s.tokens.admin),
  '/v2/researchFeeds/cancel': async (s) => s.client.call('/v2/researchFeeds/cancel', { id: (await newFeed(s)).id }, s.tokens.admin),
  '/v2/researchFeeds/runs': async (s) => s.client.call('/v2/researchFeeds/runs', { id: (await newFeed(s)).id }, s.tokens.admin),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// outlook (issue 11): the administrator holds the page's key. A fresh target has no calendar events (nothing is
// invented): the calls that need one answer their catalogue 404 there, and succeed on a target that has events.
const NO_EVENT = { status: 404, msgKey: 'api.error.notFound' };
/** Runs `then` on an open (unlocked) release, or expects the 404 of a missing one. */
const withOpenEvent =
  (then: (s: SuiteContext, eventId: string) => Promise<InjectResponse>): Recipe =>
  async (s) => {
    const open = (await s.client.ok('/v2/outlook/events', {}, s.tokens.admin)).find((r) => !r.locked);
    if (open) return then(s, open.event.id);
    return { res: await then(s, 'no-such-event'), ...NO_EVENT };
  };
/** Runs `then` on the first event key, or expects the 404 of a missing one. */
const withEventKey =
  (then: (s: SuiteContext, eventKey: string) => Promise<InjectResponse>): Recipe =>
  async (s) => {
    const [first] = await s.client.ok('/v2/outlook/keys', undefined, s.tokens.admin);
    if (first) return then(s, first.eventKey);
    return { res: await then(s, 'NO.SUCH.EVENT'), ...NO_EVENT };
  };
const OUTLOOK_RECIPES = {
  '/v2/outlook/events': (s) => s.client.call('/v2/outlook/events', {}, s.tokens.admin),
  '/v2/outlook/keys': (s) => s.client.call('/v2/outlook/keys', undefined, s.tokens.admin),
  '/v2/outlook/forecast/save': withOpenEvent((s, eventId) => s.client.call('/v2/outlook/forecast/save', { eventId, value: 1.5 }, s.tokens.admin)),
  '/v2/outlook/forecast/delete': withOpenEvent((s, eventId) => s.client.call('/v2/outlook/forecast/delete', { eventId }, s.tokens.admin)),
  '/v2/outlook/method/set': withEventKey((s, eventKey) => s.client.call('/v2/outlook/method/set', { eventKey, method: null }, s.tokens.admin)),
  '/v2/outlook/scores': withEventKey((s, eventKey) => s.client.call('/v2/outlook/scores', { eventKey }, s.tokens.admin)),
  '/v2/outlook/history': withEventKey((s, eventKey) => s.client.call('/v2/outlook/history', { eventKey }, s.tokens.admin)),
  '/v2/outlook/study': withEventKey((s, eventKey) =>
    s.client.call('/v2/outlook/study', { eventKey, address: 'ds:eia:RBRTE', windowsMinutes: [1440] }, s.tokens.admin),
  ),
} satisfies Partial<Record<EndpointPath, Recipe>>;

// meetings (issue 11): the administrator holds the page's key; each recipe works on a meeting of its own.
const newMeeting = (s: SuiteContext) => s.client.ok('/v2/meetings/save', { ...SAMPLE_MEETING, title: s.unique('meeting') }, s.tokens.admin);
const onMeeting =
  (path: '/v2/meetings/get' | '/v2/meetings/delete' | '/v2/meetings/history' | '/v2/meetings/export/markdown'): Recipe =>
  async (s) =>
    s.client.call(path, { id: (await newMeeting(s)).id }, s.tokens.admin);
const MEETINGS_RECIPES = {
  '/v2/meetings/list': (s) => s.client.call('/v2/meetings/list', {}, s.tokens.admin),
  '/v2/meetings/get': onMeeting('/v2/meetings/get'),
  '/v2/meetings/save': asAdmin('/v2/meetings/save'),
  '/v2/meetings/delete': onMeeting('/v2/meetings/delete'),
  '/v2/meetings/history': onMeeting('/v2/meetings/history'),
  '/v2/meetings/users': (s) => s.client.call('/v2/meetings/users', undefined, s.tokens.admin),
  '/v2/meetings/roles': (s) => s.client.call('/v2/meetings/roles', undefined, s.tokens.admin),
  '/v2/meetings/actionItem/mine': (s) => s.client.call('/v2/meetings/actionItem/mine', undefined, s.tokens.admin),
  '/v2/meetings/actionItem/status': async (s) => {
    const me = await s.client.ok('/v1/user/user_info', undefined, s.tokens.admin);
    const m = await s.client.ok(
      '/v2/meetings/save',
      { ...SAMPLE_MEETING, title: s.unique('meeting'), actionItems: [{ text: 'Sample item', ownerId: me.id, dueAt: 1743559200000, status: 'open' }] },
      s.tokens.admin,
    );
    return s.client.call('/v2/meetings/actionItem/status', { meetingId: m.id, itemId: m.actionItems[0].id, status: 'done' }, s.tokens.admin);
  },
  '/v2/meetings/export/markdown': onMeeting('/v2/meetings/export/markdown'),
  '/v2/meetings/settings/get': (s) => s.client.call('/v2/meetings/settings/get', undefined, s.tokens.admin),
  '/v2/meetings/settings/set': asAdmin('/v2/meetings/settings/set'),
  // options on futures (issue 21): the administrator holds the options page's key.
  '/v2/calculators/options/price': asAdmin('/v2/calculators/options/price'),
  '/v2/calculators/options/impliedVol': asAdmin('/v2/calculators/options/impliedVol'),
  // options cross-section (issue 21): the administrator holds the page's and the products' keys.
  '/v2/futOptCrossSectionData/products': (s) => s.client.call('/v2/futOptCrossSectionData/products', undefined, s.tokens.admin),
  '/v2/futOptCrossSectionData/chain': (s) => s.client.call('/v2/futOptCrossSectionData/chain', { product: 'INE.SC', date: '2025-04-01' }, s.tokens.admin),
  '/v2/futOptCrossSectionData/skewHistory': (s) =>
    s.client.call('/v2/futOptCrossSectionData/skewHistory', { product: 'INE.SC', from: '2025-03-27', to: '2025-04-01' }, s.tokens.admin),
  '/v2/futOptCrossSectionData/import/preview': asAdmin('/v2/futOptCrossSectionData/import/preview'),
  '/v2/futOptCrossSectionData/import/commit': (s) =>
    s.client.call(
      '/v2/futOptCrossSectionData/import/commit',
      {
        ...SAMPLE_OPTIONS_FILE,
        content: Buffer.from('date,contract,settle,volume,oi,futures_price,expiry\n2025-03-03,SC2505C550,10,1,1,550,2025-04-20\n').toString('base64'),
      },
      s.tokens.admin,
    ),
  // page digests (issue 21): the administrator holds the oil watch's key.
  '/v2/pageDigest/list': (s) => s.client.call('/v2/pageDigest/list', undefined, s.tokens.admin),
  '/v2/pageDigest/set': (s) => s.client.call('/v2/pageDigest/set', { page: OIL_WATCH, hour: 8, timeZone: 'Asia/Shanghai' }, s.tokens.admin),
  '/v2/pageDigest/remove': async (s) => {
    await s.client.ok('/v2/pageDigest/set', { page: OIL_WATCH, hour: 8, timeZone: 'Asia/Shanghai' }, s.tokens.admin);
    return s.client.call('/v2/pageDigest/remove', { page: OIL_WATCH }, s.tokens.admin);
  },
  // builder (issue 22): the administrator holds the builder's keys and auth_report; each recipe makes its own page.
  ...BUILDER_RECIPES,
  // data sets (issue 22): the administrator holds /list/data; each recipe makes its own data set.
  ...DATA_SET_RECIPES,
  // report specs and subscriptions (issue 22): each recipe publishes the sample page for the admin's role.
  ...SUBSCRIBE_RECIPES,
  ...ASSISTANT_RECIPES,
  // holdings (issue 21): the administrator holds the page's key; the imports store the one-row sample files.
  '/v2/position/cot/preview': (s) => s.client.call('/v2/position/cot/preview', SAMPLE_COT_FILE, s.tokens.admin),
  '/v2/position/cot/import': (s) => s.client.call('/v2/position/cot/import', SAMPLE_COT_FILE, s.tokens.admin),
  '/v2/position/cot/markets': (s) => s.client.call('/v2/position/cot/markets', undefined, s.tokens.admin),
  '/v2/position/cot/series': async (s) => {
    await s.client.ok('/v2/position/cot/import', SAMPLE_COT_FILE, s.tokens.admin);
    return s.client.call('/v2/position/cot/series', { layout: 'legacy', marketCode: 'SAMPLE', lookback: 26 }, s.tokens.admin);
  },
  '/v2/position/ranking/preview': (s) => s.client.call('/v2/position/ranking/preview', SAMPLE_RANKING_FILE, s.tokens.admin),
  '/v2/position/ranking/import': (s) => s.client.call('/v2/position/ranking/import', SAMPLE_RANKING_FILE, s.tokens.admin),
  '/v2/position/ranking/demo': asAdmin('/v2/position/ranking/demo'),
  '/v2/position/ranking/catalog': (s) => s.client.call('/v2/position/ranking/catalog', undefined, s.tokens.admin),
  '/v2/position/ranking/day': async (s) => {
    await s.client.ok('/v2/position/ranking/import', SAMPLE_RANKING_FILE, s.tokens.admin);
    return s.client.call('/v2/position/ranking/day', { exchange: 'DCE', contract: 'PG2507' }, s.tokens.admin);
  },
  '/v2/position/ranking/netTop': asAdmin('/v2/position/ranking/netTop'),
  '/v2/position/ranking/member': asAdmin('/v2/position/ranking/member'),
} satisfies Partial<Record<EndpointPath, Recipe>>;

export const SUCCESS_RECIPES: Record<EndpointPath, Recipe> = {
  '/v1/user/password_login': asAdmin('/v1/user/password_login'),
  '/v1/user/captcha/send': (s) => s.client.call('/v1/user/captcha/send', { phone: '13900000001' }),
  '/v1/user/phone_captcha_login': async (s) =>
    s.client.call('/v1/user/phone_captcha_login', { phone: QA.trader.phone, captcha: await s.sentCaptcha(QA.trader.phone) }),
  '/v1/user/register': (s) => s.client.call('/v1/user/register', { username: s.unique('registered'), password: 'Register@12345' }),
  '/v1/user/register/options': (s) => s.client.call('/v1/user/register/options'),
  '/v1/user/logout': async (s) => s.client.call('/v1/user/logout', undefined, await s.freshToken('viewer')),
  '/v1/user/user_info': (s) => s.client.call('/v1/user/user_info', undefined, s.tokens.viewer),
  '/v1/user/edit/password': async (s) => {
    const u = await s.newUser();
    return s.client.call('/v1/user/edit/password', { oldPassword: u.password, newPassword: 'Changed@12345' }, u.token);
  },
  '/v1/user/deregister/admin': async (s) => s.client.call('/v1/user/deregister/admin', { userId: (await s.newUser()).id }, s.tokens.admin),
  '/v1/user/search/userOption': asAdmin('/v1/user/search/userOption'),
  '/v1/user/session/list': (s) => s.client.call('/v1/user/session/list', undefined, s.tokens.trader),
  '/v1/user/session/revokeOthers': async (s) => s.client.call('/v1/user/session/revokeOthers', undefined, (await s.newUser()).token),
  '/v1/user/admin/list': asAdmin('/v1/user/admin/list'),
  '/v1/user/admin/create': (s) => s.client.call('/v1/user/admin/create', { username: s.unique('created'), password: 'Created@12345' }, s.tokens.admin),
  '/v1/user/admin/update': async (s) => s.client.call('/v1/user/admin/update', { userId: (await s.newUser()).id, name: 'Renamed' }, s.tokens.admin),
  '/v1/user/admin/approve': async (s) => s.client.call('/v1/user/admin/approve', { userId: (await s.newUser()).id }, s.tokens.admin),
  '/v1/user/admin/resetPassword': async (s) =>
    s.client.call('/v1/user/admin/resetPassword', { userId: (await s.newUser()).id, newPassword: 'Reset@12345' }, s.tokens.admin),
  '/v1/user/access/get': (s) => s.client.call('/v1/user/access/get', { userId: s.ids.trader }, s.tokens.admin),
  '/v1/user/access/set': async (s) => s.client.call('/v1/user/access/set', { userId: (await s.newUser()).id, paths: ['/user/fileUpload'] }, s.tokens.admin),
  '/v1/user/access/copy': async (s) => s.client.call('/v1/user/access/copy', { fromUserId: s.ids.trader, toUserIds: [(await s.newUser()).id] }, s.tokens.admin),
  '/v1/user/audit/list': asAdmin('/v1/user/audit/list'),
  '/v1/user/role/list': asAdmin('/v1/user/role/list'),
  '/v1/user/role/create': (s) => s.client.call('/v1/user/role/create', { name: s.unique('role') }, s.tokens.admin),
  '/v1/user/role/rename': async (s) => {
    const name = s.unique('role');
    await s.client.ok('/v1/user/role/create', { name }, s.tokens.admin);
    return s.client.call('/v1/user/role/rename', { name, newName: s.unique('renamed') }, s.tokens.admin);
  },
  '/v1/user/role/delete': async (s) => {
    const name = s.unique('role');
    await s.client.ok('/v1/user/role/create', { name }, s.tokens.admin);
    return s.client.call('/v1/user/role/delete', { name }, s.tokens.admin);
  },
  '/v1/user/oss/upload/getToken': (s) => s.client.call('/v1/user/oss/upload/getToken', SAMPLE_BODIES['/v1/user/oss/upload/getToken'], s.tokens.trader),
  '/v1/user/oss/upload/getFileList': (s) => s.client.call('/v1/user/oss/upload/getFileList', {}, s.tokens.trader),
  '/v1/user/oss/upload/quota': (s) => s.client.call('/v1/user/oss/upload/quota', undefined, s.tokens.trader),
  '/v1/user/oss/upload/delete': async (s) => {
    const id = await s.upload(s.tokens.trader, 'to-delete.csv', Buffer.from('a,b\n1,2\n'));
    return s.client.call('/v1/user/oss/upload/delete', { id }, s.tokens.trader);
  },
  '/v1/setting/getConfigValue': asAdmin('/v1/setting/getConfigValue'),
  '/v1/setting/healthyCheck': (s) => s.client.call('/v1/setting/healthyCheck'),
  '/v1/setting/test': (s) => s.client.call('/v1/setting/test', undefined, s.tokens.admin),
  '/v1/setting/version': (s) => s.client.call('/v1/setting/version', undefined, s.tokens.viewer),
  '/v1/setting/version/set': asAdmin('/v1/setting/version/set'),
  '/v1/setting/version/updateHistory': (s) => s.client.call('/v1/setting/version/updateHistory', {}, s.tokens.viewer),
  '/v1/setting/mocTrade/update': (s) =>
    s.client.call('/v1/setting/mocTrade/update', { records: [{ ...SAMPLE_MOC_TRADE, product: s.unique('moc') }] }, s.tokens.admin),
  [`${LOW}/source/get/checkHealth`]: (s) => s.client.call(`${LOW}/source/get/checkHealth`, undefined, s.tokens.viewer),
  ...(Object.fromEntries(UPDATABLE_SOURCES.map((src) => [`${LOW}/source/update/${src}`, asAdmin(`${LOW}/source/update/${src}`)])) as Record<
    `${typeof LOW}/source/update/${(typeof UPDATABLE_SOURCES)[number]}`,
    Recipe
  >),
  [`${LOW}/source/update/status`]: asAdmin(`${LOW}/source/update/status`),
  [`${LOW}/source/update/token`]: asAdmin(`${LOW}/source/update/token`),
  [`${LOW}/source/cron/nextTime`]: asAdmin(`${LOW}/source/cron/nextTime`),
  [`${LOW}/source/cron/traceUpdated`]: (s) => s.client.call(`${LOW}/source/cron/traceUpdated`, undefined, s.tokens.admin),
  [`${LOW}/source/scheduler/history`]: asAdmin(`${LOW}/source/scheduler/history`),
  [`${LOW}/source/scheduler/reset`]: asAdmin(`${LOW}/source/scheduler/reset`),
  [`${LOW}/source/kpler/generate`]: async (s) => {
    const body = await s.kplerReportBody();
    if (body) return s.client.call(`${LOW}/source/kpler/generate`, body, s.tokens.admin);
    return { res: await s.client.call(`${LOW}/source/kpler/generate`, KPLER_NO_DATA, s.tokens.admin), status: 404, msgKey: 'api.error.kplerNoData' };
  },
  [`${LOW}/source/kpler/get`]: async (s) => {
    const body = await s.kplerReportBody();
    if (!body)
      return { res: await s.client.call(`${LOW}/source/kpler/get`, { id: 'no-such-report' }, s.tokens.admin), status: 404, msgKey: 'api.error.notFound' };
    const report = await s.client.ok(`${LOW}/source/kpler/generate`, body, s.tokens.admin);
    return s.client.call(`${LOW}/source/kpler/get`, { id: report.id }, s.tokens.admin);
  },
  [`${LOW}/source/kpler/search/location`]: asAdmin(`${LOW}/source/kpler/search/location`),
  [`${LOW}/dbIndexCache/reset`]: (s) => s.client.call(`${LOW}/dbIndexCache/reset`, undefined, s.tokens.admin),
  // marketData area (issue 9)
  '/v2/marketData/series': (s) => s.client.call('/v2/marketData/series', { address: 'ds:eia:RBRTE', interval: '1d', maxPoints: 50 }, s.tokens.admin),
  '/v2/marketData/catalog': (s) => s.client.call('/v2/marketData/catalog', {}, s.tokens.viewer),
  '/v2/marketData/inventories': (s) => s.client.call('/v2/marketData/inventories', { ids: ['RBRTE'] }, s.tokens.viewer),
  '/v2/marketData/bars/import/preview': asAdmin('/v2/marketData/bars/import/preview'),
  '/v2/marketData/bars/import/commit': async (s) => {
    // One FU bar on its tick grid: stored where the reference data knows SHFE.FU, refused as a whole otherwise.
    const body = { ...SAMPLE_BARS_FILE, content: Buffer.from('date,open,high,low,close\n2025-03-03,3000,3010,2990,3005\n').toString('base64') };
    const preview = await s.client.ok('/v2/marketData/bars/import/preview', body, s.tokens.admin);
    const res = await s.client.call('/v2/marketData/bars/import/commit', body, s.tokens.admin);
    return preview.errors.length > 0 ? { res, status: 400, msgKey: 'api.error.barsImportInvalid' } : res;
  },
  // feeds area (issue 9)
  '/v2/feeds/state': (s) => s.client.call('/v2/feeds/state', undefined, s.tokens.admin),
  '/v2/feeds/assignment/list': (s) => s.client.call('/v2/feeds/assignment/list', undefined, s.tokens.admin),
  '/v2/feeds/assignment/set': asAdmin('/v2/feeds/assignment/set'),
  '/v2/feeds/key/list': (s) => s.client.call('/v2/feeds/key/list', undefined, s.tokens.admin),
  '/v2/feeds/key/create': (s) => s.client.call('/v2/feeds/key/create', { name: s.unique('publisher') }, s.tokens.admin),
  '/v2/feeds/key/revoke': async (s) => {
    const created = await s.client.ok('/v2/feeds/key/create', { name: s.unique('publisher') }, s.tokens.admin);
    return s.client.call('/v2/feeds/key/revoke', { id: created.key.id }, s.tokens.admin);
  },
  '/v2/feeds/push': async (s) => {
    const created = await s.client.ok('/v2/feeds/key/create', { name: s.unique('publisher') }, s.tokens.admin);
    // Rows the server refuses (with reasons) still make a 200 answer: the recipe checks the envelope.
    return s.target.inject({
      method: 'POST',
      url: '/v2/feeds/push',
      payload: JSON.stringify(SAMPLE_BODIES['/v2/feeds/push']),
      headers: { authorization: `Publisher ${created.secret}`, 'content-type': 'application/json' },
    });
  },
  // reference (issue 9)
  '/v2/reference/product/list': (s) => s.client.call('/v2/reference/product/list', { locale: 'en-US' }, s.tokens.trader),
  '/v2/reference/product/versions': (s) => s.client.call('/v2/reference/product/versions', SAMPLE_BODIES['/v2/reference/product/versions'], s.tokens.trader),
  '/v2/reference/product/addVersion': async (s) => {
    // A day after the latest version of a product only this suite changes (Dubai), so repeated runs stay valid.
    const versions = await s.client.ok('/v2/reference/product/versions', { exchange: 'ICE', code: 'DUBAI' }, s.tokens.admin);
    const next = new Date(Date.parse(`${versions[0].validFrom}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const body = {
      ...SAMPLE_PRODUCT_VERSION,
      exchange: 'ICE',
      code: 'DUBAI',
      validFrom: next,
      currency: 'USD',
      unit: 'USD/bbl',
      timeZone: 'Europe/London',
      listingRule: 'monthly:24;ltd:monthLast',
    };
    return s.client.call('/v2/reference/product/addVersion', body, s.tokens.admin);
  },
  '/v2/reference/contract/list': (s) => s.client.call('/v2/reference/contract/list', SAMPLE_BODIES['/v2/reference/contract/list'], s.tokens.trader),
  '/v2/reference/mapping/list': (s) => s.client.call('/v2/reference/mapping/list', undefined, s.tokens.trader),
  '/v2/reference/mapping/set': asAdmin('/v2/reference/mapping/set'),
  '/v2/reference/rate/list': (s) => s.client.call('/v2/reference/rate/list', {}, s.tokens.trader),
  '/v2/reference/rate/history': (s) => s.client.call('/v2/reference/rate/history', SAMPLE_BODIES['/v2/reference/rate/history'], s.tokens.trader),
  '/v2/reference/rate/add': asAdmin('/v2/reference/rate/add'),
  '/v2/reference/rate/asOf': (s) => s.client.call('/v2/reference/rate/asOf', SAMPLE_BODIES['/v2/reference/rate/asOf'], s.tokens.trader),
  '/v2/reference/holiday/list': (s) => s.client.call('/v2/reference/holiday/list', SAMPLE_BODIES['/v2/reference/holiday/list'], s.tokens.trader),
  '/v2/reference/holiday/add': asAdmin('/v2/reference/holiday/add'),
  '/v2/reference/holiday/remove': async (s) => {
    // A holiday of its own to remove (2026-05-04, a UK bank holiday ICE trades on), so the seeded calendar stays as it is.
    await s.client.call(
      '/v2/reference/holiday/add',
      { calendar: 'ICE', date: '2026-05-04', name: 'Contract suite sample', source: 'contract suite', provisional: true },
      s.tokens.admin,
    );
    return s.client.call('/v2/reference/holiday/remove', SAMPLE_BODIES['/v2/reference/holiday/remove'], s.tokens.admin);
  },
  '/v2/reference/calendar/product': (s) => s.client.call('/v2/reference/calendar/product', SAMPLE_BODIES['/v2/reference/calendar/product'], s.tokens.trader),
  // strategy area (issue 9)
  ...STRATEGY_RECIPES,
  // board (issue 9): the trader holds the board's access key.
  '/v2/analytics/metrics': (s) => s.client.call('/v2/analytics/metrics', SAMPLE_BODIES['/v2/analytics/metrics'], s.tokens.viewer),
  // seasonal (issue 10): the trader may read ds: series (real-time grant); the public EIA Brent history.
  '/v2/analytics/seasonality': (s) =>
    s.client.call(
      '/v2/analytics/seasonality',
      { address: 'ds:eia:RBRTE', years: 5, x: 'weekOfYear', mode: 'rebased', percentiles: [10, 25, 50, 75, 90], asOf: Date.UTC(2025, 5, 30) },
      s.tokens.trader,
    ),
  // regression (issue 20): the macro fit page's key (the administrator holds every page); two public EIA histories.
  '/v2/analytics/regression': (s) =>
    s.client.call('/v2/analytics/regression', { y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC'], from: Date.UTC(2024, 0, 1), to: Date.UTC(2025, 0, 1) }, s.tokens.admin),
  '/v2/watchlist/list': (s) => s.client.call('/v2/watchlist/list', undefined, s.tokens.trader),
  '/v2/watchlist/save': (s) => s.client.call('/v2/watchlist/save', { name: s.unique('list'), items: ['md:SHFE.FU@main'] }, s.tokens.trader),
  '/v2/watchlist/rename': async (s) => {
    const list = await s.client.ok('/v2/watchlist/save', { name: s.unique('list'), items: [] }, s.tokens.trader);
    return s.client.call('/v2/watchlist/rename', { id: list.id, name: s.unique('renamed') }, s.tokens.trader);
  },
  '/v2/watchlist/delete': async (s) => {
    const list = await s.client.ok('/v2/watchlist/save', { name: s.unique('list'), items: [] }, s.tokens.trader);
    return s.client.call('/v2/watchlist/delete', { id: list.id }, s.tokens.trader);
  },
  '/v2/watchlist/reorder': async (s) => {
    const lists = await s.client.ok('/v2/watchlist/list', undefined, s.tokens.trader);
    return s.client.call('/v2/watchlist/reorder', { ids: lists.map((l) => l.id).reverse() }, s.tokens.trader);
  },
  ...TRADE_RECORD_RECIPES,
  ...SPOT_TRADE_RECORD_RECIPES,
  ...BACKTESTING_RECIPES,
  ...CALENDAR_RECIPES,
  ...RESEARCH_RECIPES,
  ...RESEARCH_FEEDS_RECIPES,
  // meetings (issue 11)
  ...MEETINGS_RECIPES,
  // calculators (issue 10): the admin holds both pages' keys and the product's.
  '/v2/calculators/basis/termStructure': (s) =>
    s.client.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-06-02' }, s.tokens.admin),
  '/v2/calculators/termStructure': (s) => s.client.call('/v2/calculators/termStructure', { product: 'SHFE.FU', date: '2025-06-02' }, s.tokens.admin),
  '/v2/calculators/calendarSpreadYears': (s) =>
    s.client.call('/v2/calculators/calendarSpreadYears', { product: 'SHFE.FU', near: 1, far: 5, years: 2, daysBefore: 60 }, s.tokens.admin),
  '/v2/calculators/rollingAnalyzer/termStructure': (s) =>
    s.client.call('/v2/calculators/rollingAnalyzer/termStructure', { product: 'SHFE.FU', from: '2025-05-01', to: '2025-06-02' }, s.tokens.admin),
  ...OUTLOOK_RECIPES,
  // warehouse receipts (issue 21): a one-row file labelled as the contract's sample, imported and read back.
  '/v2/warehouseCargoLocData/receipt/products': (s) => s.client.call('/v2/warehouseCargoLocData/receipt/products', undefined, s.tokens.admin),
  '/v2/warehouseCargoLocData/receipt/series': async (s) => {
    await s.client.ok('/v2/warehouseCargoLocData/receipt/import/commit', RECEIPT_SAMPLE_FILE, s.tokens.admin);
    return s.client.call('/v2/warehouseCargoLocData/receipt/series', { exchange: 'SHFE', product: 'CONTRACT SAMPLE' }, s.tokens.admin);
  },
  '/v2/warehouseCargoLocData/receipt/import/preview': (s) =>
    s.client.call('/v2/warehouseCargoLocData/receipt/import/preview', RECEIPT_SAMPLE_FILE, s.tokens.admin),
  '/v2/warehouseCargoLocData/receipt/import/commit': (s) =>
    s.client.call('/v2/warehouseCargoLocData/receipt/import/commit', RECEIPT_SAMPLE_FILE, s.tokens.admin),
  '/v2/warehouseCargoLocData/receipt/demo': (s) => s.client.call('/v2/warehouseCargoLocData/receipt/demo', undefined, s.tokens.admin),
};
