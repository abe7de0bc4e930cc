/**
 * The contract configuration page's bar import tab: an administrator picks a CSV or Excel file of bars for one
 * instrument in `<FileImport>`, sees the parsed rows and every row error (bad date, non-finite number, high below low, off the
 * product's tick grid, ...), and stores the file only when it has no error: all rows or none (server side too).
 * Others read an explanation: bars are market data shared by every user (docs/decisions.md).
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Form, Input, Select, Space, Typography } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { BARS_IMPORT_MAX_BYTES, type BarsImportError, type BarsImportRow, type Interval } from '@common/contract/marketData';
import { parseInstrument } from '@common/market/address';
import FileImport from '@/components/FileImport';
import { useCommitBars, usePreviewBars } from './barsImport/service';

const NUMBER_COLUMNS = ['open', 'high', 'low', 'close', 'settle', 'volume', 'oi'] as const;

export default function BarsImport() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const [instrument, setInstrument] = useState('');
  const [interval, setBarInterval] = useState<Interval>('1d');
  const preview = usePreviewBars();
  const commit = useCommitBars();
  const instrumentOk = parseInstrument(instrument.trim()) !== null;

  const when = (ts: number) =>
    interval === '1d'
      ? new Date(ts).toISOString().slice(0, 10)
      : intl.formatDate(ts, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

  const rowColumns: ColumnsType<BarsImportRow> = [
    { key: 'row', title: f('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'ts', title: f('marketData.import.column.time'), dataIndex: 'ts', sorter: (a, b) => a.ts - b.ts, render: (ts: number) => when(ts) },
    ...NUMBER_COLUMNS.map((c) => ({
      key: c,
      title: f(`marketData.import.column.${c}`),
      dataIndex: c,
      align: 'end' as const,
      sorter: sortByNullableNumber((r: BarsImportRow) => r[c]),
      render: (v: number | null) => (v === null ? '' : intl.formatNumber(v, { maximumFractionDigits: 6 })),
    })),
  ];

  if (!isAdmin) return <Alert type="info" showIcon message={f('marketData.import.adminOnly')} />;

  return (
    <FileImport
      maxBytes={BARS_IMPORT_MAX_BYTES}
      bodyOf={(file) => ({ instrument: instrument.trim(), interval, ...file })}
      ready={instrumentOk}
      preview={preview}
      commit={commit}
      problemText={(r: BarsImportError) => f(`marketData.import.error.${r.code}`)}
      detailText={(r: BarsImportError) => r.message}
      rowColumns={rowColumns}
      rowKey="row"
      rowExport={[
        { title: f('fileImport.col.row'), value: (r) => r.row },
        { title: f('marketData.import.column.time'), value: (r) => when(r.ts) },
        ...NUMBER_COLUMNS.map((c) => ({ title: f(`marketData.import.column.${c}`), value: (r: BarsImportRow) => r[c] })),
      ]}
      exportName={`bars-import-${instrument.trim() || 'file'}`}
      intro={
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {f('marketData.import.intro')}
        </Typography.Paragraph>
      }
      fields={
        <Form layout="vertical" aria-label={f('marketData.import.title')}>
          <Space wrap align="start">
            <Form.Item
              label={f('marketData.import.instrument')}
              htmlFor="bars-import-instrument"
              validateStatus={instrument && !instrumentOk ? 'error' : undefined}
              help={instrument && !instrumentOk ? f('marketData.import.instrumentInvalid') : f('marketData.import.instrumentHint')}
            >
              <Input
                id="bars-import-instrument"
                dir="ltr"
                value={instrument}
                maxLength={40}
                style={{ inlineSize: 200 }}
                onChange={(e) => setInstrument(e.target.value)}
              />
            </Form.Item>
            <Form.Item label={f('marketData.import.interval')}>
              <Select<Interval>
                aria-label={f('marketData.import.interval')}
                value={interval}
                style={{ inlineSize: 160 }}
                onChange={setBarInterval}
                options={[
                  { value: '1d', label: f('marketData.import.interval.1d') },
                  { value: '1m', label: f('marketData.import.interval.1m') },
                ]}
              />
            </Form.Item>
          </Space>
          <Typography.Text type="secondary">{f('marketData.import.fileHint')}</Typography.Text>
        </Form>
      }
      summary={(r) => f('marketData.import.summary', { rows: r.rows.length, errors: r.errors.length, replaces: r.replaces, unit: r.unit || '-' })}
      done={(written) => f('marketData.import.done', { rows: written.written, instrument: written.instrument })}
    />
  );
}
