/** 用户区各页面共用的文字：按钮、本地表格、数据源表格。 */
export default {
  'common.retry': '重试',
  'common.refresh': '刷新',
  'common.cancel': '取消',

  'table.export': '导出 CSV',
  'table.exportXlsx': '导出 Excel',
  'table.search': '搜索本表',
  'table.total': '共 {total} 行',

  'sources.column.source': '数据源',
  'sources.column.state': '状态',
  'sources.column.lastUpdate': '最近更新',
  'sources.column.message': '说明',
  // The one z-score and percentile (common/domain/trailingScores.ts): stated next to the number wherever shown.
  'stats.zScore.basis': '相对此前 {window} 个值的 z 分数（不含当前值；样本标准差）',
  'stats.percentile.basis': '在此前 {window} 个值中的百分位 0-100（不含当前值）',
};
