/**
 * The one series resolver (SeriesResolver of server/infra/market/ports.ts): parses an address, finds the scheme's reader,
 * checks the caller's access, reads the points and reduces them to the point budget with LTTB. Areas register the
 * schemes they own (marketData: md, ds, ref; strategy: spread) and their catalogue sources.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogEntry, Interval, SeriesData } from '../../../common/contract/marketData';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { lttb } from '../../../common/domain/lttb';
import { parseAddress, type Address } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, forbidden } from '../../infra/http/apiError';
import type { SeriesQuery, SeriesResolver, SeriesScheme } from '../../infra/market/ports';

export const DEFAULT_MAX_POINTS = 2000;
const DAY = 86_400_000;
/** Default ranges when `from` is absent: a year of daily bars, a day of minute bars (about one session with its night). */
const DEFAULT_SPAN: Record<Interval, number> = { '1d': 366 * DAY, '1m': DAY };

/** The 400 naming the `address` field: the text is not an address. */
export const malformedAddress = (text: string) => apiError('badRequest', `Not a series address: ${text.slice(0, 200)}`, { address: FIELD_ERROR_KEYS.invalid });
/** The 404 of an address that parses but names nothing stored or known. */
import { unknownSeries } from '../../infra/market/unknownSeries';

/** The range of JavaScript dates (±8.64e15 ms): any number the schema lets through stays a valid date for readers. */
const MAX_TIME = 8.64e15;
const clampTime = (t: number): number => Math.min(MAX_TIME, Math.max(-MAX_TIME, t));

/**
 * How deep derived series may read derived series (a strategy over a data set over a strategy...). Saving refuses
 * cycles (inputGraph.ts); this bound keeps a cycle made by two concurrent saves from reading forever: past it an
 * address is unreadable (canRead answers false, so a reader gets 403) and reading it on the server's behalf answers
 * unknown. Data sets allow 3 levels; strategies add theirs.
 */
const MAX_NESTING = 8;
const nesting = new AsyncLocalStorage<number>();
const tooDeep = (): boolean => (nesting.getStore() ?? 0) >= MAX_NESTING;
const nested = <T>(read: () => Promise<T>): Promise<T> => nesting.run((nesting.getStore() ?? 0) + 1, read);

type CatalogSource = (user: AuthUser, locale: string) => Promise<CatalogEntry[]>;

export class MarketSeriesResolver implements SeriesResolver {
  private readonly schemes = new Map<Address['scheme'], SeriesScheme>();
  private readonly catalogs: CatalogSource[] = [];

  constructor(private readonly now: () => number) {}

  register<S extends Address['scheme']>(scheme: S, reader: SeriesScheme<S>): void {
    this.schemes.set(scheme, reader as unknown as SeriesScheme);
  }

  registerCatalog(source: CatalogSource): void {
    this.catalogs.push(source);
  }

  /** Every registered source's entries for the user (each source returns only what the user may read). */
  async catalog(user: AuthUser, locale: string): Promise<CatalogEntry[]> {
    const lists = await Promise.all(this.catalogs.map((source) => source(user, locale)));
    return lists.flat();
  }

  async canRead(user: AuthUser, text: string): Promise<boolean> {
    const address = parseAddress(text);
    const reader = address ? this.schemes.get(address.scheme) : undefined;
    if (address === null || reader === undefined || tooDeep()) return false;
    return nested(() => Promise.resolve(reader.canRead(user, address as never)));
  }

  async inputsOf(text: string): Promise<readonly string[]> {
    const address = parseAddress(text);
    const reader = address ? this.schemes.get(address.scheme) : undefined;
    return address && reader?.inputs ? reader.inputs(address as never) : [];
  }

  /** `user` null: an in-process caller (engine, bench) reading on the server's own behalf, without an access check. */
  async resolve(user: AuthUser | null, text: string, q: Partial<SeriesQuery> & { interval: Interval }): Promise<SeriesData> {
    const address = parseAddress(text);
    if (!address) throw malformedAddress(text);
    const reader = this.schemes.get(address.scheme);
    if (!reader) throw unknownSeries(text);
    if (user && !(await reader.canRead(user, address as never))) throw forbidden(`You may not read ${text.slice(0, 200)}`);
    const to = clampTime(q.to ?? this.now());
    const from = clampTime(q.from ?? to - DEFAULT_SPAN[q.interval]);
    const maxPoints = q.maxPoints ?? DEFAULT_MAX_POINTS;
    if (tooDeep()) throw unknownSeries(text);
    const data = await nested(() => reader.read(address as never, { from, to, interval: q.interval, maxPoints }));
    const points = data.points.length > maxPoints ? lttb(data.points, maxPoints) : data.points;
    // The address as the caller wrote it, so answers match requests (`md:SHFE.FU2601` stays without `:close`).
    return { address: text, unit: data.unit, points, demo: data.demo, source: data.source };
  }
}
