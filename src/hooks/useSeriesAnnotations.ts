/**
 * Research documents pinned to the series a chart shows, as `<Chart annotations>` (issue 11, docs/research/library.md):
 * `annotation/list` for the chart's addresses and time range, asked only when the user holds the research library's
 * page (`auth_tool_research_platts`; others: no call, no marks). The range is widened to whole UTC days so a chart
 * whose last point moves every tick does not ask again each time. A click opens the document in the library page
 * (reports or insights by its kind), whose reader opens from `?open=<id>`.
 */
import { useQuery } from '@tanstack/react-query';
import { history, useAccess } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import type { DocumentKind } from '@common/contract/library';
import type { ChartAnnotation } from '@/components/Chart';
import { useText } from '@/hooks/useText';
import { apiQuery, dataOf } from '@/services/query';

const DAY_MS = 86_400_000;
export const RESEARCH_ACCESS = 'auth_tool_research_platts';

/** The library route that lists a document of this kind (the reports page presets reports and methodology changes). */
export const libraryPathOf = (kind: DocumentKind): string =>
  kind === 'report' || kind === 'methodology' ? '/tool/research/platts/reports' : '/tool/research/platts/insights';

/** The first and last x of the points a chart draws, or null when it draws none. */
export function rangeOf(points: readonly (readonly [number, ...unknown[]])[] | undefined): { from: number; to: number } | null {
  if (!points || points.length === 0) return null;
  return { from: points[0][0], to: points[points.length - 1][0] };
}

export function useSeriesAnnotations(addresses: readonly string[], range: { from: number; to: number } | null) {
  const f = useText();
  const allowed = (useAccess() as Record<string, unknown>)[RESEARCH_ACCESS] === true;
  const from = range ? Math.floor(range.from / DAY_MS) * DAY_MS : 0;
  const to = range ? Math.ceil((range.to + 1) / DAY_MS) * DAY_MS - 1 : 0;
  const list = useQuery({
    ...apiQuery('/v2/research/annotation/list', { addresses: [...addresses].slice(0, 50), from, to }),
    select: dataOf,
    enabled: allowed && addresses.length > 0 && range !== null,
    staleTime: 60_000,
  });
  // One mark per document, even when it is pinned to several of the chart's addresses.
  const annotations = useMemo<ChartAnnotation[]>(() => {
    const seen = new Set<string>();
    return (list.data ?? []).flatMap((a) => {
      if (seen.has(a.documentId)) return [];
      seen.add(a.documentId);
      return [{ at: a.at, id: a.documentId, label: f('library.annotation.label', { title: a.title, kind: f(`library.kind.${a.kind}`) }) }];
    });
  }, [list.data, f]);
  const kinds = useMemo(() => new Map((list.data ?? []).map((a) => [a.documentId, a.kind])), [list.data]);
  const open = useCallback(
    (annotation: ChartAnnotation) => {
      const kind = kinds.get(annotation.id);
      if (kind) history.push(`${libraryPathOf(kind)}?open=${encodeURIComponent(annotation.id)}`);
    },
    [kinds],
  );
  return { annotations: allowed ? annotations : [], open };
}
