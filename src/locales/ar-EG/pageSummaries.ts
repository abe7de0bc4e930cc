/**
 * Route-card summaries (drawn by the section pages) of the pages whose own strings load with them alone
 * (src/locales/pageOwnedAreas.ts): the section page shows these without loading those pages' parts.
 */
export default {
  'pages.summary.tool.calculator.backtesting':
    'اختبار رجعي لسلسلة قيمة صافية أو قاعدة على أي سلسلة، مع التكاليف والتنفيذ في الشمعة التالية والمقاييس ومسح المعاملات.',
  'pages.summary.tool.calculator.cycle': 'ساعة الاستثمار: اتجاها النمو والتضخم يعطيان المراحل الأربع عبر الزمن ومتوسط عائد كل أصل في كل مرحلة.',
  'pages.summary.tool.calendar.prdiction': 'توقّع الإصدارات الاقتصادية القادمة، وقارن بالإجماع والنماذج الأساسية، واعرف من توقّع بدقة أكبر.',
  'pages.summary.tool.calculator.rollingAnalyzer': 'هيكل الآجال الآن وعبر الزمن، وصيغ عائد التدوير، وعوائد استراتيجيات التدوير، وتعديلات السلسلة المستمرة.',
  'pages.summary.tool.aiModel': 'اسأل عن السلاسل والاستراتيجيات والموسمية والتقويم والأبحاث في المنصة: إجابات يُتحقق من كل رقم فيها وتُعرض كل خطوة.',
  'pages.summary.tool.record': 'دفاتر الصفقات مع الاستيراد وسجل التعديلات؛ المراكز وفق الوارد أولاً والقيمة الصافية مقيّمة بسعر تسوية البورصة مع المقاييس.',
  'pages.summary.list.page':
    'صفحات من لوحات ومكونات المكتبة على شبكة من 24 عمودًا: سحب وتغيير الحجم ومتغيرات وإصدارات مع المقارنة والاستعادة وتصدير JSON واستيراده.',
  'pages.summary.list.comp': 'لوحات مكتبة تُحفظ مرة وتوضع على صفحات كثيرة: تعديل مع معاينة حية وإصدارات ومشاركة ومواضع استخدام كل منها.',
} as Record<string, string>;
