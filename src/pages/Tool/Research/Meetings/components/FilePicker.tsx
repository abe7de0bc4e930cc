/**
 * Attach files already in the caller's file management: their own files (an administrator's too: the server
 * accepts any file for them, but the picker lists their own like everyone else's), newest first, searched by
 * name and paged by the server 10 at a time. Server-paged, so a plain antd Table, not ClientTable (rows in the
 * browser). Files already attached cannot be chosen again; at most `room` more may be chosen.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import type { FileRecord } from '@common/contract/fileUpload';
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import { useText } from '@/hooks/useText';
import { apiQuery, dataOf } from '@/services/query';
import { FILES_PATH } from '@/services/uploadFile';
import { failureMessage } from '@/utils/apiError';
import { formatBytes } from '@/utils/fileRules';
import type { DraftAttachment } from './draft';
import { useDateTime } from './useDateTime';

export interface FilePickerProps {
  open: boolean;
  /** Ids already attached (shown, not selectable). */
  attached: readonly string[];
  /** How many more files the meeting may take. */
  room: number;
  onPick: (files: DraftAttachment[]) => void;
  onClose: () => void;
}

export default function FilePicker({ open, attached, room, onPick, onClose }: FilePickerProps) {
  const f = useText();
  const { locale } = useIntl();
  const when = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<Map<string, FileRecord>>(new Map());
  const files = useQuery({
    ...apiQuery(FILES_PATH, { current, pageSize: DEFAULT_PAGE_SIZE, sortField: 'createdAt', sortOrder: 'descend', ...(keyword ? { keyword } : {}) }),
    select: dataOf,
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const tooMany = chosen.size > room;

  const close = () => {
    setChosen(new Map());
    onClose();
  };
  const pick = () => {
    onPick([...chosen.values()].map(({ id, name, size, url }) => ({ id, name, size, url })));
    close();
  };

  return (
    <Modal
      title={f('meetings.attach.pickTitle')}
      open={open}
      onCancel={close}
      onOk={pick}
      okText={f('meetings.attach.pickOk', { count: chosen.size })}
      okButtonProps={{ disabled: chosen.size === 0 || tooMany }}
      width={720}
      destroyOnHidden
    >
      <Input.Search
        aria-label={f('meetings.attach.search')}
        placeholder={f('meetings.attach.search')}
        allowClear
        onSearch={(value) => {
          setKeyword(value.trim());
          setCurrent(1);
        }}
        style={{ marginBlockEnd: 12 }}
      />
      {files.isError && <Alert type="error" showIcon message={failureMessage(files.error)} style={{ marginBlockEnd: 12 }} />}
      {tooMany && <Alert type="warning" showIcon message={f('meetings.attach.tooMany', { max: room })} style={{ marginBlockEnd: 12 }} />}
      <Table<FileRecord>
        aria-label={f('meetings.attach.pickTitle')}
        size="small"
        rowKey="id"
        loading={files.isFetching}
        dataSource={files.data?.list ?? []}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...attached, ...chosen.keys()],
          getCheckboxProps: (file) => ({ disabled: attached.includes(file.id), 'aria-label': file.name }),
          onChange: (_keys, rows) => setChosen(new Map(rows.filter((r) => r && !attached.includes(r.id)).map((r) => [r.id, r]))),
        }}
        columns={[
          { key: 'name', title: f('meetings.attach.name'), dataIndex: 'name', ellipsis: true },
          { key: 'size', title: f('meetings.attach.size'), render: (_, file) => formatBytes(file.size, locale) },
          { key: 'createdAt', title: f('meetings.attach.uploadedAt'), render: (_, file) => when(file.createdAt) },
        ]}
        pagination={{ current, pageSize: DEFAULT_PAGE_SIZE, total: files.data?.total ?? 0, showSizeChanger: false, onChange: setCurrent }}
        locale={{ emptyText: <Typography.Text type="secondary">{f(keyword ? 'meetings.attach.noMatch' : 'meetings.attach.noFiles')}</Typography.Text> }}
      />
    </Modal>
  );
}
