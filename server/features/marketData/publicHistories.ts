/**
 * The public price histories shipped with the server (server/features/marketData/publicData/, provenance in its README):
 * imported on start as `ds:` series, values into the data-source area's ds_observations and names, unit, source
 * and licence into md_ds_series. Idempotent and fast: a series whose stored row count already equals its file's
 * is skipped; otherwise the whole set is written in one transaction. Empty prices are missing (no row, never 0);
 * negative prices (WTI 2020-04-20) are kept. A monthly or weekly statistic is dated at its publication, not at its
 * as-of date (issue 18: backtests must not see it before it was known): the FRED monthly averages at their G.5
 * release (common/domain/releaseDating.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { datedAtRelease, G5_RELEASE, type ReleaseRule } from '../../../common/domain/releaseDating';
import type { Database } from '../../schema';

export interface PublicSeries {
  source: string;
  seriesId: string;
  file: string;
  /** Column of the value (0-based); column 0 is the date. */
  valueColumn: number;
  names: Record<string, string>;
  unit: string;
  sourceLabel: string;
  /** When each value is published; absent: known on its own date (daily prices). */
  release?: ReleaseRule;
}

export const PUBLIC_LICENCE = 'ODC-PDDL 1.0';
const EIA = 'U.S. EIA, public domain';

export const PUBLIC_SERIES: readonly PublicSeries[] = [
  {
    source: 'eia',
    seriesId: 'RBRTE',
    file: 'eia-brent-daily.csv',
    valueColumn: 1,
    names: { 'zh-CN': '布伦特原油现货（EIA）', 'en-US': 'Brent spot FOB (EIA)', 'ar-EG': 'خام برنت الفوري (EIA)' },
    unit: 'USD/bbl',
    sourceLabel: EIA,
  },
  {
    source: 'eia',
    seriesId: 'RWTC',
    file: 'eia-wti-daily.csv',
    valueColumn: 1,
    names: { 'zh-CN': 'WTI 原油现货（库欣，EIA）', 'en-US': 'WTI spot Cushing (EIA)', 'ar-EG': 'خام غرب تكساس الفوري في كوشينغ (EIA)' },
    unit: 'USD/bbl',
    sourceLabel: EIA,
  },
  {
    source: 'eia',
    seriesId: 'RNGWHHD',
    file: 'eia-henry-hub-daily.csv',
    valueColumn: 1,
    names: { 'zh-CN': '亨利港天然气现货（EIA）', 'en-US': 'Henry Hub natural gas spot (EIA)', 'ar-EG': 'الغاز الطبيعي الفوري في هنري هب (EIA)' },
    unit: 'USD/MMBtu',
    sourceLabel: EIA,
  },
  {
    source: 'fred',
    seriesId: 'EXCHUS',
    file: 'fred-usdcny-monthly.csv',
    valueColumn: 2,
    names: { 'zh-CN': '美元兑人民币月均汇率（FRED）', 'en-US': 'USD/CNY monthly average (FRED)', 'ar-EG': 'متوسط سعر الدولار مقابل اليوان شهريًا (FRED)' },
    unit: 'CNY/USD',
    sourceLabel: 'FRED, Federal Reserve H.10/G.5, public domain; dated at the G.5 release',
    release: G5_RELEASE,
  },
];

export const PUBLIC_DATA_DIR = path.join(__dirname, 'publicData');
const RUN_ID = 'public-histories';
const CHUNK = 500;

/** `YYYY-MM-DD,...` rows -> [00:00 UTC of the date, value]; empty or non-numeric values are missing. */
export function parsePublicCsv(text: string, valueColumn: number): [number, number][] {
  const out: [number, number][] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const cells = line.split(',');
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cells[0]?.trim() ?? '');
    const raw = cells[valueColumn]?.trim() ?? '';
    if (!date || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    out.push([Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])), value]);
  }
  return out;
}

/** The shipped files never change while the process runs: each is read and parsed once, not at every app start. */
const parsedFiles = new Map<string, [number, number][]>();
function publicPoints(file: string, valueColumn: number, release: ReleaseRule | undefined): [number, number][] {
  const key = `${file}#${valueColumn}#${release?.kind ?? 'asOf'}`;
  let points = parsedFiles.get(key);
  if (!points) {
    const asOf = parsePublicCsv(fs.readFileSync(file, 'utf8'), valueColumn);
    points = release
      ? datedAtRelease(
          asOf.map(([ts, value]) => ({ ts, value })),
          release,
        ).map((p): [number, number] => [p.ts, p.value])
      : asOf;
    parsedFiles.set(key, points);
  }
  return points;
}

/** Imports what is missing; answers the number of observations written. */
export async function importPublicHistories(db: Kysely<Database>, now: number, dir = PUBLIC_DATA_DIR): Promise<number> {
  const pending: { series: PublicSeries; points: [number, number][]; redate: boolean }[] = [];
  for (const series of PUBLIC_SERIES) {
    const points = publicPoints(path.join(dir, series.file), series.valueColumn, series.release);
    const [stored, meta] = await Promise.all([
      db
        .selectFrom('ds_observations')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('ts').as('first')])
        .where('source', '=', series.source)
        .where('series_id', '=', series.seriesId)
        .executeTakeFirst(),
      db.selectFrom('md_ds_series').select('series_id').where('source', '=', series.source).where('series_id', '=', series.seriesId).executeTakeFirst(),
    ]);
    const count = Number(stored?.n ?? 0);
    // Stored under other dates (a monthly series dated at its as-of date before issue 18): rewritten whole.
    const redate = count > 0 && stored?.first !== null && Number(stored?.first) !== points[0]?.[0];
    if (meta && count === points.length && !redate) continue;
    pending.push({ series, points, redate });
  }
  if (pending.length === 0) return 0;
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (const { series, points, redate } of pending) {
      if (redate) await trx.deleteFrom('ds_observations').where('source', '=', series.source).where('series_id', '=', series.seriesId).execute();
      const meta = {
        source: series.source,
        series_id: series.seriesId,
        names: JSON.stringify(series.names),
        unit: series.unit,
        source_label: series.sourceLabel,
        licence: PUBLIC_LICENCE,
        updated_at: now,
      };
      await trx
        .insertInto('md_ds_series')
        .values(meta)
        .onConflict((oc) =>
          oc
            .columns(['source', 'series_id'])
            .doUpdateSet({ names: meta.names, unit: meta.unit, source_label: meta.source_label, licence: meta.licence, updated_at: now }),
        )
        .execute();
      for (let i = 0; i < points.length; i += CHUNK) {
        const values = points
          .slice(i, i + CHUNK)
          .map(([ts, value]) => ({ source: series.source, series_id: series.seriesId, ts, value, unit: series.unit, imported_at: now, run_id: RUN_ID }));
        await trx
          .insertInto('ds_observations')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['source', 'series_id', 'ts']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), unit: eb.ref('excluded.unit') })),
          )
          .execute();
      }
      written += points.length;
    }
  });
  return written;
}
