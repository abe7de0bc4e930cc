/** صفحة "حول" (/user/about): الإصدارات، سجل التحديثات، نشر إصدار. */
export default {
  'about.buildVersion': 'الإصدار في هذا المتصفح',
  'about.serverVersion': 'الإصدار المنشور',
  'about.publishedAt': 'تاريخ النشر',
  'about.check.current': 'وحدة التحكم هذه محدّثة.',
  'about.check.update': 'يتوفر إصدار جديد',
  'about.check.updateBody': 'الإصدار الرئيسي المنشور يختلف عن الإصدار العامل في هذا المتصفح. أعد تحميل الصفحة لاستخدام الإصدار الجديد.',

  'about.history.title': 'سجل التحديثات',
  'about.history.none': 'لم يُنشر أي إصدار بعد.',
  'about.history.version': 'الإصدار',
  'about.history.publishedAt': 'تاريخ النشر',
  'about.history.author': 'الناشر',
  'about.history.note': 'ملاحظة الإصدار',
  'about.history.by': '{time}، نشره {author}',

  'about.publish.title': 'نشر إصدار',
  'about.publish.hint':
    'لا تنشر إلا بعد نشر البناء الجديد على الخادم. تتحقق كل وحدة تحكم مفتوحة من الإصدار كل {minutes} دقيقة، ويُطلب من التي تعمل بإصدار رئيسي مختلف إعادة التحميل.',
  'about.publish.version': 'الإصدار',
  'about.publish.versionHelp': 'تاريخ الإصدار ثم نقطة ثم رقم البناء، مثل 20250401.3. الجزء الذي قبل النقطة هو الإصدار الرئيسي.',
  'about.publish.versionPattern': 'استخدم تاريخ الإصدار ورقم البناء: YYYYMMDD.N، مثل 20250401.3.',
  'about.publish.note': 'ملاحظة الإصدار',
  'about.publish.submit': 'نشر',
  'about.publish.confirmTitle': 'نشر الإصدار {version}؟',
  'about.publish.confirmMajor': 'إصداره الرئيسي يختلف عن البناء الحالي: خلال {minutes} دقيقة تعرض كل وحدة تحكم مفتوحة إشعار التحديث.',
  'about.publish.confirmMinor': 'إصداره الرئيسي مطابق للبناء الحالي: لن يُطلب من وحدات التحكم المفتوحة إعادة التحميل.',
  'about.publish.done': 'تم نشر الإصدار {version}.',
};
