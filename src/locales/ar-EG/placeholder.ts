/** ما ستحتويه صفحات الإصدارات اللاحقة: `placeholder.` متبوعة بأسماء المسارات. */
export default {
  'placeholder.report': 'ستعرض هذه الصفحة التقرير المحدد في عنوانها.',
  'placeholder.list.data': 'ستتيح هذه الصفحة إعداد مجموعات البيانات التي تقرؤها وحدة التحكم.',
  'placeholder.list.comp': 'ستتيح هذه الصفحة إعداد المكونات التي تُبنى منها الصفحات.',
  'placeholder.list.page': 'ستتيح هذه الصفحة إعداد الصفحات.',
  'placeholder.list.route': 'ستتيح هذه الصفحة إعداد المسارات.',
  'placeholder.tool.aiModel': 'ستتيح هذه الصفحة الوصول إلى نموذج الذكاء الاصطناعي الكبير.',
  'placeholder.tool.calculator.position': 'ستعرض هذه الصفحة المراكز.',
  'placeholder.tool.calculator.warehouseCargoLocData': 'ستعرض هذه الصفحة السلاسل الزمنية لمواقع المستودعات والشحنات.',
};
