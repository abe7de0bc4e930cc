/**
 * The editor's attachments: the files attached (a download link for each one the server has signed; one just
 * uploaded gets its link once the meeting is saved), removable; "Choose from my files" (FilePicker) and "Upload a
 * new file", which goes into file management through the file page's own upload code (src/services/uploadFile.ts)
 * with its limits checked first, a progress bar and a cancel button, and is attached when done. Both need the file
 * page's grant (the server's file calls check it); without it the list is read-only and says why.
 */
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, message, Progress, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { FILE_MAX_BYTES } from '@common/contract/fileUpload';
import { MEETING_ATTACHMENTS_MAX } from '@common/contract/meetings';
import { useText } from '@/hooks/useText';
import { useUploadFile } from '@/services/uploadFile';
import { failureMessage } from '@/utils/apiError';
import { ACCEPT_ATTRIBUTE, formatBytes, uploadProblem } from '@/utils/fileRules';
import type { DraftAttachment } from './draft';
import FilePicker from './FilePicker';

export interface AttachmentsFieldProps {
  value: DraftAttachment[];
  onChange: (next: DraftAttachment[]) => void;
  /** The caller has the file page (`auth_user_fileUpload`): may pick and upload. */
  canAddFiles: boolean;
}

interface Sending {
  uid: string;
  name: string;
  percent: number;
  abort: AbortController;
}

export default function AttachmentsField({ value, onChange, canAddFiles }: AttachmentsFieldProps) {
  const f = useText();
  const { locale } = useIntl();
  const upload = useUploadFile();
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState<Sending[]>([]);
  // Uploads finish after other edits: append to the latest list, not the one captured when the upload started.
  const latest = useRef(value);
  latest.current = value;
  // Files of one multiple selection pass beforeUpload before any state update: count them here.
  const started = useRef(0);
  const room = MEETING_ATTACHMENTS_MAX - value.length - sending.length;

  const add = (files: DraftAttachment[]) => {
    const known = new Set(latest.current.map((a) => a.id));
    onChange([...latest.current, ...files.filter((a) => !known.has(a.id))]);
  };
  const progress = (uid: string, percent: number) => setSending((list) => list.map((s) => (s.uid === uid ? { ...s, percent } : s)));
  const done = (uid: string) => {
    started.current -= 1;
    setSending((list) => list.filter((s) => s.uid !== uid));
  };

  const send = (file: File & { uid: string }) => {
    const abort = new AbortController();
    setSending((list) => [...list, { uid: file.uid, name: file.name, percent: 0, abort }]);
    upload
      .mutateAsync({ file, signal: abort.signal, onProgress: (percent) => progress(file.uid, percent) })
      .then((id) => {
        add([{ id, name: file.name, size: file.size }]);
        message.success(f('meetings.attach.uploaded', { name: file.name }));
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === 'CanceledError') message.info(f('meetings.attach.cancelled', { name: file.name }));
        else message.error(`${file.name}: ${failureMessage(error)}`);
      })
      .finally(() => done(file.uid));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length === 0 && sending.length === 0 && <Typography.Text type="secondary">{f('meetings.attach.none')}</Typography.Text>}
      {value.length > 0 && (
        <ul aria-label={f('meetings.field.attachments')} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {value.map((a) => (
            <li key={a.id}>
              <Space wrap>
                <PaperClipOutlined />
                {a.url ? (
                  <Typography.Link href={a.url} download={a.name}>
                    {a.name}
                  </Typography.Link>
                ) : (
                  <Typography.Text>{a.name}</Typography.Text>
                )}
                <Typography.Text type="secondary">{formatBytes(a.size, locale)}</Typography.Text>
                {!a.url && <Typography.Text type="secondary">{f('meetings.attach.linkAfterSave')}</Typography.Text>}
                <Button
                  size="small"
                  type="link"
                  danger
                  aria-label={f('meetings.attach.remove', { name: a.name })}
                  onClick={() => onChange(value.filter((x) => x.id !== a.id))}
                >
                  {f('meetings.attach.removeShort')}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
      {sending.map((s) => (
        <Space key={s.uid} wrap data-testid="attachment-upload">
          <Typography.Text>{s.name}</Typography.Text>
          <Progress percent={s.percent} size="small" style={{ width: 160 }} />
          <Button size="small" onClick={() => s.abort.abort()}>
            {f('meetings.attach.cancel')}
          </Button>
        </Space>
      ))}
      {canAddFiles ? (
        <Space wrap>
          <Button icon={<PaperClipOutlined />} onClick={() => setPicking(true)} disabled={room <= 0}>
            {f('meetings.attach.pick')}
          </Button>
          <Upload
            accept={ACCEPT_ATTRIBUTE}
            multiple
            showUploadList={false}
            disabled={room <= 0}
            beforeUpload={(file) => {
              const problem = uploadProblem(file);
              if (problem) message.error(`${file.name}: ${f(problem, { max: formatBytes(FILE_MAX_BYTES, locale) })}`);
              else if (latest.current.length + started.current >= MEETING_ATTACHMENTS_MAX)
                message.error(`${file.name}: ${f('meetings.attach.tooMany', { max: MEETING_ATTACHMENTS_MAX })}`);
              else {
                started.current += 1;
                return true;
              }
              return Upload.LIST_IGNORE;
            }}
            customRequest={({ file }) => send(file as File & { uid: string })}
          >
            <Button icon={<UploadOutlined />} disabled={room <= 0}>
              {f('meetings.attach.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{f('meetings.attach.limits', { max: MEETING_ATTACHMENTS_MAX })}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary">{f('meetings.attach.needsFilePage')}</Typography.Text>
      )}
      <FilePicker open={picking} attached={value.map((a) => a.id)} room={room} onPick={add} onClose={() => setPicking(false)} />
    </Space>
  );
}
