/**
 * The options page's import tab: an administrator picks an option settlement file (CSV or Excel, the layout of
 * docs/options.md, modelled on the exchanges' daily option files) in `<FileImport>`, sees the parsed rows and every
 * row error, and stores the file only when it has none: all rows or nothing (server side too). Others read why: settlements are market data
 * every user reads, as bars are.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { OPTION_IMPORT_MAX_BYTES, type OptionImportError, type OptionImportRow } from '@common/contract/futOptCrossSectionData';
import FileImport from '@/components/FileImport';
import { useCommitOptions, usePreviewOptions } from '../service';

const NUMBER_COLUMNS = ['strike', 'settle', 'volume', 'oi', 'futuresPrice'] as const;
const TEXT_COLUMNS = ['date', 'underlying', 'expiry'] as const;

export default function OptionImport() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const preview = usePreviewOptions();
  const commit = useCommitOptions();
  const col = (c: string) => f(`futOptCrossSectionData.import.column.${c}`);
  const rightText = (right: OptionImportRow['right']) => f(`futOptCrossSectionData.right.${right}`);

  const rowColumns: ColumnsType<OptionImportRow> = [
    { key: 'row', title: f('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    ...TEXT_COLUMNS.map((c) => ({
      key: c,
      title: col(c),
      dataIndex: c,
      sorter: (a: OptionImportRow, b: OptionImportRow) => a[c].localeCompare(b[c]),
    })),
    {
      key: 'right',
      title: col('right'),
      dataIndex: 'right',
      filters: [
        { text: rightText('call'), value: 'call' },
        { text: rightText('put'), value: 'put' },
      ],
      onFilter: (value, row) => row.right === value,
      render: rightText,
    },
    ...NUMBER_COLUMNS.map((c) => ({
      key: c,
      title: col(c),
      dataIndex: c,
      align: 'end' as const,
      sorter: (a: OptionImportRow, b: OptionImportRow) => a[c] - b[c],
      render: (v: number) => intl.formatNumber(v, { maximumFractionDigits: 6 }),
    })),
  ];

  if (!isAdmin) return <Alert type="info" showIcon message={f('futOptCrossSectionData.import.adminOnly')} />;

  return (
    <FileImport
      maxBytes={OPTION_IMPORT_MAX_BYTES}
      bodyOf={(file) => file}
      preview={preview}
      commit={commit}
      problemText={(r: OptionImportError) => f(`futOptCrossSectionData.import.error.${r.code}`)}
      detailText={(r: OptionImportError) => r.message}
      rowColumns={rowColumns}
      rowKey="row"
      rowExport={[
        { title: f('fileImport.col.row'), value: (r) => r.row },
        ...TEXT_COLUMNS.map((c) => ({ title: col(c), value: (r: OptionImportRow) => r[c] })),
        { title: col('right'), value: (r) => rightText(r.right) },
        ...NUMBER_COLUMNS.map((c) => ({ title: col(c), value: (r: OptionImportRow) => r[c] })),
      ]}
      exportName="option-import"
      intro={
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {f('futOptCrossSectionData.import.intro')}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{f('futOptCrossSectionData.import.fileHint')}</Typography.Text>
        </Space>
      }
      summary={(r) => f('futOptCrossSectionData.import.summary', { rows: r.rows.length, errors: r.errors.length, replaces: r.replaces })}
      done={(written) => f('futOptCrossSectionData.import.done', { rows: written.written, dates: written.dates.join(', ') })}
    />
  );
}
