/**
 * The update runs of every source (source/scheduler/history), paged, filtered and sorted on the server: filter
 * by source and by run state, sort by start time (newest first by default) or by rows imported; 10 per page;
 * CSV export (opens in Excel) of the rows shown. Administrators can clear stuck runs (source/scheduler/reset).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, message, Popconfirm, Typography } from 'antd';
import { RUN_STATES, SOURCE_NAMES, type RunRecord, type RunState, type SourceName } from '@common/contract/datasource';
import { usePagedTable } from '@/hooks/usePagedTable';
import { failureMessage } from '@/utils/apiError';
import { exportCsv } from '@/utils/csvExport';
import { HISTORY_PATH, useResetScheduler, type HistoryBody } from '../service';
import RunStateTag from './RunStateTag';
import { useRunText } from './useRunText';

const SORTABLE = ['startedAt', 'rows'] as const;

export default function RunHistory({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const { f, time, serverMessage } = useRunText();
  const { actionRef, error, shown, load, pagination } = usePagedTable(HISTORY_PATH);
  const reset = useResetScheduler();
  const nameOf = (source: string) => ((SOURCE_NAMES as readonly string[]).includes(source) ? f(`health.source.${source}`) : source);

  const resetStuck = async () => {
    try {
      const { data } = await reset.mutateAsync({});
      message.success(data.reset.length ? f('datasource.history.resetDone', { names: data.reset.map(nameOf).join(', ') }) : f('datasource.history.resetNone'));
    } catch (failure) {
      message.error(failureMessage(failure));
    }
  };

  const columns: ProColumns<RunRecord>[] = [
    {
      title: f('datasource.history.column.source'),
      dataIndex: 'source',
      filters: SOURCE_NAMES.map((s) => ({ text: f(`health.source.${s}`), value: s })),
      filterMultiple: false,
      render: (_, run) => nameOf(run.source),
    },
    {
      title: f('datasource.history.column.state'),
      dataIndex: 'state',
      filters: RUN_STATES.map((s) => ({ text: f(`datasource.runState.${s}`), value: s })),
      render: (_, run) => <RunStateTag state={run.state} />,
    },
    { title: f('datasource.history.column.trigger'), dataIndex: 'trigger', render: (_, run) => f(`datasource.trigger.${run.trigger}`) },
    { title: f('datasource.history.column.rows'), dataIndex: 'rows', sorter: true, align: 'end', render: (_, run) => intl.formatNumber(run.rows) },
    {
      title: f('datasource.history.column.startedAt'),
      dataIndex: 'startedAt',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, run) => time(run.startedAt),
    },
    { title: f('datasource.history.column.finishedAt'), dataIndex: 'finishedAt', render: (_, run) => (run.finishedAt === null ? '-' : time(run.finishedAt)) },
    { title: f('datasource.history.column.actor'), dataIndex: 'actorName' },
    {
      title: f('datasource.history.column.message'),
      dataIndex: 'message',
      width: 320,
      render: (_, run) => (
        <Typography.Text type={run.state === 'failed' ? 'danger' : undefined} style={{ wordBreak: 'break-word' }}>
          {serverMessage(run)}
        </Typography.Text>
      ),
    },
    { title: f('datasource.history.column.note'), dataIndex: 'note', render: (_, run) => run.note || '-' },
  ];

  const exportShown = () =>
    exportCsv('data-source-runs', shown, [
      { title: f('datasource.history.column.source'), value: (r) => nameOf(r.source) },
      { title: f('datasource.history.column.state'), value: (r) => f(`datasource.runState.${r.state}`) },
      { title: f('datasource.history.column.trigger'), value: (r) => f(`datasource.trigger.${r.trigger}`) },
      { title: f('datasource.history.column.rows'), value: (r) => r.rows },
      { title: f('datasource.history.column.startedAt'), value: (r) => time(r.startedAt) },
      { title: f('datasource.history.column.finishedAt'), value: (r) => (r.finishedAt === null ? '' : time(r.finishedAt)) },
      { title: f('datasource.history.column.actor'), value: (r) => r.actorName },
      { title: f('datasource.history.column.message'), value: (r) => serverMessage(r) },
      { title: f('datasource.history.column.note'), value: (r) => r.note ?? '' },
    ]);

  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
      <ProTable<RunRecord>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: f('datasource.history.empty') }}
        headerTitle={f('datasource.history.title')}
        toolBarRender={() => [
          isAdmin && (
            <Popconfirm
              key="reset"
              title={f('datasource.history.resetConfirm')}
              okText={f('datasource.history.reset')}
              cancelText={f('common.cancel')}
              onConfirm={resetStuck}
            >
              <Button loading={reset.isPending}>{f('datasource.history.reset')}</Button>
            </Popconfirm>
          ),
          <Button key="export" icon={<DownloadOutlined />} disabled={!shown.length} onClick={exportShown}>
            {f('table.export')}
          </Button>,
        ]}
        request={async (params, sort, filter) => {
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? [];
          const sortField = SORTABLE.find((s) => s === field);
          const source = filter?.source?.[0] as SourceName | undefined;
          const states = (filter?.state ?? []).filter((s): s is RunState => (RUN_STATES as readonly unknown[]).includes(s));
          const body: HistoryBody = {
            current: params.current,
            pageSize: params.pageSize,
            ...(source ? { source } : {}),
            ...(states.length ? { states } : {}),
            ...(sortField && order ? { sortField, sortOrder: order as 'ascend' | 'descend' } : {}),
          };
          return load(body);
        }}
      />
    </>
  );
}
