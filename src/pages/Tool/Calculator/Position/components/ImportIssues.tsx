/** The row errors of an import preview: row, column, problem and the detail in the user's language. */
import { useIntl } from '@umijs/max';
import type { PositionImportIssue } from '@common/contract/position';
import ClientTable from '@/components/ClientTable';
import type { IssueRow } from '../data';

export default function ImportIssues({ errors }: { errors: readonly PositionImportIssue[] }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const detail = (r: PositionImportIssue) => f(`position.import.detail.${r.code}`, r.values);
  const rows: IssueRow[] = errors.map((e, i) => ({ ...e, key: String(i) }));
  return (
    <ClientTable<IssueRow>
      aria-label={f('position.import.errors')}
      rows={rows}
      rowKey="key"
      exportName="position-import-errors"
      searchText={(r) => `${r.row} ${r.column} ${detail(r)}`}
      columns={[
        { key: 'row', title: f('position.import.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
        { key: 'column', title: f('position.import.col.column'), dataIndex: 'column', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
        {
          key: 'code',
          title: f('position.import.col.problem'),
          dataIndex: 'code',
          filters: [...new Set(rows.map((r) => r.code))].map((c) => ({ text: f(`position.import.code.${c}`), value: c })),
          onFilter: (v, r) => r.code === v,
          render: (v: string) => f(`position.import.code.${v}`),
        },
        { key: 'detail', title: f('position.import.col.detail'), render: (_: unknown, r: IssueRow) => detail(r) },
      ]}
      exportColumns={[
        { title: f('position.import.col.row'), value: (r) => r.row },
        { title: f('position.import.col.column'), value: (r) => r.column },
        { title: f('position.import.col.problem'), value: (r) => f(`position.import.code.${r.code}`) },
        { title: f('position.import.col.detail'), value: (r) => detail(r) },
      ]}
    />
  );
}
