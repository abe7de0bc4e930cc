/**
 * A table over rows already in the browser (sessions, the request log, access flags, source states):
 * keyword search, the columns' own sorters and filters, paging (10 rows by default) and CSV and Excel exports of
 * exactly the rows the search, filters and sort leave (all pages of them). Tables paged by the server
 * do their own paging and are not meant for this component.
 */
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Input, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import type { ColumnType, ColumnsType, FilterValue, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import { exportCsv, type CsvColumn } from '@/utils/csvExport';
import { exportXlsx } from '@/utils/xlsxExport';

export interface ClientTableProps<T> {
  rows: readonly T[];
  /** Every column needs a `key`; sorters are compare functions, filters use `onFilter`. */
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
  /** File name of the exports, without `.csv` / `.xlsx` (also the Excel sheet's name). */
  exportName: string;
  exportColumns: readonly CsvColumn<T>[];
  /** Text of a row the keyword search looks in; no search box without it. */
  searchText?: (row: T) => string;
  loading?: boolean;
  /** More controls next to the search box and the export button. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  'aria-label'?: string;
}

type Filters = Record<string, FilterValue | null>;
interface SortState {
  columnKey?: Key;
  order?: 'ascend' | 'descend' | null;
}

const keyOf = <T,>(column: ColumnType<T>): string => String(column.key ?? column.dataIndex ?? '');

/**
 * The key of a row's actions column (edit, delete, details). It stays pinned at the row's end while the other
 * columns scroll, so a table wider than the page never cuts it off (issue 18: Actions clipped at 1440 px). antd's
 * `fixed: 'right'` is the row's end in both directions (rc-table mirrors fixed columns for right-to-left).
 */
export const ACTIONS_COLUMN_KEY = 'actions';

/** The rows a keyword, the column filters and the sort leave, in display order (what the table shows across its pages). */
export function visibleRows<T>(
  rows: readonly T[],
  columns: ColumnsType<T>,
  { keyword = '', searchText, filters = {}, sort = {} }: { keyword?: string; searchText?: (row: T) => string; filters?: Filters; sort?: SortState },
): T[] {
  const needle = keyword.trim().toLowerCase();
  let out = needle && searchText ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : [...rows];
  for (const column of columns as ColumnType<T>[]) {
    const chosen = filters[keyOf(column)];
    const { onFilter } = column;
    if (!onFilter || !chosen?.length) continue;
    out = out.filter((row) => chosen.some((value) => onFilter(value as never, row)));
  }
  const sortColumn = (columns as ColumnType<T>[]).find((c) => sort.order && keyOf(c) === String(sort.columnKey));
  const sorter = sortColumn?.sorter;
  const compare = typeof sorter === 'function' ? sorter : typeof sorter === 'object' && sorter ? sorter.compare : undefined;
  if (compare && sort.order) {
    const direction = sort.order === 'descend' ? -1 : 1;
    // Array.prototype.sort is stable: equal rows keep their order, as in antd's own sort.
    out = out.sort((a, b) => direction * compare(a, b, sort.order ?? undefined));
  }
  return out;
}

export default function ClientTable<T extends object>(props: ClientTableProps<T>) {
  const { rows, columns, rowKey, exportName, exportColumns, searchText, loading, toolbar, emptyText } = props;
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState>({});

  const searched = useMemo(() => visibleRows(rows, columns, { keyword, searchText }), [rows, columns, keyword, searchText]);
  const shown = useMemo(() => visibleRows(searched, columns, { filters, sort }), [searched, columns, filters, sort]);

  // Controlled filters and sort, so the export sees what the table shows.
  const controlled = useMemo(
    () =>
      (columns as ColumnType<T>[]).map((column) => ({
        ...column,
        ...(column.onFilter ? { filteredValue: filters[keyOf(column)] ?? null } : {}),
        ...(column.sorter ? { sortOrder: sort.columnKey !== undefined && String(sort.columnKey) === keyOf(column) ? (sort.order ?? null) : null } : {}),
        ...(keyOf(column) === ACTIONS_COLUMN_KEY && column.fixed === undefined ? { fixed: 'right' as const } : {}),
      })),
    [columns, filters, sort],
  );

  const onChange: TableProps<T>['onChange'] = (_pagination, nextFilters, sorter) => {
    setFilters(nextFilters);
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    setSort({ columnKey: s?.columnKey ?? (s?.column ? keyOf(s.column as ColumnType<T>) : undefined), order: s?.order ?? null });
  };

  return (
    <div>
      <Space wrap style={{ marginBlockEnd: 12 }}>
        {searchText ? (
          <Input.Search
            allowClear
            type="search"
            aria-label={intl.formatMessage({ id: 'table.search' })}
            placeholder={intl.formatMessage({ id: 'table.search' })}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
            style={{ inlineSize: 260 }}
          />
        ) : null}
        <Button icon={<DownloadOutlined />} disabled={!shown.length} onClick={() => exportCsv(exportName, shown, exportColumns)}>
          {intl.formatMessage({ id: 'table.export' })}
        </Button>
        <Button icon={<FileExcelOutlined />} disabled={!shown.length} onClick={() => void exportXlsx(exportName, exportName, shown, exportColumns)}>
          {intl.formatMessage({ id: 'table.exportXlsx' })}
        </Button>
        {toolbar}
      </Space>
      <Table<T>
        aria-label={props['aria-label']}
        rowKey={rowKey}
        size="middle"
        loading={loading}
        columns={controlled}
        dataSource={searched as T[]}
        onChange={onChange}
        locale={emptyText ? { emptyText } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          defaultPageSize: DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          hideOnSinglePage: false,
          showTotal: (total) => intl.formatMessage({ id: 'table.total' }, { total }),
        }}
      />
    </div>
  );
}
