/**
 * One import dialog for both holdings imports: pick a CSV or Excel file, preview it on the server (what it holds and
 * every row error with its row number), then import: the server writes every row or none, so "Import" stays disabled
 * while the preview has errors. The page's parts give the controls (layout, or exchange and day) and the summary.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Modal, Space, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { POSITION_IMPORT_MAX_BYTES, type PositionImportIssue } from '@common/contract/position';
import { failureMessage } from '@/utils/apiError';
import { type ImportFileFormat, importFormatOf, readBase64 } from '@/utils/importFile';
import ImportIssues from './ImportIssues';

export interface PickedFile {
  fileName: string;
  format: ImportFileFormat;
  content: string;
}

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  controls: ReactNode;
  sample: { href: string; name: string };
  onPreview: (file: PickedFile) => void;
  previewing: boolean;
  previewError: unknown;
  /** Null before a preview. */
  errors: readonly PositionImportIssue[] | null;
  summary: ReactNode;
  canImport: boolean;
  onImport: () => void;
  importing: boolean;
  importError: unknown;
  written: number | null;
}

export default function ImportModal(p: ImportModalProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (picked: File) => {
    setProblem(!importFormatOf(picked.name) ? f('position.import.badType') : picked.size > POSITION_IMPORT_MAX_BYTES ? f('position.import.tooLarge') : null);
    setFile(picked);
    return false; // read here, never uploaded by antd
  };
  const preview = async () => {
    const format = file && importFormatOf(file.name);
    if (!file || !format) return;
    p.onPreview({ fileName: file.name, format, content: await readBase64(file) });
  };

  return (
    <Modal open={p.open} onCancel={p.onClose} title={p.title} footer={null} width={960} destroyOnHidden>
      <Space direction="vertical" style={{ inlineSize: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {p.intro}{' '}
          <Typography.Link href={p.sample.href} download={p.sample.name}>
            {f('position.import.sample', { name: p.sample.name })}
          </Typography.Link>
        </Typography.Paragraph>
        {p.controls}
        <Space wrap>
          <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
            <Button icon={<UploadOutlined />}>{file ? file.name : f('position.import.pick')}</Button>
          </Upload>
          <Button onClick={() => void preview()} disabled={!file || !!problem} loading={p.previewing}>
            {f('position.import.preview')}
          </Button>
          <Button type="primary" disabled={!p.canImport} loading={p.importing} onClick={p.onImport}>
            {f('position.import.commit')}
          </Button>
        </Space>
        {problem && <Alert type="error" showIcon message={problem} />}
        {p.previewError ? <Alert type="warning" showIcon message={failureMessage(p.previewError)} /> : null}
        {p.importError ? <Alert type="error" showIcon message={failureMessage(p.importError)} /> : null}
        {p.written !== null && <Alert type="success" showIcon message={f('position.import.done', { rows: p.written })} />}
        {p.errors && (
          <Alert
            type={p.errors.length > 0 ? 'error' : 'success'}
            showIcon
            message={p.errors.length > 0 ? f('position.import.hasErrors', { errors: p.errors.length }) : f('position.import.clean')}
          />
        )}
        {p.summary}
        {p.errors && p.errors.length > 0 && <ImportIssues errors={p.errors} />}
      </Space>
    </Modal>
  );
}
