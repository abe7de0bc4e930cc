/** The published versions as a timeline, newest first, paged by the server (10 per page), with a CSV export of the page shown. */
import { DownloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, Empty, Pagination, Skeleton, Space, Timeline, Typography } from 'antd';
import LoadError from '@/components/LoadError';
import type { PageResult } from '@common/contract/envelope';
import type { VersionRecord } from '@common/contract/setting';
import { exportCsv } from '@/utils/csvExport';
import { majorOf } from '@/utils/version';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';

interface Props {
  history: UseQueryResult<PageResult<VersionRecord>>;
  onPage: (current: number, pageSize: number) => void;
}

export default function UpdateHistory({ history, onPage }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const time = (at: number) => intl.formatDate(at, DATE_TIME);
  // The server's own notes come with a locale key; an administrator's note is shown as written.
  const noteOf = (r: VersionRecord) => (hasOwnMessage(intl.messages, r.noteKey) ? f(r.noteKey) : r.note);
  const page = history.data;
  const list = page?.list ?? [];

  if (history.error) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (!page) return <Skeleton active />;
  if (!list.length) return <Empty description={f('about.history.none')} />;

  const download = () =>
    exportCsv('version-history', list, [
      { title: f('about.history.version'), value: (r) => r.version },
      { title: f('about.history.publishedAt'), value: (r) => r.createdAt, time: DATE_TIME },
      { title: f('about.history.author'), value: (r) => r.authorName },
      { title: f('about.history.note'), value: noteOf },
    ]);

  return (
    <div>
      <Space style={{ marginBlockEnd: 16 }}>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {f('table.export')}
        </Button>
      </Space>
      <Timeline
        data-testid="version-timeline"
        items={list.map((r, i) => {
          const next = list[i + 1];
          const majorChange = next ? majorOf(next.version) !== majorOf(r.version) : false;
          return {
            key: r.id,
            color: majorChange ? 'red' : 'blue',
            children: (
              <div>
                <Space wrap>
                  <Typography.Text strong dir="ltr">
                    {r.version}
                  </Typography.Text>
                  <Typography.Text type="secondary">{f('about.history.by', { time: time(r.createdAt), author: r.authorName })}</Typography.Text>
                </Space>
                {noteOf(r) ? <Typography.Paragraph style={{ marginBlock: 4, whiteSpace: 'pre-wrap' }}>{noteOf(r)}</Typography.Paragraph> : null}
              </div>
            ),
          };
        })}
      />
      <Pagination
        size="small"
        current={page.current}
        pageSize={page.pageSize}
        total={page.total}
        showSizeChanger
        showTotal={(total) => f('table.total', { total })}
        onChange={onPage}
      />
    </div>
  );
}
