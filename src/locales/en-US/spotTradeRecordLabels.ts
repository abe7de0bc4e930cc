/**
 * What other pages show of the spot trade record: its route card's summary (drawn by the section page) and its
 * audit actions' labels (the administrators' audit table). In the pages' part; the page's own strings
 * (spotTradeRecord.ts) load with the spec pages' part.
 */
export default {
  'pages.summary.tool.calculator.spotTradeRecord':
    'The Singapore MOC window by day up to the 16:30 close, by firm and counterparty, with the Dubai partials convergence counter.',
  'admin.audit.action.spotTrades.import': 'Window records imported',
  'admin.audit.action.spotTrades.remove': 'Window record deleted',
};
