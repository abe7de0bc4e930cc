/** en-US: every other area's strings but the product pages' (./en-US-products.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../en-US/access';
import account from '../en-US/account';
import admin from '../en-US/admin';
import analytics from '../en-US/analytics';
import backtesting from '../en-US/backtesting';
import basis from '../en-US/basis';
import board from '../en-US/board';
import chart from '../en-US/chart';
import cycle from '../en-US/cycle';
import datasource from '../en-US/datasource';
import events from '../en-US/events';
import feeds from '../en-US/feeds';
import fileUpload from '../en-US/fileUpload';
import introduction from '../en-US/introduction';
import library from '../en-US/library';
import marketData from '../en-US/marketData';
import meetings from '../en-US/meetings';
import outlook from '../en-US/outlook';
import placeholder from '../en-US/placeholder';
import productSummaries from '../en-US/productSummaries';
import reference from '../en-US/reference';
import researchFeeds from '../en-US/researchFeeds';
import rollingAnalyzer from '../en-US/rollingAnalyzer';
import seasonal from '../en-US/seasonal';
import strategy from '../en-US/strategy';
import stream from '../en-US/stream';
import subscribe from '../en-US/subscribe';
import test from '../en-US/test';
import tradeRecord from '../en-US/tradeRecord';
import spotTradeRecordLabels from '../en-US/spotTradeRecordLabels';

export default {
  ...access,
  ...account,
  ...admin,
  ...analytics,
  ...backtesting,
  ...basis,
  ...board,
  ...chart,
  ...cycle,
  ...datasource,
  ...events,
  ...feeds,
  ...fileUpload,
  ...introduction,
  ...library,
  ...marketData,
  ...meetings,
  ...outlook,
  ...placeholder,
  ...productSummaries,
  ...reference,
  ...researchFeeds,
  ...rollingAnalyzer,
  ...seasonal,
  ...strategy,
  ...stream,
  ...subscribe,
  ...test,
  ...tradeRecord,
  ...spotTradeRecordLabels,
} as Record<string, string>;
