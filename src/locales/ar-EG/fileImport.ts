/** الاستيراد الموحد للجداول (src/components/FileImport): الكلمات المشتركة بين عمليات الاستيراد؛ كل صفحة تسمي مشكلاتها. */
export default {
  'fileImport.pick': 'اختر ملفًا',
  'fileImport.preview': 'معاينة',
  'fileImport.commit': 'استيراد',
  'fileImport.badType': 'يمكن استيراد ملفات CSV (‎.csv و‎.txt) وExcel (‎.xlsx) فقط.',
  'fileImport.tooLarge': 'حجم الملف أكبر من {size}.',
  'fileImport.summary': 'قُرئ {rows} صفًا؛ {errors} أخطاء و{warnings} تحذيرات. لا يُكتب شيء ما دام في الملف أخطاء.',
  'fileImport.issues': 'أخطاء الصفوف',
  'fileImport.issuesAndWarnings': 'أخطاء الصفوف وتحذيراتها',
  'fileImport.rows': 'الصفوف المراد استيرادها',
  'fileImport.col.row': 'الصف',
  'fileImport.col.level': 'المستوى',
  'fileImport.col.column': 'العمود',
  'fileImport.col.problem': 'المشكلة',
  'fileImport.col.detail': 'التفاصيل',
  'fileImport.level.error': 'خطأ',
  'fileImport.level.warning': 'تحذير',
};
