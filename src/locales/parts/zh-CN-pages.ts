/** zh-CN: the strings of the areas several pages share (not the product pages', ./zh-CN-products.ts, nor those of an area one page owns, ./zh-CN-pageOwned.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../zh-CN/access';
import admin from '../zh-CN/admin';
import analytics from '../zh-CN/analytics';
import basis from '../zh-CN/basis';
import board from '../zh-CN/board';
import chart from '../zh-CN/chart';
import datasource from '../zh-CN/datasource';
import events from '../zh-CN/events';
import feeds from '../zh-CN/feeds';
import fileImport from '../zh-CN/fileImport';
import fileUpload from '../zh-CN/fileUpload';
import library from '../zh-CN/library';
import marketData from '../zh-CN/marketData';
import meetings from '../zh-CN/meetings';
import pageSummaries from '../zh-CN/pageSummaries';
import placeholder from '../zh-CN/placeholder';
import productSummaries from '../zh-CN/productSummaries';
import reference from '../zh-CN/reference';
import report from '../zh-CN/report';
import researchFeeds from '../zh-CN/researchFeeds';
import seasonal from '../zh-CN/seasonal';
import spotTradeRecordLabels from '../zh-CN/spotTradeRecordLabels';
import strategy from '../zh-CN/strategy';
import stream from '../zh-CN/stream';

export default {
  ...access,
  ...admin,
  ...analytics,
  ...basis,
  ...board,
  ...chart,
  ...datasource,
  ...events,
  ...feeds,
  ...fileImport,
  ...fileUpload,
  ...library,
  ...marketData,
  ...meetings,
  ...pageSummaries,
  ...placeholder,
  ...productSummaries,
  ...reference,
  ...report,
  ...researchFeeds,
  ...seasonal,
  ...spotTradeRecordLabels,
  ...strategy,
  ...stream,
} as Record<string, string>;
