/**
 * The Platts Singapore Market-on-Close window (docs/spotTradeRecord.md): the day's bids, offers and trades as a
 * timeline up to the close, what each firm did, who traded with whom, and the Dubai partials convergence counter.
 *
 * Conventions: a bid is the buyer's, an offer the seller's, a trade both firms'; volumes are barrels; times are
 * Singapore wall-clock `HH:mm[:ss]`; a record's loading month is read from its laycan (`loadingMonthOf`).
 */

export type WindowInstrument = 'cargo' | 'partial' | 'derivative';
export type WindowSide = 'bid' | 'offer' | 'trade';

/** One window record as these functions need it (the stored record has more fields). */
export interface WindowRecord {
  id: string;
  date: string;
  product: string;
  instrument: WindowInstrument;
  side: WindowSide;
  buyer: string;
  seller: string;
  volume: number;
  /** The laycan (loading window), e.g. `2025-05`, `2025-05-01/2025-05-31`, `May 2025`, `MAY25`. */
  loadingWindow: string;
  time: string;
}

/** Seconds after midnight of a `HH:mm[:ss]` time; NaN when it is not one. */
export function secondsOfDay(time: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) return Number.NaN;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return Number.NaN;
  return h * 3600 + mi * 60 + s;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * The loading month (`YYYY-MM`) a laycan names: the month of its first date for `YYYY-MM[-DD]...`, or a month name
 * with a two- or four-digit year (`May 2025`, `MAY25`, `1-5 May 2025` takes May 2025). Null when none is written.
 */
export function loadingMonthOf(laycan: string): string | null {
  const text = laycan.trim().toUpperCase();
  const iso = /(\d{4})-(\d{2})/.exec(text);
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12) return `${iso[1]}-${iso[2]}`;
  const named = /(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*[\s-]*'?(\d{4}|\d{2})\b/.exec(text);
  if (!named) return null;
  const year = named[2].length === 2 ? `20${named[2]}` : named[2];
  return `${year}-${String(MONTHS.indexOf(named[1]) + 1).padStart(2, '0')}`;
}

/** A window event placed on the day's timeline. */
export interface TimelinePoint {
  id: string;
  side: WindowSide;
  seconds: number;
  /** Entered after the close (16:30:00 by default): outside the window. */
  afterClose: boolean;
}

/** The day's records in time order (ties keep their order), records whose time cannot be read left out. */
export function windowTimeline(records: readonly WindowRecord[], closeTime = '16:30:00'): TimelinePoint[] {
  const close = secondsOfDay(closeTime);
  return records
    .map((r) => ({ id: r.id, side: r.side, seconds: secondsOfDay(r.time), afterClose: false }))
    .filter((p) => Number.isFinite(p.seconds))
    .map((p) => ({ ...p, afterClose: p.seconds > close }))
    .sort((a, b) => a.seconds - b.seconds);
}

/** What one firm did: bids and offers it showed, trades it bought and sold in, with their volumes (barrels). */
export interface FirmActivity {
  firm: string;
  bids: number;
  offers: number;
  bought: number;
  sold: number;
  bidVolume: number;
  offerVolume: number;
  boughtVolume: number;
  soldVolume: number;
}

/** Firms by activity (most records first, then by name); a blank firm name is left out. */
export function firmActivity(records: readonly WindowRecord[]): FirmActivity[] {
  const byFirm = new Map<string, FirmActivity>();
  const of = (firm: string): FirmActivity | null => {
    const name = firm.trim();
    if (!name) return null;
    let a = byFirm.get(name);
    if (!a) {
      a = { firm: name, bids: 0, offers: 0, bought: 0, sold: 0, bidVolume: 0, offerVolume: 0, boughtVolume: 0, soldVolume: 0 };
      byFirm.set(name, a);
    }
    return a;
  };
  for (const r of records) {
    if (r.side === 'bid') {
      const a = of(r.buyer);
      if (a) {
        a.bids += 1;
        a.bidVolume += r.volume;
      }
    } else if (r.side === 'offer') {
      const a = of(r.seller);
      if (a) {
        a.offers += 1;
        a.offerVolume += r.volume;
      }
    } else {
      const b = of(r.buyer);
      if (b) {
        b.bought += 1;
        b.boughtVolume += r.volume;
      }
      const s = of(r.seller);
      if (s) {
        s.sold += 1;
        s.soldVolume += r.volume;
      }
    }
  }
  const total = (a: FirmActivity) => a.bids + a.offers + a.bought + a.sold;
  return [...byFirm.values()].sort((x, y) => total(y) - total(x) || x.firm.localeCompare(y.firm));
}

/** Trades between one buyer and one seller over a range. */
export interface CounterpartyPair {
  buyer: string;
  seller: string;
  trades: number;
  volume: number;
  /** First and last trade dates of the pair in the range. */
  firstDate: string;
  lastDate: string;
}

