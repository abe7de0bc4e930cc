/** The chart area's strings (issue 9, docs/market-data.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'chart.label': 'Chart',
  'chart.loading': 'Loading chart',
  'chart.empty': 'No data in this range',
  'chart.loadFailed': 'The chart could not be loaded',
  'chart.retry': 'Retry',
  'chart.export.png': 'Save as PNG',
  'chart.export.csv': 'Export data (CSV)',
  'chart.csv.time': 'Time',
  'chart.csv.open': 'open',
  'chart.csv.close': 'close',
  'chart.csv.low': 'low',
  'chart.csv.high': 'high',
  'demo.badge': 'DEMO DATA',
  'demo.badge.hint': 'Values from the demo simulator, not from a market',
} as Record<string, string>;
