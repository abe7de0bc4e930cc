/**
 * `ref:<key>` addresses: a dated reference rate (VAT, tariffs, factors, FX) as a step series: a point at the start
 * of the range, one on each date its value changes and one closing the last step at the end of the range, read through app.reference.rateAsOf. Daily steps
 * whatever the interval (rates change on dates). Access: auth_tool_trade_realtime.
 */
import type { Interval } from '../../../../common/contract/marketData';
import type { Address } from '../../../../common/market/address';
import type { AuthUser } from '../../../infra/auth/authUser';
import { allows } from '../../../infra/auth/routeAccess';
import type { ReferenceData, SeriesScheme } from '../../../infra/market/ports';
import { unknownSeries } from '../../../infra/market/unknownSeries';
import { REALTIME_ACCESS } from './dsScheme';

type RefAddress = Extract<Address, { scheme: 'ref' }>;
const DAY = 86_400_000;
const isoDay = (ts: number) => new Date(ts).toISOString().slice(0, 10);
/** Ranges longer than this are walked in steps of a day up to it (100 years). */
const MAX_DAYS = 36_600;

export class RefScheme implements SeriesScheme<'ref'> {
  constructor(
    private readonly reference: () => ReferenceData,
    private readonly now: () => number,
  ) {}

  canRead(user: AuthUser): boolean {
    return allows(user, REALTIME_ACCESS);
  }

  async read(address: RefAddress, q: { from: number; to: number; interval: Interval }) {
    const reference = this.reference();
    const points: [number, number][] = [];
    let unit = '';
    let source = '';
    let previous: number | undefined;
    const start = Math.floor(q.from / DAY) * DAY;
    const end = Math.min(q.to, start + MAX_DAYS * DAY);
    for (let day = start; day <= end; day += DAY) {
      const rate = reference.rateAsOf(address.key, isoDay(day));
      if (!rate) continue;
      unit = rate.unit;
      source = rate.source;
      if (rate.value !== previous) points.push([Math.max(day, q.from), rate.value]);
      previous = rate.value;
    }
    // The step holds to the end of the range: a closing point lets charts draw the last step.
    const last = points[points.length - 1];
    if (last && previous !== undefined && last[0] < q.to) points.push([q.to, previous]);
    if (points.length === 0 && !reference.rateAsOf(address.key, isoDay(q.to))) {
      // Known keys exist today even when the range lies before their first date.
      const today = reference.rateAsOf(address.key, isoDay(this.now()));
      if (!today) throw unknownSeries(`ref:${address.key}`);
      unit = today.unit;
      source = today.source;
    }
    return { unit, points, demo: false, source };
  }
}
