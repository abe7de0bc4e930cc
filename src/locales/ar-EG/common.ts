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
};
