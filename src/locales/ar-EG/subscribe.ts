/** Subscribed charts (/user/subscribe, and home's grid of them), issue 22, docs/builder.md. */
export default {
  'subscribe.intro':
    'الرسوم التي اشتركت فيها من التقارير المنشورة، بالترتيب الذي تعرضه صفحتك الرئيسية. يُقرأ كل رسم بالقيم المثبتة عند الاشتراك، وبالسلاسل التي يحق لك قراءتها الآن فقط.',
  'subscribe.empty.title': 'ليست لديك رسوم مشترك فيها',
  'subscribe.empty.why': 'افتح تقريرًا من القائمة واضغط زر التثبيت على رسم: يظهر هنا وعلى صفحتك الرئيسية، بالقيم المعروضة مثبتة.',
  'subscribe.column.position': 'الترتيب في الرئيسية',
  'subscribe.column.chart': 'الرسم',
  'subscribe.column.report': 'التقرير',
  'subscribe.column.values': 'القيم المثبتة',
  'subscribe.column.actions': 'الإجراءات',
  'subscribe.noValues': 'لا شيء',
  'subscribe.gone': 'لم يعد متاحًا للقراءة',
  'subscribe.change': 'تغيير القيم',
  'subscribe.save': 'حفظ',
  'subscribe.default': 'الافتراضي',
  'subscribe.invalidValue': 'حروف وأرقام و . _ @ - فقط (60 على الأكثر)',
  'subscribe.remove': 'إزالة',
  'subscribe.removeOf': 'إزالة {title}',
  'subscribe.removeConfirm': 'إزالة {title} من اشتراكاتك ومن صفحتك الرئيسية؟',
};
