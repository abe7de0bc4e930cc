/** الصفحة الرئيسية (/home). */
export default {
  'home.areas.title': 'الأقسام المتاحة لك',
  'home.version.title': 'الإصدار',
  'home.version.more': 'حول النظام وسجل التحديثات',
  'home.files.title': 'أحدث ملفاتك',
  'home.files.all': 'كل الملفات',
  'home.files.size': '{kib} كيلوبايت',
  'home.files.none': 'لم ترفع أي ملف بعد.',
};
