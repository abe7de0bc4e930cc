/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {
  // The link cards' one-line summary of the page (src/utils/routeTree.ts summaryKeyOf).
  'pages.summary.tool.calculator.seasonal': '任意序列的季节性：按年内日或周计算过去 N 年的最值与分位带，并叠加当年走势。',
};
