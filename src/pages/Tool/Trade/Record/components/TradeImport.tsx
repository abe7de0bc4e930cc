/**
 * Import trades from a CSV or Excel file through `<FileImport>`: the server lists the rows it would add, each row
 * error (unknown instrument, bad side, non-positive lots, bad time, ...) and each warning (price off the tick grid,
 * time outside the product's sessions). The file is stored only without errors: all rows or none.
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TRADE_IMPORT_MAX_BYTES, type TradeImportIssue, type TradeImportRow } from '@common/contract/tradeRecord';
import FileImport from '@/components/FileImport';
import { useCommitTrades, usePreviewTrades } from '../service';
import { useNumber, useText } from './useText';

export default function TradeImport({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const intl = useIntl();
  const preview = usePreviewTrades();
  const commit = useCommitTrades();

  // `dayKind` (weekend / holiday of a notTradingDay warning) is a word of its own in each language.
  const detail = (r: TradeImportIssue) =>
    f(`tradeRecord.import.detail.${r.code}`, r.values.dayKind ? { ...r.values, dayKind: f(`tradeRecord.import.dayKind.${r.values.dayKind}`) } : r.values);

  const rowColumns: ColumnsType<TradeImportRow> = [
    { key: 'row', title: f('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    {
      key: 'time',
      title: f('tradeRecord.column.time'),
      dataIndex: 'time',
      sorter: (a, b) => a.time - b.time,
      render: (v: number) => intl.formatDate(v, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { key: 'tradingDate', title: f('tradeRecord.column.tradingDate'), dataIndex: 'tradingDate' },
    { key: 'instrument', title: f('tradeRecord.column.instrument'), dataIndex: 'instrument', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
    { key: 'side', title: f('tradeRecord.column.side'), dataIndex: 'side', render: (v: string) => f(`tradeRecord.side.${v}`) },
    { key: 'lots', title: f('tradeRecord.column.lots'), dataIndex: 'lots', align: 'end', render: (v: number) => n(v, 6) },
    { key: 'price', title: f('tradeRecord.column.price'), dataIndex: 'price', align: 'end', render: (v: number) => n(v, 6) },
    { key: 'fee', title: f('tradeRecord.column.fee'), dataIndex: 'fee', align: 'end', render: (v: number) => n(v) },
  ];

  return (
    <FileImport
      maxBytes={TRADE_IMPORT_MAX_BYTES}
      bodyOf={(file) => ({ bookId, ...file })}
      preview={preview}
      commit={commit}
      problemText={(r: TradeImportIssue) => f(`tradeRecord.import.code.${r.code}`)}
      // The detail in the user's language from the issue's values (the server's `message` is its English text).
      detailText={detail}
      rowColumns={rowColumns}
      rowKey="row"
      rowExport={[
        { title: f('fileImport.col.row'), value: (r) => r.row },
        { title: f('tradeRecord.column.instrument'), value: (r) => r.instrument },
        { title: f('tradeRecord.column.side'), value: (r) => r.side },
        { title: f('tradeRecord.column.lots'), value: (r) => r.lots },
        { title: f('tradeRecord.column.price'), value: (r) => r.price },
      ]}
      exportName="trade-import"
      intro={
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {f('tradeRecord.import.intro')}
        </Typography.Paragraph>
      }
      summary={(r) => f('tradeRecord.import.summary', { rows: r.rows.length, errors: r.errors.length, warnings: r.warnings.length })}
      done={(written) => f('tradeRecord.import.done', { rows: written.written })}
    />
  );
}
