/**
 * What other pages show of the spot trade record: its route card's summary (drawn by the section page) and its
 * audit actions' labels (the administrators' audit table). In the pages' part; the page's own strings
 * (spotTradeRecord.ts) load with the spec pages' part.
 */
export default {
  'pages.summary.tool.calculator.spotTradeRecord':
    'نافذة MOC في سنغافورة يومًا بيوم حتى إغلاق 16:30، حسب الشركة والطرف المقابل، مع عدّاد تقارب شحنات دبي الجزئية.',
  'admin.audit.action.spotTrades.import': 'استيراد سجلات النافذة',
  'admin.audit.action.spotTrades.remove': 'حذف سجل نافذة',
};
