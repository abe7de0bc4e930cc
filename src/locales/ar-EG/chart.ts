/** The chart area's strings (issue 9, docs/market-data.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'chart.label': 'رسم بياني',
  'chart.loading': 'جارٍ تحميل الرسم البياني',
  'chart.empty': 'لا توجد بيانات في هذه الفترة',
  'chart.loadFailed': 'تعذر تحميل الرسم البياني',
  'chart.retry': 'إعادة المحاولة',
  'chart.export.png': 'حفظ بصيغة PNG',
  'chart.export.csv': 'تصدير البيانات (CSV)',
  'chart.csv.time': 'الوقت',
  'chart.csv.open': 'الافتتاح',
  'chart.csv.close': 'الإغلاق',
  'chart.csv.low': 'الأدنى',
  'chart.csv.high': 'الأعلى',
  'demo.badge': 'بيانات تجريبية DEMO DATA',
  'demo.badge.hint': 'قيم من المحاكي التجريبي وليست من السوق',
} as Record<string, string>;
