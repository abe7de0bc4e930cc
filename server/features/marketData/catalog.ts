/**
 * The marketData area's catalogue source: every `md:` and `ds:` address the user may read, with its name in the
 * caller's locale, unit, source, first and last stored point and demo flag. For each readable product: its main
 * continuous series (`@main`, dated products) or its undated address, even before any bar is stored (first/last
 * null), and every stored contract. `ref:` rates are not listed: ReferenceData has no list of rate keys
 * (rateAsOf only); the reference area's pages list them.
 */
import type { Kysely } from 'kysely';
import type { CatalogEntry } from '../../../common/contract/marketData';
import { formatInstrument, parseInstrument, productKeyOf } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import type { Database } from '../../schema';
import type { ProductSpec, ReferenceData } from '../../infra/market/ports';
import type { SqlBarStore } from './barStore';
import { instrumentName, nameIn } from '../../../common/market/instrumentName';
import { REALTIME_ACCESS } from './schemes/dsScheme';

/**
 * A contract month before every month the listing rule lists today: past its last trading day. A month after them
 * (not listed yet) is not expired.
 */
function firstListedMonth(reference: ReferenceData, exchange: string, code: string, today: string): string | null {
  const months = reference.contracts(exchange, code, today).map((c) => c.month);
  return months.length ? months.reduce((a, b) => (b < a ? b : a)) : null;
}

/** Dated products have contract months (futures, swaps); fx and spot products are undated. */
const isDated = (spec: ProductSpec) => spec.kind === 'future' || spec.kind === 'swap';

interface Span {
  first: number;
  last: number;
  demo: boolean;
  sources: Set<string>;
}

function widen(map: Map<string, Span>, key: string, first: number, last: number, demo: boolean, source: string) {
  const s = map.get(key);
  if (!s) map.set(key, { first, last, demo, sources: new Set([source]) });
  else {
    s.first = Math.min(s.first, first);
    s.last = Math.max(s.last, last);
    s.demo ||= demo;
    s.sources.add(source);
  }
}

/**
 * How long the stored bars' coverage is reused: it is a GROUP BY over every bar (millions of minute bars in a long-run
 * install), while the catalogue is read whenever a builder opens. Writes in this process drop it at once; writes in
 * another process (the leader's aggregation) show within this time.
 */
export const COVERAGE_TTL_MS = 30_000;

type Coverage = Awaited<ReturnType<SqlBarStore['coverage']>>;

export function marketDataCatalog(deps: { db: Kysely<Database>; bars: SqlBarStore; reference: () => ReferenceData; now: () => number }) {
  let cached: { at: number; coverage: Promise<Coverage> } | null = null;
  deps.bars.onWrite(() => {
    cached = null;
  });
  const coverageNow = (): Promise<Coverage> => {
    const at = deps.now();
    if (!cached || at - cached.at >= COVERAGE_TTL_MS || at < cached.at) {
      const coverage = deps.bars.coverage();
      const entry = { at, coverage };
      cached = entry;
      coverage.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.coverage;
  };
  return async (user: AuthUser, locale: string): Promise<CatalogEntry[]> => {
    const entries: CatalogEntry[] = [];
    const reference = deps.reference();
    const coverage = await coverageNow();
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const firstListed = new Map<string, string | null>();
    // Daily bars give the span when both intervals exist (the longer history); minute bars otherwise.
    const stored = new Map<string, Span>();
    const products = new Map<string, Span>();
    for (const c of [...coverage].sort((a, b) => (a.interval === b.interval ? 0 : a.interval === '1d' ? -1 : 1))) {
      if (stored.has(c.instrument)) continue;
      widen(stored, c.instrument, c.first, c.last, c.demo, c.source);
    }
    for (const [instrument, span] of stored) {
      const ref = parseInstrument(instrument);
      const spec = ref && reference.resolveInstrument(ref);
      if (!ref || !spec || !allows(user, spec.accessKey)) continue;
      if (ref.month) widen(products, productKeyOf(ref), span.first, span.last, span.demo, [...span.sources][0]);
      const key = productKeyOf(ref);
      if (!firstListed.has(key)) firstListed.set(key, firstListedMonth(reference, ref.exchange, ref.code, today));
      const first = firstListed.get(key);
      const expired = ref.month !== null && first !== null && first !== undefined && ref.month < first;
      entries.push({
        address: `md:${instrument}`,
        kind: 'md',
        name: instrumentName(ref, spec.names, locale),
        unit: spec.unit,
        source: [...span.sources].sort().join(', '),
        first: span.first,
        last: span.last,
        demo: span.demo,
        ...(expired ? { expired } : {}),
      });
    }
    for (const spec of reference.products()) {
      if (!allows(user, spec.accessKey)) continue;
      const key = `${spec.exchange}.${spec.code}`;
      if (isDated(spec)) {
        const span = products.get(key);
        entries.push({
          address: `md:${formatInstrument({ exchange: spec.exchange, code: spec.code, month: null, continuous: 'main' })}`,
          kind: 'md',
          name: instrumentName({ month: null, continuous: 'main' }, spec.names, locale),
          unit: spec.unit,
          source: span ? [...span.sources].sort().join(', ') : '',
          first: span?.first ?? null,
          last: span?.last ?? null,
          demo: span?.demo ?? false,
        });
      } else if (!stored.has(key)) {
        entries.push({ address: `md:${key}`, kind: 'md', name: nameIn(spec.names, locale), unit: spec.unit, source: '', first: null, last: null, demo: false });
      }
    }
    if (allows(user, REALTIME_ACCESS)) entries.push(...(await dsEntries(deps.db, locale)));
    return entries;
  };
}

/**
 * Every `ds:` series: the described ones (md_ds_series: the public histories, with names per locale and licence) and
 * every series a data-source import stored (ds_observations), named by its id with the source's name, as the resolver
 * answers them (schemes/dsScheme.ts): an imported series is found in the pickers and by id (the stocks call).
 */
async function dsEntries(db: Kysely<Database>, locale: string): Promise<CatalogEntry[]> {
  const [described, spans] = await Promise.all([
    db.selectFrom('md_ds_series').selectAll().execute(),
    db
      .selectFrom('ds_observations')
      .select((eb) => ['source', 'series_id', eb.fn.min('ts').as('first'), eb.fn.max('ts').as('last'), eb.fn.max('unit').as('unit')])
      .groupBy(['source', 'series_id'])
      .execute(),
  ]);
  const spanOf = new Map(spans.map((s) => [`${s.source}:${s.series_id}`, s]));
  const entries = described.map((s): CatalogEntry => {
    const key = `${s.source}:${s.series_id}`;
    const span = spanOf.get(key);
    spanOf.delete(key);
    let names: Record<string, string> = {};
    try {
      names = JSON.parse(s.names) as Record<string, string>;
    } catch {
      names = {};
    }
    return {
      address: `ds:${key}`,
      kind: 'ds' as const,
      name: nameIn(names, locale) || s.series_id,
      unit: s.unit,
      source: `${s.source_label} (${s.licence})`,
      first: span ? Number(span.first) : null,
      last: span ? Number(span.last) : null,
      demo: false,
    };
  });
  for (const [key, span] of spanOf) {
    entries.push({
      address: `ds:${key}`,
      kind: 'ds',
      name: span.series_id,
      unit: String(span.unit ?? ''),
      source: span.source,
      first: Number(span.first),
      last: Number(span.last),
      demo: false,
    });
  }
  return entries;
}
