/**
 * `ds:<source>:<seriesId>` addresses: imported data-source series. Values live in the data-source area's
 * ds_observations (one per date); md_ds_series adds names per locale, unit, source label and licence (the public
 * histories, server/features/marketData/publicHistories.ts). A series with observations but no metadata answers with the
 * observations' unit and its source name. These are daily or monthly observations: both intervals answer the same
 * points. Access: auth_tool_trade_realtime.
 */
import type { Kysely } from 'kysely';
import type { Interval } from '../../../../common/contract/marketData';
import type { Address } from '../../../../common/market/address';
import type { AuthUser } from '../../../infra/auth/authUser';
import { allows } from '../../../infra/auth/routeAccess';
import type { Database } from '../../../schema';
import type { SeriesScheme } from '../../../infra/market/ports';
import { unknownSeries } from '../../../infra/market/unknownSeries';

type DsAddress = Extract<Address, { scheme: 'ds' }>;

/** The route access key of the public histories and reference rates (docs/market-data.md). */
export const REALTIME_ACCESS = 'auth_tool_trade_realtime';

export class DsScheme implements SeriesScheme<'ds'> {
  constructor(private readonly db: Kysely<Database>) {}

  canRead(user: AuthUser): boolean {
    return allows(user, REALTIME_ACCESS);
  }

  async read(address: DsAddress, q: { from: number; to: number; interval: Interval }) {
    const [meta, rows] = await Promise.all([
      this.db
        .selectFrom('md_ds_series')
        .select(['unit', 'source_label'])
        .where('source', '=', address.source)
        .where('series_id', '=', address.seriesId)
        .executeTakeFirst(),
      this.db
        .selectFrom('ds_observations')
        .select(['ts', 'value'])
        .where('source', '=', address.source)
        .where('series_id', '=', address.seriesId)
        .where('ts', '>=', q.from)
        .where('ts', '<=', q.to)
        .orderBy('ts')
        .execute(),
    ]);
    let unit = meta?.unit;
    if (unit === undefined) {
      // No metadata (a data-source import): the unit of any observation; none at all means no such series.
      const any = await this.db
        .selectFrom('ds_observations')
        .select('unit')
        .where('source', '=', address.source)
        .where('series_id', '=', address.seriesId)
        .limit(1)
        .executeTakeFirst();
      if (!any) throw unknownSeries(`ds:${address.source}:${address.seriesId}`);
      unit = any.unit;
    }
    const points = rows.filter((r) => Number.isFinite(r.value)).map((r) => [Number(r.ts), r.value] as [number, number]);
    return { unit, points, demo: false, source: meta?.source_label ?? address.source };
  }
}
