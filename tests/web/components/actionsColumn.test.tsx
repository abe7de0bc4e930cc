/**
 * Actions columns are never cut off (issue 18: clipped Actions columns at 1440 px across pages): a ClientTable's
 * `actions` column is pinned at the row's end while the other columns scroll, on the right in left-to-right
 * languages and on the left in Arabic (rc-table mirrors `fixed: 'right'` there: its cells carry the fix-left class).
 */
import { screen } from '@testing-library/react';
import { Button } from 'antd';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import { type Locale, renderPage } from '../harness';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [{ id: 'a', name: 'FU inner/outer' }];

function Table() {
  return (
    <ClientTable<Row>
      aria-label="Strategies"
      rows={rows}
      rowKey="id"
      exportName="t"
      exportColumns={[]}
      columns={[
        ...Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, title: `Column ${i}`, render: (_: unknown, r: Row) => `${r.name} ${i}` })),
        { key: ACTIONS_COLUMN_KEY, title: 'Actions', render: () => <Button size="small">Edit</Button> },
      ]}
    />
  );
}

test.each([
  ['en-US', 'right'],
  ['ar-EG', 'left'],
] as [Locale, string][])('%s: the actions column is pinned at the %s', (locale, side) => {
  renderPage(<Table />, { locale });
  const headerOf = (title: string) => [...document.querySelectorAll('th')].find((th) => th.textContent === title) as HTMLElement;
  expect(headerOf('Actions')).toHaveClass(`ant-table-cell-fix-${side}`);
  expect(screen.getByRole('button', { name: 'Edit' }).closest('td')).toHaveClass(`ant-table-cell-fix-${side}`);
  // The other columns scroll.
  expect(headerOf('Column 0')).not.toHaveClass(`ant-table-cell-fix-${side}`);
});
