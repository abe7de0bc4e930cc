/**
 * A `sourceHealth` panel: the data sources' states (checkHealth, the same cached answer as the header's strip and the
 * home page) drawn by the shared SourceStates table, with its retry; the frame exports the table.
 */
import { useCallback } from 'react';
import LoadError from '@/components/LoadError';
import SourceStates, { type SourceStatesTable } from '@/components/SourceStates';
import { unknownHealth, useSourceHealth } from '@/services/sourceHealth';
import type { PanelViewProps } from '../types';

export default function SourceHealthPanel({ onContent }: PanelViewProps<'sourceHealth'>) {
  const health = useSourceHealth();
  const onTable = useCallback((table: SourceStatesTable) => onContent({ table: health.data ? table : null, demo: false }), [onContent, health.data]);
  if (health.error) return <LoadError error={health.error} onRetry={() => void health.refetch()} />;
  return <SourceStates health={health.data ?? unknownHealth()} loading={health.isFetching} onTable={onTable} />;
}
