/** The access entries the server stored for the user ([key, name, path]), i.e. what user_info will report. */
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Table } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import type { AccessEntry } from '@common/contract/user';
import { exportCsv } from '@/utils/csvExport';

export default function EffectiveAccess({ entries, labelOf, username }: { entries: AccessEntry[]; labelOf: (path: string) => string; username: string }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = entries.map(([key, name, path]) => ({ key, name, path, label: labelOf(path) }));
  type Row = (typeof rows)[number];
  return (
    <Table<Row>
      size="small"
      rowKey="path"
      dataSource={rows}
      pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true, hideOnSinglePage: false }}
      locale={{ emptyText: f('admin.access.effectiveEmpty') }}
      title={() => (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() =>
            exportCsv(`access-${username}`, rows, [
              { title: f('admin.access.page'), value: (r) => r.label },
              { title: f('admin.access.path'), value: (r) => r.path },
              { title: f('admin.access.key'), value: (r) => r.key },
            ])
          }
        >
          {f('admin.export')}
        </Button>
      )}
      columns={[
        { title: f('admin.access.page'), dataIndex: 'label', sorter: (a, b) => a.label.localeCompare(b.label) },
        { title: f('admin.access.path'), dataIndex: 'path', sorter: (a, b) => a.path.localeCompare(b.path) },
        { title: f('admin.access.key'), dataIndex: 'key', sorter: (a, b) => a.key.localeCompare(b.key) },
      ]}
    />
  );
}
