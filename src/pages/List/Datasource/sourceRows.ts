/** One row per source for the page, from the four reads that each hold part of it (see data.d.ts). */
import { SOURCE_NAMES, UPDATABLE_SOURCES, type ConnectorStatus, type RunRecord, type SourceName } from '@common/contract/datasource';
import type { HealthView, SourceHealthView } from '@/services/sourceHealth';
import type { SourceRow } from './data';

interface Reads {
  health: HealthView;
  statuses?: readonly ConnectorStatus[];
  trace?: readonly { source: string; lastRun: RunRecord | null; nextRun: number | null; lastUpdate: number | null }[];
  nextTimes?: readonly { source: string | null; nextTimes: number[] }[];
}

export function sourceRows(
  { health, statuses, trace, nextTimes }: Reads,
  text: { nameOf: (source: SourceName) => string; messageOf: (health: SourceHealthView) => string },
): SourceRow[] {
  return SOURCE_NAMES.map((source) => {
    const h = health[source];
    const traced = trace?.find((t) => t.source === source);
    // The freshest of the reads that carry it (health is re-evaluated once a minute, the trace per call).
    const latest = Math.max(h.lastUpdate ?? -1, traced?.lastUpdate ?? -1);
    return {
      source,
      name: text.nameOf(source),
      state: h.state,
      message: text.messageOf(h),
      lastUpdate: latest < 0 ? null : latest,
      checkedAt: h.checkedAt,
      status: statuses?.find((s) => s.source === source),
      nextTimes: nextTimes?.find((n) => n.source === source)?.nextTimes ?? [],
      nextRun: traced?.nextRun ?? null,
      lastRun: traced?.lastRun ?? null,
      updatable: (UPDATABLE_SOURCES as readonly string[]).includes(source),
    };
  });
}
