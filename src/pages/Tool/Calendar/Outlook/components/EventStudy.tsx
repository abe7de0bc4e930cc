/**
 * The event study of one event (`/v2/outlook/study`): the move of a series over each window after the event's past
 * releases, for all releases and split by surprise sign. A table of count, mean, std and quantiles per window and
 * group, and a chart of the mean with its 10–90 % band per window. A run can be cancelled (the request is aborted).
 */
import type { OutlookStudy } from '@common/contract/outlook';
import { Alert, Space, Typography } from 'antd';
import { useMemo } from 'react';
import Chart from '@/components/Chart';
import type { ChartXAxis } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { useStudyRun } from '../service';
import { STUDY_GROUPS, type StudyGroup, studySeries } from './outlookSeries';
import StudyForm from './StudyForm';
import { useWindowLabel } from './useWindowLabel';

interface StatRow {
  id: string;
  windowMinutes: number;
  window: string;
  group: StudyGroup;
  count: number;
  mean: number | null;
  std: number | null;
  quantiles: number[];
}

const QUANTILES = ['10', '25', '50', '75', '90'];
const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(Number(v.toFixed(4))));

function StudyTable({ study, rows }: { study: OutlookStudy; rows: StatRow[] }) {
  const f = useText();
  const group = (g: StudyGroup) => f(`outlook.study.group.${g}`);
  return (
    <ClientTable<StatRow>
      aria-label={f('outlook.study.table')}
      rows={rows}
      rowKey="id"
      exportName={`outlook-study-${study.eventKey}`}
      exportColumns={[
        { title: f('outlook.study.window'), value: (r) => r.window },
        { title: f('outlook.study.groupCol'), value: (r) => group(r.group) },
        { title: f('outlook.study.count'), value: (r) => r.count },
        { title: f('outlook.study.mean'), value: (r) => r.mean },
        { title: f('outlook.study.std'), value: (r) => r.std },
        ...QUANTILES.map((q, i) => ({ title: `q${q}`, value: (r: StatRow) => r.quantiles[i] ?? null })),
      ]}
      columns={[
        { title: f('outlook.study.window'), key: 'window', dataIndex: 'window', sorter: (a, b) => a.windowMinutes - b.windowMinutes },
        {
          title: f('outlook.study.groupCol'),
          key: 'group',
          filters: STUDY_GROUPS.map((g) => ({ text: group(g), value: g })),
          onFilter: (v, r) => r.group === v,
          render: (_, r) => group(r.group),
        },
        { title: f('outlook.study.count'), key: 'count', dataIndex: 'count', sorter: (a, b) => a.count - b.count },
        { title: f('outlook.study.mean'), key: 'mean', sorter: (a, b) => (a.mean ?? 0) - (b.mean ?? 0), render: (_, r) => fmt(r.mean) },
        { title: f('outlook.study.std'), key: 'std', render: (_, r) => fmt(r.std) },
        ...QUANTILES.map((q, i) => ({ title: `q${q}`, key: `q${q}`, render: (_: unknown, r: StatRow) => fmt(r.quantiles[i]) })),
      ]}
    />
  );
}

function StudyResult({ study }: { study: OutlookStudy }) {
  const f = useText();
  const windowLabel = useWindowLabel();
  const rows = useMemo(
    () =>
      study.windows.flatMap((w) =>
        STUDY_GROUPS.map((g) => ({ id: `${w.windowMinutes}:${g}`, windowMinutes: w.windowMinutes, window: windowLabel(w.windowMinutes), group: g, ...w[g] })),
      ),
    [study, windowLabel],
  );
  const series = useMemo(
    () =>
      studySeries(
        study,
        Object.fromEntries(
          STUDY_GROUPS.map((g) => [
            g,
            {
              mean: f('outlook.study.meanOf', { group: f(`outlook.study.group.${g}`) }),
              band: f('outlook.study.bandOf', { group: f(`outlook.study.group.${g}`) }),
            },
          ]),
        ) as Record<StudyGroup, { mean: string; band: string }>,
      ),
    [study, f],
  );
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: study.windows.map((w) => windowLabel(w.windowMinutes)) }), [study, windowLabel]);
  const withSurprise = study.releases.filter((r) => r.surprise !== null && r.surprise !== 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DemoBadge show={study.demo} />
        <Typography.Text type="secondary" data-testid="study-summary">
          {f('outlook.study.summary', {
            releases: study.releases.length,
            positive: withSurprise.filter((r) => (r.surprise as number) > 0).length,
            negative: withSurprise.filter((r) => (r.surprise as number) < 0).length,
            address: study.address,
            unit: study.unit || '—',
            source: study.source || '—',
          })}
        </Typography.Text>
      </Space>
      {study.releases.length === 0 ? <Alert type="info" showIcon message={f('outlook.study.noReleases')} /> : null}
      <Chart title={f('outlook.study.chartTitle', { address: study.address })} series={series} xAxis={xAxis} demo={study.demo} zoomSlider={false} />
      <StudyTable study={study} rows={rows} />
    </Space>
  );
}

export default function EventStudy({ eventKey }: { eventKey: string }) {
  const f = useText();
  const { run, cancel } = useStudyRun();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <StudyForm running={run.isPending} onRun={(input) => run.mutate({ eventKey, ...input })} onCancel={cancel} />
      {run.isPending ? <Typography.Text type="secondary">{f('outlook.study.running')}</Typography.Text> : null}
      {run.isError ? <Alert type="error" showIcon role="alert" message={failureMessage(run.error)} /> : null}
      {run.data && run.variables?.eventKey === eventKey ? <StudyResult study={run.data} /> : null}
    </Space>
  );
}
