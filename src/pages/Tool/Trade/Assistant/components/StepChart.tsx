/**
 * The series a step returned, drawn with the one `<Chart>` (DEMO label when it comes from the demo simulator), and
 * "Open as report": a new builder page over the series' address, opened in the builder. Users without the builder
 * page see why the action is off.
 */
import { FileAddOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Space, Tooltip, message } from 'antd';
import type { AssistantSeries } from '@common/contract/assistant';
import Chart from '@/components/Chart';
import { failureMessage } from '@/utils/apiError';
import { reportBodyOf } from '../reportBody';
import { useCreateReport } from '../service';

export default function StepChart({ series, input }: { series: AssistantSeries; input: unknown }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const access = useAccess() as Record<string, boolean>;
  const canBuild = !!access.auth_list_page;
  const create = useCreateReport();

  const open = () =>
    create.mutate(reportBodyOf(series, input, f('assistant.report.title', { name: series.name })), {
      onSuccess: ({ data }) => history.push(`/list/page?id=${encodeURIComponent(data.id)}`),
      onError: (error) => message.error(failureMessage(error)),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Chart title={series.name} height={220} demo={series.demo} series={[{ name: series.name, unit: series.unit ?? '', points: series.points }]} />
      <Tooltip title={canBuild ? f('assistant.report.hint') : f('assistant.report.noAccess')}>
        <Button icon={<FileAddOutlined />} onClick={open} loading={create.isPending} disabled={!canBuild}>
          {f('assistant.report.open')}
        </Button>
      </Tooltip>
    </Space>
  );
}
