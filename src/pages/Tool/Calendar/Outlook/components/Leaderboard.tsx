/** One event's leaderboard: users, consensus and baseline with count, MAE and hit rate (best MAE first). */
import type { ForecasterScore } from '@common/contract/outlook';
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';

type Row = ForecasterScore & { id: string; who: string };

/** A forecaster's name: the user's, or the benchmark's in the user's language. */
export function useForecasterName() {
  const f = useText();
  return useCallback((r: ForecasterScore) => (r.forecaster.kind === 'user' ? r.forecaster.name : f(`outlook.forecaster.${r.forecaster.kind}`)), [f]);
}

export default function Leaderboard({ rows, loading }: { rows: readonly ForecasterScore[]; loading: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const who = useForecasterName();
  const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(0)}%`);
  const data: Row[] = rows.map((r) => ({ ...r, id: `${r.forecaster.kind}:${r.forecaster.id}`, who: who(r) }));
  return (
    <ClientTable<Row>
      rows={data}
      rowKey="id"
      loading={loading}
      exportName="outlook-leaderboard"
      searchText={(r) => r.who}
      emptyText={t('outlook.noScores')}
      exportColumns={[
        { title: t('outlook.col.forecaster'), value: (r) => r.who },
        { title: t('outlook.col.count'), value: (r) => r.count },
        { title: t('outlook.col.mae'), value: (r) => r.mae },
        { title: t('outlook.col.hitRate'), value: (r) => r.hitRate },
      ]}
      columns={[
        { title: t('outlook.col.forecaster'), dataIndex: 'who', key: 'who', sorter: (a, b) => a.who.localeCompare(b.who) },
        {
          title: t('outlook.col.kind'),
          key: 'kind',
          filters: ['user', 'consensus', 'baseline'].map((k) => ({ text: t(`outlook.forecaster.${k}`), value: k })),
          onFilter: (v, r) => r.forecaster.kind === v,
          render: (_, r) => t(`outlook.forecaster.${r.forecaster.kind}`),
        },
        { title: t('outlook.col.count'), dataIndex: 'count', key: 'count', sorter: (a, b) => a.count - b.count },
        { title: t('outlook.col.mae'), key: 'mae', sorter: (a, b) => a.mae - b.mae, defaultSortOrder: 'ascend', render: (_, r) => r.mae.toFixed(4) },
        { title: t('outlook.col.hitRate'), key: 'hitRate', sorter: (a, b) => (a.hitRate ?? -1) - (b.hitRate ?? -1), render: (_, r) => pct(r.hitRate) },
      ]}
    />
  );
}
