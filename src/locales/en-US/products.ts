/** Texts of the product pages' specs (issue 20: src/pages/Tool/Trade/Product/specs/); same keys in every language. */
export default {
  'product.pta.title': 'PTA processing spread',
  'product.pta.description':
    'Three views of the PTA processing spread: futures TA - 0.655 x PX; PX at its USD import price (VAT, tariff and USD/CNY); and the Platts Asia PTA margin PTA - (0.66 x PX + 150).',
  'product.pta.live': 'Live spreads and legs',
  'product.pta.processingHistory': 'Processing spread history (CNY/t)',
  'product.pta.processingHistory.note': 'Futures and USD-PX versions; the shaded band is the usual 450-700 CNY/t range; z-score bands over 250 trading days.',
  'product.pta.band': 'Usual range 450-700 CNY/t',
  'product.pta.plattsHistory': 'Platts Asia PTA margin (USD/t)',
  'product.pta.explainFutures': 'Futures processing spread: formula and rates',
  'product.pta.explainUsd': 'Processing spread with PX in USD: formula and dated rates',
  'product.pta.explainPlatts': 'Platts margin: formula and rates',
  'product.pta.about': 'What the numbers are',
  'product.pta.about.body':
    'Futures processing spread = TA - 0.655 x PX (ZCE main contracts, CNY/t, both VAT included). With PX in USD = TA - 0.655 x PX CFR China x (1 + tariff) x (1 + VAT) x USD/CNY, with the tariff and VAT in force on each date. Platts Asia PTA margin = PTA CFR China - (0.66 x PX CFR China + 150), USD/t. 0.655, 0.66 and 150 are industry conventions, kept as dated reference rates.',
};
