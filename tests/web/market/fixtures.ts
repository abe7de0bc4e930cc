/** Records of the market layer's calls for page tests, typed by the contract. */
import type { FeedStateInfo } from '@common/contract/feeds';
import type { SeriesData } from '@common/contract/marketData';
import type { Strategy } from '@common/contract/strategy';

const T0 = Date.UTC(2025, 3, 1, 8, 0);

/** A strategy as `/v2/strategy/list` lists it. */
export const strategyOf = (over: Partial<Strategy> = {}): Strategy => ({
  id: 's1',
  name: 'Spread',
  description: '',
  legs: [
    { alias: 'A', instrument: 'ICE.MF05' },
    { alias: 'B', instrument: 'ICE.SG380' },
  ],
  rates: [],
  formula: 'A - B',
  unit: 'USD/t',
  precision: 2,
  visibility: 'everyone',
  roles: [],
  ownerId: null,
  ownerName: 'system',
  seeded: true,
  canEdit: false,
  createdAt: T0,
  updatedAt: T0,
  ...over,
});

/** A feed's state as `/v2/feeds/state` answers it. */
export const feedStateOf = (over: Partial<FeedStateInfo> = {}): FeedStateInfo => ({
  name: 'demo',
  kind: 'demo',
  connected: true,
  lastTickAgeMs: 200,
  ticksPerSecond: 4,
  instruments: 150,
  demo: true,
  normalGapMs: 5_000,
  products: 20,
  ...over,
});

/** A series answer of `/v2/marketData/series`. */
export const seriesOf = (address: string, points: [number, number][], over: Partial<SeriesData> = {}): SeriesData => ({
  address,
  unit: 'CNY/t',
  points,
  demo: true,
  source: 'demo',
  ...over,
});
