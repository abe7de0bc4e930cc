/**
 * Import window records from a CSV or Excel file (`<FileImport>`: preview with row errors, all rows or none), each row
 * an upsert on the record's key like `/v1/setting/mocTrade/update`. A labelled sample file (sampleWindow.ts) shows the
 * layout.
 */
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SPOT_TRADE_IMPORT_MAX_BYTES, type SpotTradeImportIssue, type SpotTradeImportRow } from '@common/contract/spotTradeRecord';
import FileImport from '@/components/FileImport';
import { useText } from '@/hooks/useText';
import { useCommitWindowFile, usePreviewWindowFile } from '../service';
import { downloadSample } from './sampleWindow';
import { useNumber } from './useNumber';

export default function WindowImport({ day }: { day: string }) {
  const f = useText();
  const n = useNumber();
  const preview = usePreviewWindowFile();
  const commit = useCommitWindowFile();

  const rowColumns: ColumnsType<SpotTradeImportRow> = [
    { key: 'row', title: f('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'date', title: f('spotTradeRecord.column.date'), dataIndex: 'date' },
    { key: 'time', title: f('spotTradeRecord.column.time'), dataIndex: 'time' },
    { key: 'product', title: f('spotTradeRecord.column.product'), dataIndex: 'product' },
    { key: 'instrument', title: f('spotTradeRecord.column.instrument'), dataIndex: 'instrument', render: (v: string) => f(`spotTradeRecord.instrument.${v}`) },
    { key: 'side', title: f('spotTradeRecord.column.side'), dataIndex: 'side', render: (v: string) => f(`spotTradeRecord.side.${v}`) },
    { key: 'buyer', title: f('spotTradeRecord.column.buyer'), dataIndex: 'buyer' },
    { key: 'seller', title: f('spotTradeRecord.column.seller'), dataIndex: 'seller' },
    { key: 'price', title: f('spotTradeRecord.column.price'), dataIndex: 'price', align: 'end', render: (v: number) => n(v, 4) },
    { key: 'volume', title: f('spotTradeRecord.column.volume'), dataIndex: 'volume', align: 'end', render: (v: number) => n(v, 0) },
  ];

  return (
    <FileImport
      maxBytes={SPOT_TRADE_IMPORT_MAX_BYTES}
      bodyOf={(file) => file}
      preview={preview}
      commit={commit}
      problemText={(r: SpotTradeImportIssue) => f(`spotTradeRecord.import.code.${r.code}`)}
      // The detail in the user's language from the issue's values (the server's `message` is its English text).
      detailText={(r: SpotTradeImportIssue) => f(`spotTradeRecord.import.detail.${r.code}`, r.values)}
      rowColumns={rowColumns}
      rowKey="row"
      rowExport={[
        { title: f('fileImport.col.row'), value: (r) => r.row },
        { title: f('spotTradeRecord.column.date'), value: (r) => r.date },
        { title: f('spotTradeRecord.column.time'), value: (r) => r.time },
        { title: f('spotTradeRecord.column.product'), value: (r) => r.product },
        { title: f('spotTradeRecord.column.side'), value: (r) => r.side },
        { title: f('spotTradeRecord.column.price'), value: (r) => r.price },
        { title: f('spotTradeRecord.column.volume'), value: (r) => r.volume },
      ]}
      exportName="spot-trade-import"
      intro={
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {f('spotTradeRecord.import.intro')}
          </Typography.Paragraph>
          <Button icon={<FileTextOutlined />} onClick={() => downloadSample(day)}>
            {f('spotTradeRecord.import.sample')}
          </Button>
        </Space>
      }
      summary={(r) => f('spotTradeRecord.import.summary', { rows: r.rows.length, errors: r.errors.length })}
      done={(written) => f('spotTradeRecord.import.done', written)}
    />
  );
}
