/** الصفحة الرئيسية (/home). */
export default {
  'home.areas.title': 'الأقسام المتاحة لك',
  'home.subscribed.title': 'رسومك المشترك فيها',
  'home.version.title': 'الإصدار',
  'home.version.more': 'حول النظام وسجل التحديثات',
  'home.files.title': 'أحدث ملفاتك',
  'home.files.all': 'كل الملفات',
  'home.files.size': '{kib} كيلوبايت',
  'home.files.none': 'لم ترفع أي ملف بعد.',
  'events.home.title': 'إصدارات عالية الأهمية',
  'events.home.open': 'افتح التقويم',
  'events.home.empty': 'لا إصدارات عالية الأهمية اليوم أو في الأيام الـ {days} القادمة. يُملأ التقويم باستيراد ملفات ICS أو CSV أو Excel في صفحة الأحداث.',
  'events.home.today': 'اليوم',
};
