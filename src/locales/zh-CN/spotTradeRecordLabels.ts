/**
 * What other pages show of the spot trade record: its route card's summary (drawn by the section page) and its
 * audit actions' labels (the administrators' audit table). In the pages' part; the page's own strings
 * (spotTradeRecord.ts) load with the spec pages' part.
 */
export default {
  'pages.summary.tool.calculator.spotTradeRecord': '按日查看新加坡 MOC 窗口直至 16:30 收盘，按公司和交易对手统计，并计算迪拜部分货（partials）合并。',
  'admin.audit.action.spotTrades.import': '导入窗口记录',
  'admin.audit.action.spotTrades.remove': '删除窗口记录',
};
