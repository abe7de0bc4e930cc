/**
 * The user's five newest files on the home page. Rendered only for users holding the file-upload flag
 * (the call would otherwise answer 401 with a message and raise a "no permission" notice).
 */
import { Link, useIntl } from '@umijs/max';
import { Card, Empty, List, Skeleton, Typography } from 'antd';
import LoadError from '@/components/LoadError';
import { DATE_TIME } from '@/utils/dateTime';
import { useRecentFiles } from '../service';

const FILES_PATH = '/user/fileUpload';

export default function RecentFiles() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const files = useRecentFiles();
  const list = files.data?.list ?? [];
  return (
    <Card title={f('home.files.title')} extra={<Link to={FILES_PATH}>{f('home.files.all')}</Link>} data-testid="recent-files">
      {files.error ? (
        <LoadError error={files.error} onRetry={() => void files.refetch()} />
      ) : files.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length ? (
        <List
          size="small"
          dataSource={list}
          renderItem={(file) => (
            <List.Item extra={<Typography.Text type="secondary">{intl.formatDate(file.createdAt, DATE_TIME)}</Typography.Text>}>
              <Typography.Text ellipsis style={{ maxInlineSize: '60%' }}>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">{f('home.files.size', { kib: Math.max(1, Math.round(file.size / 1024)) })}</Typography.Text>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f('home.files.none')} />
      )}
    </Card>
  );
}
