/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {
  // The link cards' one-line summary of the page (src/utils/routeTree.ts summaryKeyOf).
  'pages.summary.tool.calculator.seasonal':
    'Seasonality of any series: min/max and percentile bands over N years by day or week of year, with the current year overlaid.',
};
