/** en-US: the strings of the areas several pages share (not the product pages', ./en-US-products.ts, nor those of an area one page owns, ./en-US-pageOwned.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../en-US/access';
import admin from '../en-US/admin';
import analytics from '../en-US/analytics';
import basis from '../en-US/basis';
import board from '../en-US/board';
import chart from '../en-US/chart';
import datasource from '../en-US/datasource';
import events from '../en-US/events';
import feeds from '../en-US/feeds';
import fileImport from '../en-US/fileImport';
import fileUpload from '../en-US/fileUpload';
import library from '../en-US/library';
import marketData from '../en-US/marketData';
import meetings from '../en-US/meetings';
import pageSummaries from '../en-US/pageSummaries';
import placeholder from '../en-US/placeholder';
import productSummaries from '../en-US/productSummaries';
import reference from '../en-US/reference';
import report from '../en-US/report';
import researchFeeds from '../en-US/researchFeeds';
import seasonal from '../en-US/seasonal';
import spotTradeRecordLabels from '../en-US/spotTradeRecordLabels';
import strategy from '../en-US/strategy';
import stream from '../en-US/stream';

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
