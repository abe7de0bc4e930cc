/**
 * The file list: server-side search (toolbar box -> keyword), sort (name, size, date) and paging (10 per
 * page), preview, download by the signed link, delete with confirmation, CSV export of the rows shown.
 * Administrators may switch to every user's files (scope 'all'); everyone else sees only their own.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, message, Popconfirm, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import type { FileListBody, FileRecord } from '@common/contract/fileUpload';
import { usePagedTable } from '@/hooks/usePagedTable';
import { failureMessage } from '@/utils/apiError';
import { exportCsv } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';
import { formatBytes, previewKindOf } from '@/utils/fileRules';
import { FILES_PATH } from '@/services/uploadFile';
import { useDeleteFile } from '../service';

type Scope = NonNullable<FileListBody['scope']>;
const SORTABLE = ['name', 'size', 'createdAt'] as const;

interface Props {
  isAdmin: boolean;
  onPreview: (file: FileRecord) => void;
}

export default function FileTable({ isAdmin, onPreview }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [scope, setScope] = useState<Scope>('mine');
  const { actionRef, error, shown, load, pagination } = usePagedTable(FILES_PATH);
  const deleteFile = useDeleteFile();
  const when = (ms: number) => intl.formatDate(ms, DATE_TIME);

  const remove = async (file: FileRecord) => {
    try {
      await deleteFile.mutateAsync({ id: file.id });
      message.success(f('fileUpload.delete.done', { name: file.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const columns: ProColumns<FileRecord>[] = [
    { title: f('fileUpload.column.name'), dataIndex: 'name', sorter: true, ellipsis: true },
    { title: f('fileUpload.column.size'), dataIndex: 'size', sorter: true, render: (_, file) => formatBytes(file.size, intl.locale) },
    ...(scope === 'all' ? [{ title: f('fileUpload.column.owner'), dataIndex: 'ownerName' } as ProColumns<FileRecord>] : []),
    { title: f('fileUpload.column.createdAt'), dataIndex: 'createdAt', sorter: true, defaultSortOrder: 'descend', render: (_, file) => when(file.createdAt) },
    {
      title: f('fileUpload.column.actions'),
      valueType: 'option',
      fixed: 'right', // pinned at the row's end, mirrored in Arabic (issue 18: clipped Actions at 1440 px)
      render: (_, file) => (
        <Space size="small" wrap>
          {previewKindOf(file.name) && <Typography.Link onClick={() => onPreview(file)}>{f('fileUpload.action.preview')}</Typography.Link>}
          <Typography.Link href={file.url} download={file.name}>
            {f('fileUpload.action.download')}
          </Typography.Link>
          <Popconfirm
            title={f('fileUpload.delete.confirm', { name: file.name })}
            okText={f('fileUpload.delete.ok')}
            cancelText={f('fileUpload.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(file)}
          >
            <Typography.Link type="danger">{f('fileUpload.action.delete')}</Typography.Link>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 12 }} />}
      <ProTable<FileRecord>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        params={{ scope }}
        options={{ search: { placeholder: f('fileUpload.search'), allowClear: true }, reload: true, density: false, setting: false }}
        pagination={pagination}
        locale={{ emptyText: f('fileUpload.empty') }}
        headerTitle={f('fileUpload.list.title')}
        toolBarRender={() => [
          isAdmin && (
            <Segmented<Scope>
              key="scope"
              value={scope}
              onChange={setScope}
              options={[
                { value: 'mine', label: f('fileUpload.scope.mine') },
                { value: 'all', label: f('fileUpload.scope.all') },
              ]}
            />
          ),
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() =>
              exportCsv('files', shown, [
                { title: f('fileUpload.column.name'), value: (r) => r.name },
                { title: f('fileUpload.column.size'), value: (r) => r.size },
                { title: f('fileUpload.column.type'), value: (r) => r.contentType },
                { title: f('fileUpload.column.owner'), value: (r) => r.ownerName },
                { title: f('fileUpload.column.createdAt'), value: (r) => r.createdAt, time: DATE_TIME },
              ])
            }
          >
            {f('fileUpload.export')}
          </Button>,
        ]}
        request={async (params, sort) => {
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? [];
          const sortField = SORTABLE.find((s) => s === field);
          return load({
            current: params.current,
            pageSize: params.pageSize,
            keyword: params.keyword?.trim() || undefined,
            scope: params.scope,
            ...(sortField && order ? { sortField, sortOrder: order as 'ascend' | 'descend' } : {}),
          });
        }}
      />
    </>
  );
}
