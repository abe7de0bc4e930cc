/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {
  // The link cards' one-line summary of the page (src/utils/routeTree.ts summaryKeyOf).
  'pages.summary.tool.calculator.seasonal':
    'Seasonality of any series: min/max and percentile bands over N years by day or week of year, with the current year overlaid.',
  'seasonal.series': 'Series',
  'seasonal.series.placeholder': 'Search instruments, spreads, data-source series',
  'seasonal.series.none': 'No readable series matches',
  'seasonal.pickSeries': 'Choose a series to see its seasonality',
  'seasonal.years': 'Band years',
  'seasonal.years.5': '5 years',
  'seasonal.years.10': '10 years',
  'seasonal.years.custom': 'Custom',
  'seasonal.years.count': 'Number of years (1-30)',
  'seasonal.x': 'Axis',
  'seasonal.x.dayOfYear': 'Day of year',
  'seasonal.x.weekOfYear': 'Week of year',
  'seasonal.mode': 'Values',
  'seasonal.mode.level': 'Level',
  'seasonal.mode.rebased': 'Rebased to 100',
  'seasonal.percentiles': 'Percentiles',
  'seasonal.showYears': 'Each year',
  'seasonal.chart.title': 'Seasonality of {address}',
  'seasonal.chart.minMax': 'Min–max',
  'seasonal.chart.band': 'P{lower}–P{upper}',
  'seasonal.chart.percentile': 'P{p}',
  'seasonal.chart.rebasedUnit': 'index (first value of each year = 100)',
  'seasonal.axis.day': 'Day of year',
  'seasonal.axis.week': 'Week of year',
  'seasonal.source': 'Source: {source}',
  'seasonal.bandYears': 'Bands over {from}–{to} ({count} years); {current} overlaid',
  'seasonal.noBandYears': 'No data in the years before {current}: no bands, only {current} is drawn',
  'seasonal.conventions':
    'Day of year 1-365 with Feb 29 merged into Feb 28 (the later value kept); week = ceil(day / 7), days 358-365 in week 52, the week’s last value; missing days are gaps, never zero; bands fill gaps of up to 4 days with the previous value; percentiles by linear interpolation (numpy default, type 7).',
  'seasonal.table.title': 'Numbers behind the chart',
  'seasonal.table.x': 'x',
  'seasonal.table.label': 'Date / week',
  'seasonal.table.min': 'Min',
  'seasonal.table.max': 'Max',
  'seasonal.table.percentile': 'P{p}',
  'seasonal.table.current': '{year}',
  'seasonal.table.position': 'Current year vs bands',
  'seasonal.position.aboveMax': 'Above max',
  'seasonal.position.upper': 'Upper tail',
  'seasonal.position.middle': 'Inside',
  'seasonal.position.lower': 'Lower tail',
  'seasonal.position.belowMin': 'Below min',
  'seasonal.position.none': 'No value',
  'seasonal.howTo.title': 'How to use',
  'seasonal.howTo.body':
    'Is this level high for the time of year? Pick any series you may read (an instrument, its main contract, a spread or a data-source series such as EIA Brent), then the number of past years the bands are made of: 5, 10 or a custom count up to 30. The current year is the one being compared; the bands use only the complete calendar years before it.\n' +
    'Axis: day of year (1-365) or week of year (1-52). February 29 is merged into February 28, keeping the later value, so every year has 365 days; week n holds days 7n-6 to 7n and week 52 also takes the last day, and a week shows its last value.\n' +
    'Values: Level shows prices as they are (spreads, stocks); Rebased to 100 divides each year by its own first value, so years at different price levels compare by their path.\n' +
    'Bands: the grey area is the lowest to highest value of the band years on each day; the shaded areas are percentile ranges paired from the outside in (P10–P90, P25–P75); a lone middle percentile (P50, the median) is a line. Percentiles use linear interpolation (numpy’s default). A day without a price is a gap, never zero; for the bands only, gaps of up to 4 days (weekends, holidays) take the previous value, because weekends fall on different days each year.\n' +
    '"Each year" draws every band year’s own line as well. The table lists the numbers behind the chart with where the current year sits (above the maximum, in the upper or lower tail beyond the outermost percentiles, inside, below the minimum); filter and sort it, export the filtered rows as CSV or all rows as Excel. The chart exports PNG and CSV. DEMO DATA marks values from the demo simulator; the source of the series is named above the chart.',
};
