/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {
  // The link cards' one-line summary of the page (src/utils/routeTree.ts summaryKeyOf).
  'pages.summary.tool.calculator.seasonal':
    'موسمية أي سلسلة: نطاقات الحد الأدنى والأقصى والمئينات على مدى N سنة حسب يوم السنة أو أسبوعها، مع تراكب السنة الحالية.',
};
