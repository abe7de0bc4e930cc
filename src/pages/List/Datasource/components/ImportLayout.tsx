/**
 * For file-import connectors: where to drop the files and the CSV layout (columns, optional ones marked, one
 * example row labelled as an example). A vendor connector says it has no file import.
 */
import { Alert, Descriptions, Space, Tag, Typography } from 'antd';
import type { ConnectorStatus } from '@common/contract/datasource';
import { columnsOf, exampleRowOf } from '../csvLayouts';
import { useRunText } from './useRunText';

export default function ImportLayout({ status }: { status: ConnectorStatus }) {
  const { f } = useRunText();
  if (status.kind !== 'file-import' || !status.csvHeader) return <Alert type="info" showIcon message={f('datasource.import.vendor')} />;
  const columns = columnsOf(status.csvHeader);
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={f('datasource.import.folder')}>
          {/* No server path on the page (issue 18): where the folder is belongs to the server's configuration. */}
          {f('datasource.import.folderText')}
        </Descriptions.Item>
        <Descriptions.Item label={f('datasource.import.columns')}>
          <Space size={4} wrap>
            {columns.map((c) => (
              <Tag key={c.name} dir="ltr">
                {c.optional ? f('datasource.import.optionalColumn', { name: c.name }) : c.name}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={f('datasource.import.example')}>
          <pre dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="csv-example">
            {`${columns.map((c) => c.name).join(',')}\n${exampleRowOf(status.csvHeader)}`}
          </pre>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('datasource.import.rules')}
      </Typography.Paragraph>
    </Space>
  );
}
