/** zh-CN: the areas one page owns (../pageOwnedAreas.ts), together for jest and Umi's language list only: the build loads each with its page (../pageParts/). */
import account from '../zh-CN/account';
import assistant from '../zh-CN/assistant';
import backtesting from '../zh-CN/backtesting';
// Not one page's own (two builder pages show it), but loaded with those pages alone all the same (../pageParts/builderEditor.ts).
import builderEditor from '../zh-CN/builderEditor';
import cycle from '../zh-CN/cycle';
import dataSet from '../zh-CN/dataSet';
import futOptCrossSectionData from '../zh-CN/futOptCrossSectionData';
import introduction from '../zh-CN/introduction';
import outlook from '../zh-CN/outlook';
import position from '../zh-CN/position';
import rollingAnalyzer from '../zh-CN/rollingAnalyzer';
import spotTradeRecord from '../zh-CN/spotTradeRecord';
import subscribe from '../zh-CN/subscribe';
import test from '../zh-CN/test';
import tradeRecord from '../zh-CN/tradeRecord';
import warehouseCargoLocData from '../zh-CN/warehouseCargoLocData';

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