/** Who traded with whom: trades only (bids and offers are not deals), by pair, most trades first. */
export function counterpartyPairs(records: readonly WindowRecord[]): CounterpartyPair[] {
  const pairs = new Map<string, CounterpartyPair>();
  for (const r of records) {
    if (r.side !== 'trade') continue;
    const buyer = r.buyer.trim();
    const seller = r.seller.trim();
    if (!buyer || !seller) continue;
    const key = JSON.stringify([buyer, seller]);
    const p = pairs.get(key) ?? { buyer, seller, trades: 0, volume: 0, firstDate: r.date, lastDate: r.date };
    p.trades += 1;
    p.volume += r.volume;
    if (r.date < p.firstDate) p.firstDate = r.date;
    if (r.date > p.lastDate) p.lastDate = r.date;
    pairs.set(key, p);
  }
  return [...pairs.values()].sort((x, y) => y.trades - x.trades || y.volume - x.volume || x.buyer.localeCompare(y.buyer) || x.seller.localeCompare(y.seller));
}

/**
 * A dated convergence rule: from `validFrom` (a trade date), `partials` partials of `partialBarrels` each between
 * the same seller and buyer for one loading month converge into a cargo of `cargoBarrels`.
 */
export interface ConvergenceRule {
  validFrom: string;
  partials: number;
  partialBarrels: number;
  cargoBarrels: number;
}

export interface Convergence {
  loadingMonth: string;
  seller: string;
  buyer: string;
  /** Trade date and time of the partial that completed the cargo. */
  date: string;
  time: string;
  /** The partials' record ids, in trade order (a record of n partials appears once and counts n). */
  recordIds: string[];
  partials: number;
  cargoBarrels: number;
}

/** Partials counted towards a cargo that has not converged yet. */
export interface OpenCount {
  loadingMonth: string;
  seller: string;
  buyer: string;
  partials: number;
  /** Partials the rule in force at the last one needs. */
  needed: number;
}

export interface SkippedPartial {
  id: string;
  reason: 'noLoadingMonth' | 'notWholePartials' | 'noCounterparty';
}

export interface ConvergenceResult {
  convergences: Convergence[];
  open: OpenCount[];
  skipped: SkippedPartial[];
}

/** The rule in force on a trade date: the latest whose `validFrom` is not after it (rules sorted here). */
export function ruleOn(rules: readonly ConvergenceRule[], date: string): ConvergenceRule {
  const sorted = [...rules].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let found = sorted[0];
  for (const r of sorted) if (r.validFrom <= date) found = r;
  if (!found) throw new Error('no convergence rule');
  return found;
}

const isDubai = (product: string): boolean => /dubai/i.test(product);

/**
 * The Dubai partials convergence counter. Counts traded Dubai partials (instrument `partial`, side `trade`, product
 * naming Dubai) per loading month and ordered pair (seller -> buyer), in trade order (date, then time); when a pair's
 * count reaches the rule in force on the completing trade's date, those partials converge into one cargo and the
 * pair's count starts again. A record of several partials (volume a whole multiple of the partial size) counts as
 * that many; a count that passes the threshold inside one record carries the rest into the next cargo.
 * Partials without a loading month, a whole number of partials or both firms are listed as skipped.
 */
export function dubaiConvergences(records: readonly WindowRecord[], rules: readonly ConvergenceRule[]): ConvergenceResult {
  const partials = records
    .filter((r) => r.instrument === 'partial' && r.side === 'trade' && isDubai(r.product))
    .map((r, order) => ({ r, order, seconds: secondsOfDay(r.time) }))
    .sort((a, b) => a.r.date.localeCompare(b.r.date) || a.seconds - b.seconds || a.order - b.order);
  const skipped: SkippedPartial[] = [];
  const convergences: Convergence[] = [];
  const counts = new Map<string, { loadingMonth: string; seller: string; buyer: string; ids: string[]; partials: number; needed: number }>();
  for (const { r } of partials) {
    const loadingMonth = loadingMonthOf(r.loadingWindow);
    const seller = r.seller.trim();
    const buyer = r.buyer.trim();
    const rule = ruleOn(rules, r.date);
    const units = r.volume / rule.partialBarrels;
    if (!seller || !buyer) skipped.push({ id: r.id, reason: 'noCounterparty' });
    else if (!loadingMonth) skipped.push({ id: r.id, reason: 'noLoadingMonth' });
    else if (!Number.isInteger(units) || units < 1) skipped.push({ id: r.id, reason: 'notWholePartials' });
    else {
      const key = JSON.stringify([loadingMonth, seller, buyer]);
      let c = counts.get(key);
      if (!c) {
        c = { loadingMonth, seller, buyer, ids: [], partials: 0, needed: rule.partials };
        counts.set(key, c);
      }
      c.needed = rule.partials;
      for (let left = units; left > 0; ) {
        // max(1, ...): a count already at a lower threshold (rules passed in any order) still moves on.
        const take = Math.min(left, Math.max(1, rule.partials - c.partials));
        c.partials += take;
        if (c.ids[c.ids.length - 1] !== r.id) c.ids.push(r.id);
        left -= take;
        if (c.partials >= rule.partials) {
          convergences.push({
            loadingMonth,
            seller,
            buyer,
            date: r.date,
            time: r.time,
            recordIds: c.ids,
            partials: c.partials,
            cargoBarrels: rule.cargoBarrels,
          });
          c.ids = [];
          c.partials = 0;
        }
      }
    }
  }
  const open = [...counts.values()]
    .filter((c) => c.partials > 0)
    .map(({ loadingMonth, seller, buyer, partials: n, needed }) => ({ loadingMonth, seller, buyer, partials: n, needed }))
    .sort((a, b) => a.loadingMonth.localeCompare(b.loadingMonth) || b.partials - a.partials || a.seller.localeCompare(b.seller));
  return { convergences, open, skipped };
}
