/**
 * No English left in the Chinese and Arabic texts (issue 18: English in zh-CN). A zh-CN or ar-EG message equal to the
 * en-US one and holding Latin words is an untranslated string, unless it is one of the few that read the same in
 * every language: codes, units, formats and proper names, each listed here with why.
 */
import arEG from '@/locales/ar-EG';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

/** Keys whose text is the same in every language, and why. */
const SAME_EVERYWHERE: Record<string, string> = {
  // The builder's editor tab of a panel's raw spec: JSON is the format's name in every language.
  'builderEditor.tab.json': 'format name',
  // Product codes of the exchanges (menu names in every language).
  'menu.tool.realtime.lpgFei': 'product code',
  'menu.tool.realtime.pdh': 'product code',
  'menu.tool.realtime.px': 'product code',
  'menu.tool.realtime.pta': 'product code',
  'menu.tool.realtime.uc': 'product code',
  // Vendors' and agencies' names.
  'health.source.wind': 'vendor name',
  'health.source.mySteel': 'vendor name',
  'health.source.kpler': 'vendor name',
  'health.source.ccf': 'vendor name',
  'health.source.cftc': 'agency name',
  'reference.holiday.calendar.CME': 'exchange names (CME Group, NYMEX)',
  'position.ranking.exchange.SHFE': 'exchange code',
  'position.ranking.exchange.INE': 'exchange code',
  'position.ranking.exchange.DCE': 'exchange code',
  'position.ranking.exchange.ZCE': 'exchange code',
  'health.source.smm': 'vendor name',
  'backtesting.convention.empyrical': 'library name',
  'backtesting.convention.quantstats': 'library name',
  'test.token.node': 'runtime name',
  'strategy.alert.event.webhook': 'protocol name',
  // Units, symbols and formats.
  'home.files.size': 'unit (KiB)',
  'backtesting.metric.valueAtRisk': 'metric symbol (VaR)',
  'backtesting.metric.conditionalValueAtRisk': 'metric symbol (CVaR)',
  'outlook.method.ar1': 'model symbol AR(1)',
  'library.format.pdf': 'file format',
  'library.format.html': 'file format',
  'library.format.markdown': 'file format',
  'reference.date.placeholder': 'date format typed as shown',
  'seasonal.chart.band': 'percentile symbols',
  'events.surprise.z': 'symbols only',
  'outlook.study.bandOf': 'symbols only',
  'library.annotation.label': 'placeholders only',
  'seasonal.table.current': 'placeholder only',
  'events.week.range': 'placeholders only',
  // Export file names (ASCII so every system opens them).
  'analytics.metrics.export': 'file name',
  'analytics.monthly.export': 'file name',
};

/** The words of a text outside its placeholders and ICU plural/select syntax. */
const latinWords = (text: string) => text.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

test.each([
  ['zh-CN', zhCN],
  ['ar-EG', arEG],
] as [string, Record<string, string>][])('%s has no message left in English', (_lang, messages) => {
  const en = enUS as Record<string, string>;
  const english = Object.entries(messages)
    .filter(([key, text]) => text === en[key] && latinWords(text).length > 0 && !(key in SAME_EVERYWHERE))
    .map(([key, text]) => `${key}: ${text}`);
  expect(english).toEqual([]);
});

test('the allow-list holds only keys that exist and still read the same somewhere (no stale entries)', () => {
  const en = enUS as Record<string, string>;
  const stale = Object.keys(SAME_EVERYWHERE).filter(
    (key) => !(key in en) || ((zhCN as Record<string, string>)[key] !== en[key] && (arEG as Record<string, string>)[key] !== en[key]),
  );
  expect(stale).toEqual([]);
});
