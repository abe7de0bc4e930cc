/**
 * Areas whose strings one page shows and no other (nor the header, nor a notification): each is its own messages part,
 * loaded with that page (./pageParts/<area>.ts, src/locales/load.ts) instead of with every page outside the shell.
 * tests/web/locales.test.ts checks that no file outside the page (and the area's own contract and server feature,
 * whose keys that page shows) names one of their keys.
 */
export const PAGE_OWNED_AREAS = [
  'account',
  'assistant',
  'backtesting',
  'cycle',
  'dataSet',
  'futOptCrossSectionData',
  'introduction',
  'outlook',
  'position',
  'rollingAnalyzer',
  'spotTradeRecord',
  'subscribe',
  'test',
  'tradeRecord',
  'warehouseCargoLocData',
] as const;

export type PageOwnedArea = (typeof PAGE_OWNED_AREAS)[number];
