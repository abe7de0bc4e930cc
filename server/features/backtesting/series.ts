/**
 * The series a backtest runs on: an address read through the series resolver (access checked for the caller),
 * points sent inline (an imported file), or one of the caller's trade-record books' unit net value (read by the
 * trade-record area, which checks the book's owner and its page key). Daily bars; the resolver's point budget is set
 * high enough that no daily history is reduced.
 */
import { BACKTEST_MAX_POINTS, type MainAdjust, type MainRoll, type SeriesInput } from '../../../common/contract/backtesting';
import type { PriceBar } from '../../../common/domain/backtest';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError } from '../../infra/http/apiError';
import { parseAddress } from '../../../common/market/address';
import type { MainContracts, SeriesResolver } from '../../infra/market/ports';
import { loadMainSeries } from './mainSeries';

/** How far back an address is read when the input gives no `from`: 20 years of daily bars. */
const DEFAULT_YEARS = 20;
const YEAR_MS = 365.25 * 86_400_000;

export interface LoadedSeries {
  bars: PriceBar[];
  unit: string;
  source: string;
  demo: boolean;
  /** What identifies the data for the cache: the address, or the inline series' name. */
  label: string;
  /** The instrument's price tick and currency (an `md:` address of a known product); null otherwise. */
  tick: number | null;
  currency: string | null;
  /** An `@main` address: how its series is adjusted and its rolls in range; null and [] for other inputs. */
  adjusted: MainAdjust | null;
  rolls: MainRoll[];
}

/** The tick and currency of an `md:` address's product, for formatting prices and costs (null for other inputs). */
export type InstrumentLookup = (address: string) => { tick: number; currency: string } | null;

/** A book's net value as dated points (app.tradeBooks, server/infra/tradeBooks/ports.ts). */
export type BookReader = (user: AuthUser, bookId: string) => Promise<{ points: { date: string; nav: number }[]; demo: boolean }>;

export interface SeriesSources {
  series: SeriesResolver;
  /** The `@main` rule's held contracts, for rolls and back-adjustment. */
  main: MainContracts;
  readBook?: BookReader;
  instrumentOf?: InstrumentLookup;
}

const adjustRefused = () =>
  apiError('backtestInput', 'Only a main contract (an @main address) can be back-adjusted', { 'input.adjust': 'api.error.backtestInput' });

export async function loadSeries(sources: SeriesSources, user: AuthUser, input: SeriesInput, now: number): Promise<LoadedSeries> {
  const { series, main, readBook, instrumentOf = () => null } = sources;
  const adjust = input.adjust ?? 'none';
  const parsed = input.kind === 'address' && input.address ? parseAddress(input.address) : null;
  const mainAddress = parsed?.scheme === 'md' && parsed.instrument.continuous === 'main' ? parsed : null;
  if (adjust !== 'none' && !mainAddress) throw adjustRefused();
  if (input.kind === 'book') {
    if (!input.bookId) throw apiError('backtestInput', 'a book is needed', { 'input.bookId': 'api.error.backtestInput' });
    if (!readBook) throw apiError('unavailable', 'Books are not available');
    const nav = await readBook(user, input.bookId);
    // Dates are the book's trading dates; a bar's time is that date's 00:00 UTC like the daily bars'.
    const bars = nav.points.map((p) => ({ t: Date.parse(`${p.date}T00:00:00Z`), close: p.nav }));
    return { bars, unit: '', source: 'tradeRecord', demo: nav.demo, label: `book:${input.bookId}`, tick: null, currency: null, adjusted: null, rolls: [] };
  }
  if (input.kind === 'points') {
    if (!input.points) throw apiError('backtestInput', 'points are needed', { 'input.points': 'api.error.backtestInput' });
    const name = input.name ?? '';
    const bars = input.points.map(([t, close]) => ({ t, close }));
    return { bars, unit: '', source: 'file', demo: false, label: `file:${name}`, tick: null, currency: null, adjusted: null, rolls: [] };
  }
  if (!input.address) throw apiError('backtestInput', 'an address is needed', { 'input.address': 'api.error.backtestInput' });
  const to = input.to ?? now;
  const q = { interval: '1d', from: input.from ?? to - DEFAULT_YEARS * YEAR_MS, to, maxPoints: BACKTEST_MAX_POINTS } as const;
  const mainRead = mainAddress ? await loadMainSeries(series, main, user, mainAddress, adjust, q) : null;
  const data = mainRead ? mainRead.data : await series.resolve(user, input.address, q);
  const spec = instrumentOf(input.address);
  return {
    bars: data.points.map(([t, close]) => ({ t, close })),
    unit: data.unit,
    source: data.source,
    demo: data.demo,
    // The adjustment changes the data, so it is part of what identifies it (the run cache's key).
    label: mainRead ? `${input.address}#${mainRead.adjusted}` : input.address,
    tick: spec?.tick ?? null,
    currency: spec?.currency ?? null,
    adjusted: mainRead?.adjusted ?? null,
    rolls: mainRead?.rolls ?? [],
  };
}

/**
 * A benchmark on the result's dates: the last value at or before each date, rebased to 1 at the first date that
 * has one (null before).
 */
export function alignBenchmark(t: readonly number[], points: readonly (readonly [number, number])[]): (number | null)[] {
  const out: (number | null)[] = [];
  let k = -1;
  let base: number | null = null;
  for (const time of t) {
    while (k + 1 < points.length && points[k + 1][0] <= time) k += 1;
    const v = k >= 0 ? points[k][1] : null;
    if (v === null || !Number.isFinite(v)) {
      out.push(null);
      continue;
    }
    if (base === null && v !== 0) base = v;
    out.push(base === null ? null : v / base);
  }
  return out;
}
