/**
 * Import warehouse receipts from a CSV or Excel file (layout in docs/warehouseCargoLocData.md) through `<FileImport>`:
 * preview with every row error and its row number, then all rows or none.
 */
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RECEIPT_IMPORT_MAX_BYTES, type ReceiptImportIssue, type ReceiptImportRow } from '@common/contract/warehouseCargoLocData';
import FileImport from '@/components/FileImport';
import { useCommitReceipts, usePreviewReceipts } from '../service';
import { useNumber, useText } from './useText';

/** An example file made here (sample values, not real data) in the columns of the SHFE daily warehouse receipt report. */
const EXAMPLE = [
  'date,exchange,product,warehouse,previous,receipts,change,unit',
  '2025-03-03,SHFE,FU,Example warehouse A,2800,3000,200,t',
  '2025-03-04,SHFE,FU,Example warehouse A,3000,2700,-300,t',
].join('\n');

export default function ReceiptImport() {
  const t = useText();
  const n = useNumber();
  const preview = usePreviewReceipts();
  const commit = useCommitReceipts();

  const rowColumns: ColumnsType<ReceiptImportRow> = [
    { key: 'row', title: t('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'date', title: t('warehouseCargoLocData.column.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
    { key: 'exchange', title: t('warehouseCargoLocData.column.exchange'), dataIndex: 'exchange' },
    { key: 'product', title: t('warehouseCargoLocData.column.product'), dataIndex: 'product' },
    { key: 'warehouse', title: t('warehouseCargoLocData.column.warehouse'), dataIndex: 'warehouse' },
    { key: 'receipts', title: t('warehouseCargoLocData.column.receipts'), dataIndex: 'receipts', align: 'end', render: (v: number) => n(v, 3) },
    { key: 'unit', title: t('warehouseCargoLocData.column.unit'), dataIndex: 'unit' },
  ];

  return (
    <FileImport
      maxBytes={RECEIPT_IMPORT_MAX_BYTES}
      bodyOf={(file) => file}
      preview={preview}
      commit={commit}
      problemText={(r: ReceiptImportIssue) => t(`warehouseCargoLocData.import.code.${r.code}`)}
      rowColumns={rowColumns}
      rowKey="row"
      rowExport={[
        { title: t('fileImport.col.row'), value: (r) => r.row },
        { title: t('warehouseCargoLocData.column.date'), value: (r) => r.date },
        { title: t('warehouseCargoLocData.column.exchange'), value: (r) => r.exchange },
        { title: t('warehouseCargoLocData.column.product'), value: (r) => r.product },
        { title: t('warehouseCargoLocData.column.warehouse'), value: (r) => r.warehouse },
        { title: t('warehouseCargoLocData.column.receipts'), value: (r) => r.receipts },
        { title: t('warehouseCargoLocData.column.unit'), value: (r) => r.unit },
      ]}
      exportName="receipt-import"
      intro={
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('warehouseCargoLocData.import.intro')}
          </Typography.Paragraph>
          <Typography.Text code data-testid="receipt-layout">
            date,exchange,product,warehouse,receipts[,previous][,change][,unit]
          </Typography.Text>
          <Typography.Text type="secondary">{t('warehouseCargoLocData.import.example')}</Typography.Text>
          <pre data-testid="receipt-example" dir="ltr" style={{ margin: 0 }}>
            {EXAMPLE}
          </pre>
        </Space>
      }
      summary={(r) => t('warehouseCargoLocData.import.summary', { rows: r.rows.length, errors: r.errors.length })}
      done={(written) => t('warehouseCargoLocData.import.done', { rows: written.written })}
    />
  );
}
