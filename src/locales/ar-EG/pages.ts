/** صفحات الواجهة: الدخول والتسجيل والرئيسية وصفحات المجموعات والصفحات المؤقتة و403 و404. */
export default {
  'app.title': 'وحدة تحكم السلع',
  'app.subtitle': 'التداول والأبحاث في السلع والطاقة',

  'pages.login.tab.password': 'كلمة المرور',
  'pages.login.tab.phone': 'رمز الهاتف',
  'pages.login.username': 'اسم المستخدم',
  'pages.login.password': 'كلمة المرور',
  'pages.login.phone': 'رقم الهاتف المحمول',
  'pages.login.captcha': 'الرمز المكوّن من 6 أرقام',
  'pages.login.submit': 'تسجيل الدخول',
  'pages.login.sendCode': 'إرسال الرمز',
  'pages.login.resendIn': 'إعادة الإرسال بعد {seconds} ث',
  'pages.login.sendsLeft': 'تبقى {left} من {total} رموز لهذه الزيارة',
  'pages.login.sendLimitReached': 'لا يمكن إرسال مزيد من الرموز من هذه الصفحة. أعد تحميلها للمحاولة لاحقاً.',
  'pages.login.codeSent': 'تم إرسال الرمز، وهو صالح لمدة {minutes} دقائق.',
  'pages.login.noAccount': 'ليس لديك حساب؟',
  'pages.login.toRegister': 'إنشاء حساب',

  'pages.register.title': 'إنشاء حساب',
  'pages.register.username': 'اسم المستخدم',
  'pages.register.name': 'الاسم المعروض',
  'pages.register.phone': 'رقم الهاتف المحمول (اختياري)',
  'pages.register.password': 'كلمة المرور',
  'pages.register.confirm': 'تأكيد كلمة المرور',
  'pages.register.submit': 'إنشاء حساب',
  'pages.register.success': 'تم إنشاء الحساب. سجّل الدخول بحسابك الجديد.',
  'pages.register.haveAccount': 'لديك حساب بالفعل؟',
  'pages.register.toLogin': 'تسجيل الدخول',

  'pages.home.welcome': 'مرحباً، {name}',
  'pages.home.intro': 'هذه هي الأقسام التي يمكنك فتحها.',
  'pages.home.none': 'لم يُمنح حسابك أي قسم بعد. اطلب الصلاحية من أحد المسؤولين.',

  'pages.section.intro': 'صفحات هذا القسم التي يمكنك فتحها:',
  'pages.section.none': 'لا يمكنك فتح أي صفحة في هذا القسم.',
  'pages.placeholder.status': 'قيد الإعداد',

  'pages.403.title': 'لا توجد صلاحية',
  'pages.403.subTitle': 'لا يملك حسابك صلاحية فتح هذه الصفحة. اطلب الصلاحية من أحد المسؤولين.',
  'pages.404.title': 'الصفحة غير موجودة',
  'pages.404.subTitle': 'لا يطابق العنوان أي صفحة.',
  'pages.backHome': 'العودة إلى الرئيسية',
  // ما تحتويه الصفحة المكتملة، لبطاقات الروابط في الرئيسية وصفحات المجموعات.
  'pages.summary.test': 'صحة الخادم، رمزك، مصادر البيانات، فحص الإصدار وطلبات هذه الجلسة.',
  'pages.summary.access': 'كل صلاحية في حسابك والصفحة التي تحميها.',
};
