/** The reader drawer: metadata, the body, the PDF and attachments (download links), the caller's favourite, unread and note. */
import { Button, Descriptions, Drawer, Input, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '@/hooks/useText';
import { useDocument, useSetState } from '../service';
import DocumentBody from './DocumentBody';

export default function Reader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const f = useText();
  const doc = useDocument(id);
  const setState = useSetState();
  const [note, setNote] = useState('');
  const d = doc.data;
  useEffect(() => setNote(d?.state.note ?? ''), [d?.state.note]);

  return (
    <Drawer open={id !== null} onClose={onClose} width={720} title={d?.title ?? ''} destroyOnHidden>
      {!d ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={f('research.field.publisher')}>{d.publisher}</Descriptions.Item>
            <Descriptions.Item label={f('research.field.kind')}>{f(`research.kind.${d.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={f('research.field.products')}>
              {d.products.map((p) => (
                <Tag key={p}>{p}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={f('research.field.publishedAt')}>{new Date(d.publishedAt).toISOString().slice(0, 10)}</Descriptions.Item>
          </Descriptions>
          {d.searchable === false && <Tag color="warning">{f('research.notSearchable')}</Tag>}
          <Space>
            <Button onClick={() => setState.mutate({ id: d.id, favourite: !d.state.favourite })}>
              {f(d.state.favourite ? 'research.unfavourite' : 'research.favourite')}
            </Button>
            <Button onClick={() => setState.mutate({ id: d.id, read: false })}>{f('research.markUnread')}</Button>
          </Space>
          <DocumentBody doc={d} />
          {d.pdf && (
            <Typography.Link href={d.pdf.url} target="_blank" rel="noopener noreferrer">
              {f('research.pdf.download', { name: d.pdf.name })}
            </Typography.Link>
          )}
          {d.attachments.map((a) => (
            <Typography.Link key={a.id} href={a.url} target="_blank" rel="noopener noreferrer">
              {a.name}
            </Typography.Link>
          ))}
          <Typography.Text strong>{f('research.note.label')}</Typography.Text>
          <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={4000} rows={3} aria-label={f('research.note.label')} />
          <Button onClick={() => setState.mutate({ id: d.id, note })}>{f('research.note.save')}</Button>
        </Space>
      )}
    </Drawer>
  );
}
