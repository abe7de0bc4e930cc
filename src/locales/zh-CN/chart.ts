/** The chart area's strings (issue 9, docs/market-data.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'chart.label': '图表',
  'chart.loading': '图表加载中',
  'chart.empty': '此区间没有数据',
  'chart.loadFailed': '图表加载失败',
  'chart.retry': '重试',
  'chart.export.png': '保存为 PNG',
  'chart.export.csv': '导出数据（CSV）',
  'chart.csv.time': '时间',
  'chart.csv.open': '开盘',
  'chart.csv.close': '收盘',
  'chart.csv.low': '最低',
  'chart.csv.high': '最高',
  'demo.badge': '演示数据 DEMO DATA',
  'demo.badge.hint': '数值来自演示模拟器，并非真实行情',
} as Record<string, string>;
