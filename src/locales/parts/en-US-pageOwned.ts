/** en-US: the areas one page owns (../pageOwnedAreas.ts), together for jest and Umi's language list only: the build loads each with its page (../pageParts/). */
import account from '../en-US/account';
import assistant from '../en-US/assistant';
import backtesting from '../en-US/backtesting';
// Not one page's own (two builder pages show it), but loaded with those pages alone all the same (../pageParts/builderEditor.ts).
import builderEditor from '../en-US/builderEditor';
import cycle from '../en-US/cycle';
import dataSet from '../en-US/dataSet';
import futOptCrossSectionData from '../en-US/futOptCrossSectionData';
import introduction from '../en-US/introduction';
import outlook from '../en-US/outlook';
import position from '../en-US/position';
import rollingAnalyzer from '../en-US/rollingAnalyzer';
import spotTradeRecord from '../en-US/spotTradeRecord';
import subscribe from '../en-US/subscribe';
import test from '../en-US/test';
import tradeRecord from '../en-US/tradeRecord';
import warehouseCargoLocData from '../en-US/warehouseCargoLocData';

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
