/**
 * A backtest's `@main` series with its rolls and, on request, back-adjusted (issue 18; docs/analytics/backtesting.md).
 * The unadjusted series is the resolver's `@main` read itself (the held contract's own prices, unchanged for every
 * other reader). The rolls are where the held contract (app.mainContracts, the same rule as `@main`: previous day's
 * open interest) changes inside the range; 'difference' and 'ratio' rebuild the series from the held contracts'
 * own prices in the same field with common/domain/continuousSeries.ts, the latest contract's prices unchanged.
 */
import type { MainAdjust, MainRoll } from '../../../common/contract/backtesting';
import type { SeriesData } from '../../../common/contract/marketData';
import { ContinuousSeriesError, continuousSeries, type ContractPrices, type RollDate } from '../../../common/domain/continuousSeries';
import { type Address, formatAddress, parseInstrument, productKeyOf } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError } from '../../infra/http/apiError';
import type { MainContracts, SeriesQuery, SeriesResolver } from '../../infra/market/ports';

type MdAddress = Extract<Address, { scheme: 'md' }>;

export interface MainSeries {
  data: SeriesData;
  adjusted: MainAdjust;
  rolls: MainRoll[];
}

/** The rolls of a held-contract path: each date whose contract differs from the previous date's. */
export function rollsOf(days: readonly { ts: number; instrument: string }[]): RollDate<number>[] {
  const rolls: RollDate<number>[] = [];
  for (let i = 1; i < days.length; i++) {
    if (days[i].instrument !== days[i - 1].instrument) rolls.push({ time: days[i].ts, from: days[i - 1].instrument, to: days[i].instrument });
  }
  return rolls;
}

const refusal = (message: string) => apiError('backtestInput', `Cannot adjust the main contract: ${message}`, { 'input.adjust': 'api.error.backtestInput' });

export async function loadMainSeries(
  series: SeriesResolver,
  main: MainContracts,
  user: AuthUser,
  address: MdAddress,
  adjust: MainAdjust,
  q: SeriesQuery,
): Promise<MainSeries> {
  // The `@main` read checks the caller's access to the product: the contracts read below are the same product's.
  const mainRead = await series.resolve(user, formatAddress(address), { ...q, interval: '1d' });
  let demo = mainRead.demo;
  const days = await main.heldDays(productKeyOf(address.instrument), q.from, q.to);
  const rolls = rollsOf(days);
  const contracts: ContractPrices<number>[] = await Promise.all(
    [...new Set(days.map((d) => d.instrument))].map(async (instrument) => {
      const ref = parseInstrument(instrument);
      if (!ref) return { contract: instrument, points: [] };
      const read = await series.resolve(user, formatAddress({ ...address, instrument: ref }), { ...q, interval: '1d' });
      demo ||= read.demo;
      return { contract: instrument, points: read.points };
    }),
  );
  const priceOn = (contract: string, t: number) => contracts.find((c) => c.contract === contract)?.points.find((p) => p[0] === t)?.[1] ?? null;
  const answerRolls: MainRoll[] = rolls.map(({ time, from, to }) => {
    const [old, next] = [priceOn(from, time), priceOn(to, time)];
    return { t: time, from, to, gap: old === null || next === null ? null : next - old };
  });
  // Demo when any contract read is (issue 18).
  const data = { ...mainRead, demo };
  if (adjust === 'none' || rolls.length === 0) return { data, adjusted: adjust, rolls: answerRolls };
  let points: [number, number][];
  try {
    points = continuousSeries(contracts, rolls, adjust).map((p) => [p.time, p.value]);
  } catch (err) {
    if (err instanceof ContinuousSeriesError) throw refusal(err.message);
    throw err;
  }
  return { data: { ...data, points }, adjusted: adjust, rolls: answerRolls };
}
