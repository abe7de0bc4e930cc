/**
 * The caller's conversations, newest first: start a new one, open one, rename it, export it as a Markdown file,
 * delete it after a confirmation.
 */
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, Input, List, Modal, Popconfirm, Space, Tooltip, Typography, message } from 'antd';
import { useState } from 'react';
import { ASSISTANT_TITLE_MAX, type AssistantConversation } from '@common/contract/assistant';
import { failureMessage } from '@/utils/apiError';
import { downloadText } from '@/utils/downloadText';
import { useConversations, useDeleteConversation, useExportConversation, useRenameConversation } from '../service';

interface Props {
  selected: string | null;
  onSelect: (id: string | null) => void;
  /** While a turn streams, switching conversations waits. */
  busy: boolean;
}

export default function ConversationList({ selected, onSelect, busy }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useConversations(true);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const exportMd = useExportConversation();
  const [renaming, setRenaming] = useState<AssistantConversation | null>(null);
  const [title, setTitle] = useState('');

  const saveTitle = () => {
    if (!renaming || !title.trim()) return;
    rename.mutate({ id: renaming.id, title: title.trim() }, { onSuccess: () => setRenaming(null), onError: (error) => message.error(failureMessage(error)) });
  };
  const download = (c: AssistantConversation) =>
    exportMd.mutate(
      { id: c.id },
      { onSuccess: ({ data }) => downloadText(data.fileName, data.markdown), onError: (error) => message.error(failureMessage(error)) },
    );
  const del = (c: AssistantConversation) =>
    remove.mutate(
      { id: c.id },
      {
        onSuccess: () => {
          if (selected === c.id) onSelect(null);
        },
        onError: (error) => message.error(failureMessage(error)),
      },
    );

  return (
    <Card
      size="small"
      title={f('assistant.conversations')}
      extra={
        <Button size="small" type="primary" icon={<PlusOutlined />} disabled={busy} onClick={() => onSelect(null)}>
          {f('assistant.new')}
        </Button>
      }
    >
      {list.error ? <Alert type="error" showIcon message={failureMessage(list.error)} /> : null}
      <List
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f('assistant.conversations.empty')} /> }}
        renderItem={(c) => (
          <List.Item
            aria-current={c.id === selected ? 'true' : undefined}
            style={c.id === selected ? { background: 'var(--ant-control-item-bg-active, rgba(22,119,255,0.08))' } : undefined}
            actions={[
              <Tooltip key="rename" title={f('assistant.rename')}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={f('assistant.rename.of', { title: c.title })}
                  onClick={() => {
                    setRenaming(c);
                    setTitle(c.title);
                  }}
                />
              </Tooltip>,
              <Tooltip key="export" title={f('assistant.export')}>
                <Button
                  size="small"
                  type="text"
                  icon={<DownloadOutlined />}
                  aria-label={f('assistant.export.of', { title: c.title })}
                  onClick={() => download(c)}
                />
              </Tooltip>,
              <Popconfirm key="delete" title={f('assistant.delete.confirm', { title: c.title })} okText={f('assistant.delete')} onConfirm={() => del(c)}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={f('assistant.delete.of', { title: c.title })} />
              </Popconfirm>,
            ]}
          >
            <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
              <Typography.Link disabled={busy} onClick={() => onSelect(c.id)} ellipsis>
                {c.title}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f('assistant.conversation.meta', { turns: c.turns, at: intl.formatDate(c.updatedAt, { dateStyle: 'short', timeStyle: 'short' }) })}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <Modal
        open={!!renaming}
        title={f('assistant.rename')}
        okText={f('assistant.rename.save')}
        onOk={saveTitle}
        okButtonProps={{ disabled: !title.trim(), loading: rename.isPending }}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        <Input
          aria-label={f('assistant.rename.title')}
          value={title}
          maxLength={ASSISTANT_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          onPressEnter={saveTitle}
        />
      </Modal>
    </Card>
  );
}
