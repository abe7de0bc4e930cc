/** The product pages' (and the calculator pages drawn like them) one-line summaries on the route cards (src/utils/routeTree.ts summaryKeyOf): drawn by the section pages, so they load with the pages' part, not with the product pages' own. */
export default {
  'pages.summary.tool.realtime.fu': 'SHFE fuel oil against Singapore 380 cSt: inner/outer in USD/t or USD/bbl, live, with its history, bands and seasonality.',
  'pages.summary.tool.realtime.lu': 'INE low-sulphur fuel oil against Singapore Marine Fuel 0.5 %, and the Hi-5 spreads in China and Singapore.',
  'pages.summary.tool.realtime.lpgFei': 'DCE LPG against the FEI propane import parity, with each dated rate behind it.',
  'pages.summary.tool.realtime.pdh': 'The PDH margin: propylene against 1.2 x propane plus cost, on the exchange and at Platts prices.',
  'pages.summary.tool.realtime.px': 'PX futures against the PX CFR China import parity, and PX against naphtha.',
  'pages.summary.tool.realtime.pta': 'The PTA processing spread on futures, with PX in USD, and the Platts Asia margin, against the usual band.',
  'pages.summary.tool.realtime.oilOtc': 'Fuel oil swap curves, East-West, visco and cracks against Brent.',
  'pages.summary.tool.realtime.uc': 'The used cooking oil export arbitrage, with the export VAT rebate as a dated rate.',
  'pages.summary.tool.realtime.oilTermSpread': 'Oil futures curves today against a week and a month ago, and the calendar-spread matrix with roll yield.',
  'pages.summary.tool.realtime.macroDiffToReal': 'How far a price stands from its fit on chosen factor series: deviation, z-score and coefficients.',
  // Calculator pages drawn like the product pages (issue 21).
  'pages.summary.tool.calculator.oilDaliyWatchdog':
    "The morning view: benchmarks and the desk's spreads live, curves against the previous day, cracks, today's releases and the data sources.",
  'pages.summary.tool.calculator.futOptCrossSectionData':
    'Options on futures: volatility smile, term structure, open interest by strike and 25-delta skew, plus a single-option calculator.',
  'pages.summary.tool.calculator.position': 'CFTC Commitments of Traders by category with the COT index; exchange member rankings.',
  'pages.summary.tool.calculator.warehouseCargoLocData':
    'Exchange warehouse receipts with their daily changes, and cargo flows by location from Kpler data on a schematic map.',
  'pages.summary.list.data':
    'Named series from any address with formulas and transforms (resample, changes, rolling mean and z-score, rebase, dated-rate conversion), read anywhere as set:<id>.',
} as Record<string, string>;
