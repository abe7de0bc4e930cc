/**
 * Route-card summaries (drawn by the section pages) of the pages whose own strings load with them alone
 * (src/locales/pageOwnedAreas.ts): the section page shows these without loading those pages' parts.
 */
export default {
  'pages.summary.tool.calculator.backtesting': 'Backtest a net-value series or a rule on any series, with costs, next-bar fills, metrics and parameter sweeps.',
  'pages.summary.tool.calculator.cycle':
    "Investment clock: growth and inflation directions give the four phases over time, and each asset's average return per phase.",
  'pages.summary.tool.calendar.prdiction': 'Forecast upcoming economic releases, compare with consensus and baseline models, and see who forecast best.',
  'pages.summary.tool.calculator.rollingAnalyzer':
    "Term structure now and over time, roll yield variants, rolling strategies' returns and continuous-series adjustments.",
  'pages.summary.tool.aiModel':
    "Ask about the desk's series, strategies, seasonality, calendar and research: answers with each figure checked and each step shown.",
  'pages.summary.tool.record': 'Books of trades with import and edit history; positions FIFO and net value marked to exchange settlement, with metrics.',
  'pages.summary.list.page':
    'Pages of panels and library components on a 24-column grid: drag, resize, variables, versions with diff and restore, JSON export and import.',
  'pages.summary.list.comp': 'Library panels stored once and placed on many pages: edit with a live preview, versions, sharing and where each is used.',
} as Record<string, string>;
