/** zh-CN: every other area's strings but the product pages' (./zh-CN-products.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../zh-CN/access';
import account from '../zh-CN/account';
import admin from '../zh-CN/admin';
import analytics from '../zh-CN/analytics';
import backtesting from '../zh-CN/backtesting';
import basis from '../zh-CN/basis';
import board from '../zh-CN/board';
import chart from '../zh-CN/chart';
import cycle from '../zh-CN/cycle';
import datasource from '../zh-CN/datasource';
import events from '../zh-CN/events';
import feeds from '../zh-CN/feeds';
import fileUpload from '../zh-CN/fileUpload';
import introduction from '../zh-CN/introduction';
import library from '../zh-CN/library';
import marketData from '../zh-CN/marketData';
import meetings from '../zh-CN/meetings';
import outlook from '../zh-CN/outlook';
import placeholder from '../zh-CN/placeholder';
import productSummaries from '../zh-CN/productSummaries';
import reference from '../zh-CN/reference';
import researchFeeds from '../zh-CN/researchFeeds';
import rollingAnalyzer from '../zh-CN/rollingAnalyzer';
import seasonal from '../zh-CN/seasonal';
import strategy from '../zh-CN/strategy';
import stream from '../zh-CN/stream';
import subscribe from '../zh-CN/subscribe';
import test from '../zh-CN/test';
import tradeRecord from '../zh-CN/tradeRecord';
import spotTradeRecordLabels from '../zh-CN/spotTradeRecordLabels';

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
