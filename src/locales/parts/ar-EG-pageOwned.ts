/** ar-EG: the areas one page owns (../pageOwnedAreas.ts), together for jest and Umi's language list only: the build loads each with its page (../pageParts/). */
import account from '../ar-EG/account';
import assistant from '../ar-EG/assistant';
import backtesting from '../ar-EG/backtesting';
// Not one page's own (two builder pages show it), but loaded with those pages alone all the same (../pageParts/builderEditor.ts).
import builderEditor from '../ar-EG/builderEditor';
import cycle from '../ar-EG/cycle';
import dataSet from '../ar-EG/dataSet';
import futOptCrossSectionData from '../ar-EG/futOptCrossSectionData';
import introduction from '../ar-EG/introduction';
import outlook from '../ar-EG/outlook';
import position from '../ar-EG/position';
import rollingAnalyzer from '../ar-EG/rollingAnalyzer';
import spotTradeRecord from '../ar-EG/spotTradeRecord';
import subscribe from '../ar-EG/subscribe';
import test from '../ar-EG/test';
import tradeRecord from '../ar-EG/tradeRecord';
import warehouseCargoLocData from '../ar-EG/warehouseCargoLocData';

export default {
  ...account,
  ...assistant,
  ...backtesting,
  ...builderEditor,
  ...cycle,
  ...dataSet,
  ...futOptCrossSectionData,
  ...introduction,
  ...outlook,
  ...position,
  ...rollingAnalyzer,
  ...spotTradeRecord,
  ...subscribe,
  ...test,
  ...tradeRecord,
  ...warehouseCargoLocData,
} as Record<string, string>;
