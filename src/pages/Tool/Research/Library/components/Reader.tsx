/**
 * The reader drawer: metadata, the body, the PDF drawn with pdf.js and the attachments (download links), the caller's
 * favourite, unread and note, the pins to series; edit and delete for the uploader or an administrator (`canEdit`).
 */
import { Button, Descriptions, Drawer, Input, message, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { httpLinkOrNull } from '@common/contract/formats';
import { failureMessage } from '@/utils/apiError';
import { useText } from '@/hooks/useText';
import { dayText } from '../dates';
import { useDeleteDocument, useDocument, useSetState } from '../service';
import DocumentBody from './DocumentBody';
import DocumentForm from './DocumentForm';
import PdfViewer from './PdfViewer';
import PinEditor from './PinEditor';

export default function Reader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const f = useText();
  const doc = useDocument(id);
  const setState = useSetState();
  const remove = useDeleteDocument();
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState(false);
  const d = doc.data;
  useEffect(() => setNote(d?.state.note ?? ''), [d?.state.note]);

  const confirmDelete = () =>
    remove.mutateAsync(
      { id: id ?? '' },
      {
        onSuccess: () => {
          message.success(f('library.delete.done'));
          onClose();
        },
        onError: (error) => {
          message.error(failureMessage(error));
        },
      },
    );

  return (
    <Drawer open={id !== null} onClose={onClose} width={760} title={d?.title ?? ''} destroyOnHidden>
      {doc.isError ? (
        <Typography.Text type="danger">{failureMessage(doc.error)}</Typography.Text>
      ) : !d ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={f('library.field.publisher')}>{d.publisher}</Descriptions.Item>
            <Descriptions.Item label={f('library.field.kind')}>{f(`library.kind.${d.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={f('library.field.products')}>
              {d.products.map((p) => (
                <Tag key={p}>{p}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={f('library.field.regions')}>
              {d.regions.map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={f('library.field.publishedAt')}>{dayText(d.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label={f('library.field.effectiveAt')}>{d.effectiveAt === null ? '–' : dayText(d.effectiveAt)}</Descriptions.Item>
            <Descriptions.Item label={f('library.field.language')}>{f(`library.language.${d.language}`)}</Descriptions.Item>
            {/* Only an http(s) link is a link (issue 19: a feed's `javascript:` link would run on click). */}
            {httpLinkOrNull(d.link) && (
              <Descriptions.Item label={f('library.field.link')}>
                <Typography.Link href={httpLinkOrNull(d.link) ?? undefined} target="_blank" rel="noopener noreferrer">
                  {d.link}
                </Typography.Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.searchable === false && <Tag color="warning">{f('library.notSearchable')}</Tag>}
          <Space wrap>
            <Button onClick={() => setState.mutate({ id: d.id, favourite: !d.state.favourite })}>
              {f(d.state.favourite ? 'library.unfavourite' : 'library.favourite')}
            </Button>
            <Button onClick={() => setState.mutate({ id: d.id, read: false })}>{f('library.markUnread')}</Button>
            {d.canEdit && <Button onClick={() => setEditing(true)}>{f('library.edit.open')}</Button>}
            {d.canEdit && (
              <Popconfirm
                title={f('library.delete.confirm')}
                okText={f('library.delete.ok')}
                cancelText={f('library.delete.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={confirmDelete}
              >
                <Button danger loading={remove.isPending}>
                  {f('library.delete.open')}
                </Button>
              </Popconfirm>
            )}
          </Space>
          <DocumentBody doc={d} />
          {d.pdf && <PdfViewer fileId={d.pdf.id} url={d.pdf.url} />}
          {d.pdf && (
            <Typography.Link href={d.pdf.url} target="_blank" rel="noopener noreferrer">
              {f('library.pdf.download', { name: d.pdf.name })}
            </Typography.Link>
          )}
          {d.attachments.map((a) => (
            <Typography.Link key={a.id} href={a.url} target="_blank" rel="noopener noreferrer">
              {a.name}
            </Typography.Link>
          ))}
          <PinEditor id={d.id} pins={d.pins} canEdit={d.canEdit} />
          <Typography.Text strong>{f('library.note.label')}</Typography.Text>
          <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={4000} rows={3} aria-label={f('library.note.label')} />
          <Button onClick={() => setState.mutate({ id: d.id, note })}>{f('library.note.save')}</Button>
          <DocumentForm open={editing} onClose={() => setEditing(false)} doc={d} defaultKind={d.kind} />
        </Space>
      )}
    </Drawer>
  );
}
