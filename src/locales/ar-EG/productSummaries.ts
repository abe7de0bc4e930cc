/** The product pages' one-line summaries on the route cards (src/utils/routeTree.ts summaryKeyOf): drawn by the section pages, so they load with the pages' part, not with the product pages' own. */
export default {
  'pages.summary.tool.realtime.fu':
    'زيت الوقود في بورصة شنغهاي مقابل سنغافورة 380 cSt: الفرق الداخلي/الخارجي بالدولار للطن أو للبرميل، مباشرةً، مع تاريخه ونطاقاته وموسميته.',
  'pages.summary.tool.realtime.lu': 'زيت الوقود منخفض الكبريت في INE مقابل وقود السفن 0.5 % في سنغافورة، وفروق Hi-5 في الصين وسنغافورة.',
  'pages.summary.tool.realtime.lpgFei': 'غاز البترول المسال في DCE مقابل تعادل استيراد البروبان وفق FEI، مع كل معدل مؤرخ وراءه.',
  'pages.summary.tool.realtime.pdh': 'هامش PDH: البروبيلين مقابل 1.2 × البروبان مع التكلفة، بأسعار البورصة وأسعار بلاتس.',
  'pages.summary.tool.realtime.px': 'عقود PX الآجلة مقابل تعادل استيراد PX تسليم الصين، وPX مقابل النافثا.',
  'pages.summary.tool.realtime.pta': 'فرق معالجة PTA على العقود الآجلة، ومع PX بالدولار، وهامش بلاتس آسيا، مقابل النطاق المعتاد.',
  'pages.summary.tool.realtime.oilOtc': 'منحنيات مقايضات زيت الوقود، وفرق الشرق والغرب، وفرق اللزوجة، وهوامش التكرير مقابل برنت.',
  'pages.summary.tool.realtime.uc': 'مراجحة تصدير زيت الطهي المستعمل، مع استرداد ضريبة القيمة المضافة على التصدير كمعدل مؤرخ.',
  'pages.summary.tool.realtime.oilTermSpread': 'منحنيات عقود النفط اليوم مقابل قبل أسبوع وقبل شهر، ومصفوفة فروق الأشهر مع عائد التدوير.',
  'pages.summary.tool.realtime.macroDiffToReal': 'مدى ابتعاد السعر عن ملاءمته على سلاسل العوامل المختارة: الانحراف ودرجته المعيارية والمعاملات.',
  // Calculator pages drawn like the product pages (issue 21).
  'pages.summary.tool.calculator.oilDaliyWatchdog':
    'عرض الصباح: المؤشرات وفروق المكتب حية، والمنحنيات مقابل اليوم السابق، وهوامش التكرير، وإصدارات اليوم، ومصادر البيانات.',
  'pages.summary.tool.calculator.futOptCrossSectionData':
    'الخيارات على العقود الآجلة: ابتسامة التقلب والهيكل الزمني والمراكز حسب سعر التنفيذ والتواء 25 دلتا، مع حاسبة لخيار واحد.',
  'pages.summary.tool.calculator.position': 'صافي مراكز تقرير CFTC حسب الفئة مع مؤشر COT، وترتيب أعضاء البورصات.',
  'pages.summary.tool.calculator.warehouseCargoLocData':
    'إيصالات مستودعات البورصة وتغيّراتها اليومية، وتدفقات الشحنات حسب الموقع من بيانات Kpler على خريطة تخطيطية.',
  'pages.summary.list.data':
    'سلاسل مسماة من أي عنوان بصيغ وتحويلات (إعادة التجميع، التغيرات، المتوسط ودرجة z المتحركة، إعادة الأساس، التحويل بأسعار مؤرخة)، تُقرأ في أي مكان بعنوان set:<id>.',
} as Record<string, string>;
