/** الهيكل (المسألة 8): ملخصات الصفحات على البطاقات، بدء التشغيل، تنبيه المستخدم المسجّل في صفحة الدخول، ملخص المصادر في الترويسة. */
export default {
  'app.loading': 'جارٍ تحميل وحدة التحكم…',
  'pages.summary.home': 'نظرة سريعة على أقسامك ومصادر البيانات والإصدار المنشور.',
  'pages.summary.tool.realtime.contract':
    'مواصفات المنتجات بإصداراتها المؤرخة، وأشهر العقود، وربط الأشهر للفروق، والمعدلات المرجعية، ومصادر البيانات، واستيراد الأشرطة السعرية.',
  'pages.summary.tool.realtime.strategy': 'معادلات الفروق على الأرجل والمعدلات المؤرخة: تعريفها ومعاينتها على التاريخ ومشاركتها وتفسير قيمها وضبط التنبيهات.',
  'pages.summary.list.datasource': 'حالة كل مصدر بيانات وجدوله وسجل تشغيله وبيانات اعتماده.',
  'pages.summary.user.account': 'ملفك الشخصي وكلمة المرور والجلسات النشطة والصفحات المسموح لك بفتحها.',
  'pages.summary.user.about': 'الإصدار المنشور والتحقق من الإصدار وسجل الإصدارات.',
  'pages.summary.user.introduction': 'طريقة استخدام وحدة التحكم، مع فهرس وبحث.',
  'pages.summary.user.fileUpload': 'رفع ملفاتك وعرضها وتنزيلها وحذفها.',
  'pages.summary.user.adminAccount': 'إنشاء الحسابات وتعديلها وتعطيلها وإعادة تعيينها؛ سجل التدقيق.',
  'pages.summary.user.adminAuthentic': 'منح الصفحات التي يمكن لكل حساب فتحها وسحبها.',
  'pages.summary.user.subscribe': 'الرسوم البيانية التي اشتركت بها في صفحة واحدة.',
  'pages.login.signedInAs': 'أنت مسجّل الدخول باسم {name}.',
  'pages.login.continueAs': 'المتابعة باسم {name}',
  'pages.login.switchAccount': 'استخدام حساب آخر',
  'test.token.databaseValue': '{kind} (زمن الذهاب والإياب {ms} مللي ثانية)',
  'api.note.initialVersion': 'الإصدار الأولي (إصدار البناء عند أول تشغيل)',
  'health.summary': 'مصادر البيانات: {state}',
  'health.summary.counts': 'سليم {ok}، تحذير {warn}، خطأ {error}، غير معروف {unknown}',
};
