/** انتظار تسجيل الدخول وقواعد كلمات المرور وأنماط التسجيل والموافقة (المسألة 8، البنود 1 و3 و7 و22). */
export default {
  'api.wait.aMoment': 'لحظات',
  'pages.register.mode.approval': 'يوافق المسؤول على الحسابات الجديدة قبل أن تتمكن من تسجيل الدخول.',
  'pages.register.mode.closed': 'التسجيل مغلق. اطلب حساباً من المسؤول.',
  'pages.register.captcha': 'الرمز المرسل إلى رقم الجوال',
  'pages.register.codeSentIfFree': 'إذا لم يكن الرقم مستخدماً في حساب، فسيصلك رمز صالح لمدة {minutes} دقائق.',
  'pages.register.pending': 'تم إنشاء الحساب. يمكنك تسجيل الدخول بعد موافقة المسؤول.',
  'admin.users.pending': 'بانتظار الموافقة',
  'admin.users.approve': 'موافقة',
  'admin.users.approved': 'تمت الموافقة على {username}.',
};
