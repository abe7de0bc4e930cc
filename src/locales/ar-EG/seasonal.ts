/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {
  // The link cards' one-line summary of the page (src/utils/routeTree.ts summaryKeyOf).
  'pages.summary.tool.calculator.seasonal':
    'موسمية أي سلسلة: نطاقات الحد الأدنى والأقصى والمئينات على مدى N سنة حسب يوم السنة أو أسبوعها، مع تراكب السنة الحالية.',
  'seasonal.series': 'السلسلة',
  'seasonal.series.placeholder': 'ابحث في العقود والفروق وسلاسل مصادر البيانات',
  'seasonal.series.none': 'لا توجد سلسلة مقروءة مطابقة',
  'seasonal.pickSeries': 'اختر سلسلة لعرض موسميتها',
  'seasonal.years': 'سنوات النطاق',
  'seasonal.years.5': '5 سنوات',
  'seasonal.years.10': '10 سنوات',
  'seasonal.years.custom': 'مخصص',
  'seasonal.years.count': 'عدد السنوات (1-30)',
  'seasonal.x': 'المحور',
  'seasonal.x.dayOfYear': 'يوم السنة',
  'seasonal.x.weekOfYear': 'أسبوع السنة',
  'seasonal.mode': 'القيم',
  'seasonal.mode.level': 'المستوى',
  'seasonal.mode.rebased': 'معاد الأساس إلى 100',
  'seasonal.percentiles': 'المئينات',
  'seasonal.showYears': 'كل سنة',
  'seasonal.chart.title': 'موسمية {address}',
  'seasonal.chart.minMax': 'الأدنى–الأعلى',
  'seasonal.chart.band': 'P{lower}–P{upper}',
  'seasonal.chart.percentile': 'P{p}',
  'seasonal.chart.rebasedUnit': 'مؤشر (أول قيمة في كل سنة = 100)',
  'seasonal.axis.day': 'يوم السنة',
  'seasonal.axis.week': 'أسبوع السنة',
  'seasonal.source': 'المصدر: {source}',
  'seasonal.bandYears': 'النطاقات على {from}–{to} ({count} سنوات)؛ مع تراكب {current}',
  'seasonal.noBandYears': 'لا بيانات في السنوات قبل {current}: لا نطاقات، تُرسم {current} وحدها',
  'seasonal.conventions':
    'يوم السنة 1-365 مع دمج 29 فبراير في 28 فبراير (تُحفظ القيمة الأحدث)؛ الأسبوع = ceil(اليوم / 7) والأيام 358-365 في الأسبوع 52 بآخر قيمة فيه؛ الأيام الناقصة فجوات وليست صفرًا؛ النطاقات تملأ الفجوات حتى 4 أيام بالقيمة السابقة؛ المئينات بالاستيفاء الخطي (افتراضي numpy، النوع 7).',
  'seasonal.table.title': 'الأرقام وراء الرسم',
  'seasonal.table.x': 'x',
  'seasonal.table.label': 'التاريخ / الأسبوع',
  'seasonal.table.min': 'الأدنى',
  'seasonal.table.max': 'الأعلى',
  'seasonal.table.percentile': 'P{p}',
  'seasonal.table.current': '{year}',
  'seasonal.table.position': 'السنة الحالية مقابل النطاقات',
  'seasonal.position.aboveMax': 'فوق الأعلى',
  'seasonal.position.upper': 'الطرف الأعلى',
  'seasonal.position.middle': 'داخل النطاق',
  'seasonal.position.lower': 'الطرف الأدنى',
  'seasonal.position.belowMin': 'تحت الأدنى',
  'seasonal.position.none': 'لا قيمة',
  'seasonal.howTo.title': 'طريقة الاستخدام',
  'seasonal.howTo.body':
    'هل هذا المستوى مرتفع بالنسبة لهذا الوقت من السنة؟ اختر أي سلسلة يحق لك قراءتها (عقد، أو عقده الرئيسي، أو فرق، أو سلسلة مصدر بيانات مثل برنت من EIA)، ثم عدد السنوات الماضية التي تُبنى منها النطاقات: 5 أو 10 أو عدد مخصص حتى 30. السنة الحالية هي موضع المقارنة؛ والنطاقات تستخدم فقط السنوات التقويمية الكاملة قبلها.\n' +
    'المحور: يوم السنة (1-365) أو أسبوع السنة (1-52). يُدمج 29 فبراير في 28 فبراير مع حفظ القيمة الأحدث، فتكون كل سنة 365 يومًا؛ الأسبوع n يضم الأيام من 7n-6 إلى 7n ويأخذ الأسبوع 52 اليوم الأخير أيضًا، ويُعرض كل أسبوع بآخر قيمة فيه.\n' +
    'القيم: المستوى يعرض الأسعار كما هي (الفروق، المخزونات)؛ وإعادة الأساس إلى 100 تقسم كل سنة على أول قيمة فيها، فتُقارن السنوات ذات مستويات الأسعار المختلفة بمسارها.\n' +
    'النطاقات: المساحة الرمادية من أدنى إلى أعلى قيمة لسنوات النطاق في كل يوم؛ والمساحات المظللة نطاقات مئينات مقترنة من الخارج إلى الداخل (P10–P90، P25–P75)؛ والمئين الأوسط المنفرد (P50، الوسيط) خط. المئينات بالاستيفاء الخطي (افتراضي numpy). اليوم بلا سعر فجوة وليس صفرًا؛ وللنطاقات فقط تأخذ الفجوات حتى 4 أيام (العطلات الأسبوعية والرسمية) القيمة السابقة، لأن العطلات الأسبوعية تقع في أيام مختلفة كل سنة.\n' +
    '"كل سنة" يرسم خط كل سنة من سنوات النطاق أيضًا. يسرد الجدول الأرقام وراء الرسم مع موقع السنة الحالية (فوق الأعلى، في الطرف الأعلى أو الأدنى خارج أبعد المئينات، داخل النطاق، تحت الأدنى)؛ يمكن تصفيته وفرزه وتصدير الصفوف المصفاة CSV أو كل الصفوف Excel. ويُصدَّر الرسم PNG وCSV. "بيانات تجريبية" تميّز قيم المحاكي التجريبي؛ ويُذكر مصدر السلسلة فوق الرسم.',
};
