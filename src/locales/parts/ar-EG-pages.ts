/** ar-EG: the strings of the areas several pages share (not the product pages', ./ar-EG-products.ts, nor those of an area one page owns, ./ar-EG-pageOwned.ts), loaded with the first page that is not in the shell (src/locales/load.ts). */
import access from '../ar-EG/access';
import admin from '../ar-EG/admin';
import analytics from '../ar-EG/analytics';
import basis from '../ar-EG/basis';
import board from '../ar-EG/board';
import chart from '../ar-EG/chart';
import datasource from '../ar-EG/datasource';
import events from '../ar-EG/events';
import feeds from '../ar-EG/feeds';
import fileImport from '../ar-EG/fileImport';
import fileUpload from '../ar-EG/fileUpload';
import library from '../ar-EG/library';
import marketData from '../ar-EG/marketData';
import meetings from '../ar-EG/meetings';
import pageSummaries from '../ar-EG/pageSummaries';
import placeholder from '../ar-EG/placeholder';
import productSummaries from '../ar-EG/productSummaries';
import reference from '../ar-EG/reference';
import report from '../ar-EG/report';
import researchFeeds from '../ar-EG/researchFeeds';
import seasonal from '../ar-EG/seasonal';
import spotTradeRecordLabels from '../ar-EG/spotTradeRecordLabels';
import strategy from '../ar-EG/strategy';
import stream from '../ar-EG/stream';

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
