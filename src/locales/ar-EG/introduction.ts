/** صفحة تعليمات الاستخدام (/user/introduction/*). نصوص المستندات في src/pages/User/Introduction/content. */
export default {
  'introduction.areas': 'الأقسام',
  'introduction.search.label': 'البحث في تعليمات الاستخدام',
  'introduction.search.placeholder': 'ابحث في كل التعليمات',
  'introduction.search.resultCount':
    '{count, plural, zero {لا توجد مستندات مطابقة} one {مستند واحد مطابق} two {مستندان مطابقان} few {# مستندات مطابقة} many {# مستندًا مطابقًا} other {# مستند مطابق}}',
  'introduction.search.noResults': 'لا يوجد مستند يذكر «{query}».',
  'introduction.toc.title': 'في هذه الصفحة',
  'introduction.notFound.title': 'المستند غير موجود',
  'introduction.notFound.description': 'لا يوجد مستند استخدام باسم «{slug}». اختر قسمًا من القائمة.',
  'introduction.notFound.action': 'افتح «{title}»',
  'introduction.fallbackNotice': 'هذا المستند غير متوفر بلغتك بعد؛ تُعرض النسخة الصينية.',
};
