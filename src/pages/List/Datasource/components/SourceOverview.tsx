/** A source's state, message, updates, thresholds, last run and the next times of its schedule (read-only). */
import { useIntl } from '@umijs/max';
import { Badge, Descriptions, Space, Typography } from 'antd';
import { BADGE } from '@/components/SourceStates';
import type { SourceRow } from '../data';
import RunStateTag from './RunStateTag';
import ScheduleText from './ScheduleText';
import { useRunText } from './useRunText';

export default function SourceOverview({ row }: { row: SourceRow }) {
  const intl = useIntl();
  const { f, time, serverMessage } = useRunText();
  const { status, lastRun } = row;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={f('datasource.column.state')}>
        <Badge status={BADGE[row.state]} text={f(`health.state.${row.state}`)} />
      </Descriptions.Item>
      <Descriptions.Item label={f('datasource.column.message')}>{row.message || '-'}</Descriptions.Item>
      <Descriptions.Item label={f('datasource.column.lastUpdate')}>{time(row.lastUpdate)}</Descriptions.Item>
      <Descriptions.Item label={f('datasource.field.checkedAt')}>{time(row.checkedAt)}</Descriptions.Item>
      {status && (
        <Descriptions.Item label={f('datasource.column.thresholds')}>
          {f('datasource.thresholds', { warn: intl.formatNumber(status.warnAfterHours), error: intl.formatNumber(status.errorAfterHours) })}
        </Descriptions.Item>
      )}
      {status && (
        <Descriptions.Item label={f('datasource.column.schedule')}>
          <Space direction="vertical" size={0}>
            <ScheduleText cron={status.cron} />
            <Typography.Text type="secondary">{f(status.enabled ? 'datasource.enabled.on' : 'datasource.enabled.off')}</Typography.Text>
          </Space>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('datasource.field.nextTimes')}>
        {row.nextTimes.length ? (
          <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label={f('datasource.field.nextTimes')}>
            {row.nextTimes.map((at) => (
              <li key={at}>{time(at)}</li>
            ))}
          </ol>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={f('datasource.field.nextRun')}>{row.nextRun === null ? f('datasource.nextRun.none') : time(row.nextRun)}</Descriptions.Item>
      <Descriptions.Item label={f('datasource.field.lastRun')}>
        {lastRun ? (
          <Space direction="vertical" size={0}>
            <Space size={4} wrap>
              <RunStateTag state={lastRun.state} />
              <span>{f('datasource.run.summary', { rows: lastRun.rows, time: time(lastRun.startedAt), actor: lastRun.actorName })}</span>
            </Space>
            <Typography.Text type="secondary">{serverMessage(lastRun)}</Typography.Text>
          </Space>
        ) : (
          f('datasource.lastRun.none')
        )}
      </Descriptions.Item>
      {/* The connector's own note names server folders: the page says in words how the source is fed instead. */}
      {status && (
        <Descriptions.Item label={f('datasource.field.connector')}>
          {f(status.kind === 'file-import' ? 'datasource.connector.fileImport' : 'datasource.connector.vendor')}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
