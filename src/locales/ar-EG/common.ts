/** نصوص مشتركة بين صفحات منطقة المستخدم: الأزرار، الجدول المحلي، جدول مصادر البيانات. */
export default {
  'common.retry': 'إعادة المحاولة',
  'common.refresh': 'تحديث',
  'common.cancel': 'إلغاء',

  'table.export': 'تصدير CSV',
  'table.exportXlsx': 'تصدير Excel',
  'table.search': 'البحث في هذا الجدول',
  'table.total': 'عدد الصفوف: {total}',

  'sources.column.source': 'المصدر',
  'sources.column.state': 'الحالة',
  'sources.column.lastUpdate': 'آخر تحديث',
  'sources.column.message': 'الرسالة',
  // The one z-score and percentile (common/domain/trailingScores.ts): stated next to the number wherever shown.
  'stats.zScore.basis': 'الدرجة المعيارية مقابل القيم الـ{window} السابقة (دون القيمة الحالية؛ الانحراف المعياري للعينة)',
  'stats.percentile.basis': 'المئين 0-100 بين القيم الـ{window} السابقة (دون القيمة الحالية)',
};
