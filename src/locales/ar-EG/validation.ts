/** رسائل التحقق من النماذج (لا تحدد المواصفة القواعد؛ انظر docs/web-shell.md). */
export default {
  'validation.required': 'حقل {field} مطلوب.',
  'validation.username': 'استخدم من {min} إلى {max} من الأحرف أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية.',
  'validation.phone': 'أدخل رقم هاتف محمول صينياً من 11 رقماً.',
  'validation.passwordLength': 'يجب أن تتكون كلمة المرور من {min} إلى {max} حرفاً.',
  'validation.confirmMismatch': 'كلمتا المرور غير متطابقتين.',
  'validation.captcha': 'أدخل الرمز المكوّن من 6 أرقام.',
  'validation.maxLength': 'بحد أقصى {max} حرفاً.',
  'validation.invalid': 'هذه القيمة غير صالحة.',
};
