/**
 * Route-card summaries (drawn by the section pages) of the pages whose own strings load with them alone
 * (src/locales/pageOwnedAreas.ts): the section page shows these without loading those pages' parts.
 */
export default {
  'pages.summary.tool.calculator.backtesting': '对净值序列或任意序列上的规则做回测：含成本、下一根K线成交、指标和参数扫描。',
  'pages.summary.tool.calculator.cycle': '投资时钟：由增长和通胀方向划分四个阶段，并给出各资产在每个阶段的平均收益。',
  'pages.summary.tool.calendar.prdiction': '预测即将发布的经济数据，与市场预期和基准模型比较，查看谁预测得最准。',
  'pages.summary.tool.calculator.rollingAnalyzer': '当前及历史期限结构、展期收益率各口径、移仓策略收益与连续合约复权方式对比。',
  'pages.summary.tool.aiModel': '就本系统的序列、策略、季节性、日历和研究提问：每个数字都经核对，每一步调用都可查看。',
  'pages.summary.tool.record': '成交记录账户，支持导入和修改历史；先开先平持仓，按交易所结算价盯市的净值与指标。',
  'pages.summary.list.page': '由面板和组件库组件在 24 列网格上搭建页面：拖动、调整大小、变量、带差异比较与恢复的版本、JSON 导出与导入。',
  'pages.summary.list.comp': '组件库面板只存一份、可放到多个页面：带实时预览的编辑、版本、共享及使用情况。',
} as Record<string, string>;
