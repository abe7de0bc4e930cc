/** Strings shared by the user-area pages: buttons, the client-side table, the data-source table. */
export default {
  'common.retry': 'Retry',
  'common.refresh': 'Refresh',
  'common.cancel': 'Cancel',

  'table.export': 'Export CSV',
  'table.exportXlsx': 'Export Excel',
  'table.search': 'Search this table',
  'table.total': '{total, plural, one {# row} other {# rows}}',

  'sources.column.source': 'Source',
  'sources.column.state': 'State',
  'sources.column.lastUpdate': 'Last update',
  'sources.column.message': 'Message',
  // The one z-score and percentile (common/domain/trailingScores.ts): stated next to the number wherever shown.
  'stats.zScore.basis': 'z-score against the {window} values before it (the current value not included; sample deviation)',
  'stats.percentile.basis': 'percentile 0-100 among the {window} values before it (the current value not included)',
};
