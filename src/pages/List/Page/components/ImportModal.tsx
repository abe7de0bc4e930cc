/**
 * Importing a page file (PageExport, as the editor exports it): read in the browser, checked whole (each problem
 * with its path), previewed (title, panels, variables), and only then created as a new page of the user's. A file
 * with any problem creates nothing.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Descriptions, List, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { PageExport } from '@common/contract/builder';
import { saveBodyOfExport } from '@common/contract/pageExport';
import { pageFileProblems } from '@common/builder/pageImport';
import { specText } from '@/components/PageView/specText';
import { failureMessage } from '@/utils/apiError';
import { readText } from '@/utils/importFile';
import { useSavePage } from '../service';

type Read = { name: string; file: PageExport; problems: [] } | { name: string; file: null; problems: string[] };

/** The file's text as a page file, or what is wrong with it. */
export function readPageFile(name: string, text: string, notJson: (error: string) => string): Read {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { name, file: null, problems: [notJson((error as Error).message)] };
  }
  const problems = pageFileProblems(parsed);
  return problems.length ? { name, file: null, problems } : { name, file: parsed as PageExport, problems: [] };
}

export default function ImportModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [read, setRead] = useState<Read | null>(null);
  const save = useSavePage();
  const close = () => {
    setRead(null);
    save.reset();
    onClose();
  };
  const create = () => {
    if (!read?.file) return;
    save.mutate(saveBodyOfExport(read.file), {
      onSuccess: ({ data }) => {
        setRead(null);
        onCreated(data.id);
      },
    });
  };
  return (
    <Modal
      open={open}
      title={f('builderEditor.import.title')}
      okText={f('builderEditor.import.create')}
      cancelText={f('builderEditor.cancel')}
      okButtonProps={{ disabled: !read?.file, loading: save.isPending }}
      onOk={create}
      onCancel={close}
      width={720}
    >
      <Space direction="vertical" style={{ inlineSize: '100%' }}>
        <Typography.Paragraph type="secondary">{f('builderEditor.import.hint')}</Typography.Paragraph>
        <Upload
          accept=".json,application/json"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void readText(file).then((text) => setRead(readPageFile(file.name, text, (error) => f('builderEditor.json.notJson', { error }))));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{f('builderEditor.import.pick')}</Button>
        </Upload>
        {read && read.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="import-problems"
            message={f('builderEditor.import.problems', { name: read.name })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {read.problems.map((p) => (
                  <li key={p} dir="ltr">
                    {p}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {read?.file && (
          <div data-testid="import-preview">
            <Descriptions size="small" column={1} bordered title={f('builderEditor.import.preview', { name: read.name })}>
              <Descriptions.Item label={f('builderEditor.col.title')}>{read.file.title}</Descriptions.Item>
              <Descriptions.Item label={f('builderEditor.variables')}>
                {Object.entries(read.file.variables)
                  .map(([k, v]) => `${k} = ${v}`)
                  .join(', ') || '-'}
              </Descriptions.Item>
            </Descriptions>
            <List
              size="small"
              header={f('builderEditor.import.panels', { count: read.file.panels.length })}
              dataSource={read.file.panels}
              renderItem={(p) => (
                <List.Item>
                  {specText(intl, p.title)} ({f(`builderEditor.kind.${p.kind}`)})
                </List.Item>
              )}
            />
          </div>
        )}
        {save.error && <Alert type="error" showIcon message={failureMessage(save.error)} />}
      </Space>
    </Modal>
  );
}
