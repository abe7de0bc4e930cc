/**
 * One import dialog for both holdings imports: `<FileImport>` in a modal (pick a CSV or Excel file, preview it on the
 * server with every row error and its row number, then import: all rows or none). The page's parts give the fields
 * (layout, or exchange and day), the mutations and the summary.
 */
import { useIntl } from '@umijs/max';
import { Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { POSITION_IMPORT_MAX_BYTES, type PositionImportIssue } from '@common/contract/position';
import FileImport, { type FileImportProps, type ImportPreview, type PickedFile } from '@/components/FileImport';

export interface ImportModalProps<Body, Preview extends ImportPreview<object, PositionImportIssue>> {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  fields: ReactNode;
  sample: { href: string; name: string };
  bodyOf: (file: PickedFile) => Body;
  preview: FileImportProps<Body, object, PositionImportIssue, Preview, { written: number }>['preview'];
  commit: FileImportProps<Body, object, PositionImportIssue, Preview, { written: number }>['commit'];
  summary: (preview: Preview) => ReactNode;
}

export default function ImportModal<Body, Preview extends ImportPreview<object, PositionImportIssue>>(p: ImportModalProps<Body, Preview>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Modal open={p.open} onCancel={p.onClose} title={p.title} footer={null} width={960} destroyOnHidden>
      <FileImport<Body, object, PositionImportIssue, Preview, { written: number }>
        maxBytes={POSITION_IMPORT_MAX_BYTES}
        bodyOf={p.bodyOf}
        preview={p.preview}
        commit={p.commit}
        problemText={(r) => f(`position.import.code.${r.code}`)}
        detailText={(r) => f(`position.import.detail.${r.code}`, r.values)}
        exportName="position-import"
        intro={
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {p.intro}{' '}
            <Typography.Link href={p.sample.href} download={p.sample.name}>
              {f('position.import.sample', { name: p.sample.name })}
            </Typography.Link>
          </Typography.Paragraph>
        }
        fields={<Space wrap>{p.fields}</Space>}
        summary={(result) => (
          <Space direction="vertical" size={4}>
            <span>{result.errors.length > 0 ? f('position.import.hasErrors', { errors: result.errors.length }) : f('position.import.clean')}</span>
            <span>{p.summary(result)}</span>
          </Space>
        )}
        done={(written) => f('position.import.done', { rows: written.written })}
      />
    </Modal>
  );
}
