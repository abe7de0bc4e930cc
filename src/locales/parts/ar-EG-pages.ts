/** ar-EG: every other area's strings but the product pages' (./ar-EG-products.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../ar-EG/access';
import account from '../ar-EG/account';
import admin from '../ar-EG/admin';
import analytics from '../ar-EG/analytics';
import backtesting from '../ar-EG/backtesting';
import basis from '../ar-EG/basis';
import board from '../ar-EG/board';
import chart from '../ar-EG/chart';
import cycle from '../ar-EG/cycle';
import datasource from '../ar-EG/datasource';
import events from '../ar-EG/events';
import feeds from '../ar-EG/feeds';
import fileUpload from '../ar-EG/fileUpload';
import introduction from '../ar-EG/introduction';
import library from '../ar-EG/library';
import marketData from '../ar-EG/marketData';
import meetings from '../ar-EG/meetings';
import outlook from '../ar-EG/outlook';
import placeholder from '../ar-EG/placeholder';
import productSummaries from '../ar-EG/productSummaries';
import reference from '../ar-EG/reference';
import researchFeeds from '../ar-EG/researchFeeds';
import rollingAnalyzer from '../ar-EG/rollingAnalyzer';
import seasonal from '../ar-EG/seasonal';
import strategy from '../ar-EG/strategy';
import stream from '../ar-EG/stream';
import subscribe from '../ar-EG/subscribe';
import test from '../ar-EG/test';
import tradeRecord from '../ar-EG/tradeRecord';
import spotTradeRecordLabels from '../ar-EG/spotTradeRecordLabels';

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
